import { Suspense, type ReactNode } from "react"

/**
 * Lets React hydrate its children after the rest of the page, in small time slices.
 *
 * The server-rendered HTML is already on screen and styled, so no part of it needs
 * hydrating in a hurry: React 18 hydrates a server-rendered Suspense boundary at
 * offscreen priority, yielding to the browser between slices, instead of inside the one
 * long task that hydrates the rest of the page. That keeps the main thread free on a
 * slow phone (Total Blocking Time). The header, the footer, every home section below the
 * hero, the gallery's grid and the responsibility page's body sit in one each; what stays
 * outside is the page's shell and its first photo (the hero, the banner): deferring the hero
 * made Lighthouse's Speed Index on / jump, because the measured page load then ran past the
 * splash's exit. If the visitor clicks inside a boundary first, React hydrates it at once and
 * replays the click. Nothing here suspends, so the fallback is never shown. Content without
 * behaviour that grows with the content goes in ./NeverHydrate.tsx instead.
 *
 * Depends on React 18's selective hydration of server-rendered Suspense boundaries. Guarded by
 * __tests__/build/hydration.test.ts (where the boundaries are in the built pages) and by the
 * bench's blocking time (docs/PERFORMANCE.md).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
