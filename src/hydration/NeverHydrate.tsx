import { lazy, memo, Suspense, useLayoutEffect, useState, type ReactNode } from "react"

/** A component whose code never arrives: React keeps a boundary waiting on it as the server left it. */
const Never = lazy(() => new Promise<never>(() => {}))

/** Rendered only when React has no server HTML for the boundary (a client-side navigation). */
function RenderNow({ onMount }: { onMount: () => void }) {
  useLayoutEffect(onMount, [onMount])
  return null
}

/**
 * Server HTML that React never hydrates, for content without behaviour (/galeria's credits): during hydration
 * its child suspends forever, and React 18 keeps such a boundary's server HTML. After a client-side navigation
 * the fallback renders the children. Give it content that is constant while mounted (a page's query data): an
 * update reaching a dehydrated boundary makes React drop its server HTML.
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
