import { Suspense, type ReactNode } from "react"

/**
 * Lets React hydrate its children after the rest of the page, in small slices: React 18 hydrates a server-rendered
 * Suspense boundary at low priority, yielding between slices, and at once where the visitor clicks first. The
 * page's shell and first photo stay outside: deferring the hero made the page's load run past the splash's exit.
 * Content without behaviour goes in ./NeverHydrate.tsx. docs/ARCHITECTURE.md, mechanism 2.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
