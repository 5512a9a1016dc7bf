/** Server-rendered boundaries whose hydration React defers or skips. docs/ARCHITECTURE.md, mechanism 2. */
import { lazy, memo, Suspense, useLayoutEffect, useState, type ReactNode } from "react"

/** Children hydrated after the page's shell, at low priority, and at once where clicked first. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/** A component whose code never arrives: React keeps a boundary waiting on it as the server left it. */
const Never = lazy(() => new Promise<never>(() => {}))
/** Rendered only without server HTML (a client-side navigation): the children then render. */
const RenderNow = ({ onMount }: { onMount: () => void }) => (useLayoutEffect(onMount, [onMount]), null)

/**
 * Server HTML that React never hydrates (content without behaviour): its child suspends forever, and React 18 keeps such a
 * boundary's HTML. Its content must be constant while mounted: an update reaching the boundary makes React drop that HTML.
 */
export const NeverHydrate = memo(
  function NeverHydrate({ children }: { children: ReactNode }) {
    const [render, setRender] = useState(typeof window === "undefined")
    if (render) return <Suspense fallback={null}>{children}</Suspense>
    return (
      <Suspense fallback={<RenderNow onMount={() => setRender(true)} />}>
        <Never />
      </Suspense>
    )
  },
  () => true,
)
