import { Suspense, type ReactNode } from "react"

/**
 * Lets React hydrate its children after the rest of the page, in small time slices.
 *
 * The server-rendered HTML is already on screen, so a section below the fold needs no
 * rush: React 18 hydrates a server-rendered Suspense boundary at offscreen priority,
 * yielding to the browser between slices, instead of inside the one long task that
 * hydrates the page. That keeps the main thread free on a slow phone (Total Blocking
 * Time). If the visitor clicks inside the boundary first, React hydrates it at once and
 * replays the click. Nothing here suspends, so the fallback is never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
