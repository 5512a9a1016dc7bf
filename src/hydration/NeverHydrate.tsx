import { lazy, memo, Suspense, useLayoutEffect, useState, type ReactNode } from "react"

/** A component whose code never arrives: React keeps a boundary waiting on it as the server left it. */
const Never = lazy(() => new Promise<never>(() => {}))

/** Rendered only when React has no server HTML for the boundary (a client-side navigation). */
function RenderNow({ onMount }: { onMount: () => void }) {
  useLayoutEffect(onMount, [onMount])
  return null
}

/**
 * Server HTML that React never hydrates: content without behaviour (text, images, plain links),
 * such as /galeria's list of every photo's credit, which grows with the gallery. On a page
 * load the browser keeps the server's markup, and React spends no time on it (no fibers, no
 * hydration, no page-data work beyond the page's data); its links work as links do.
 *
 * How: during hydration the boundary's child suspends forever (`Never`), and React 18 leaves a
 * server-rendered Suspense boundary that suspends while hydrating dehydrated, showing its
 * server HTML. After a client-side navigation there is no server HTML, so React shows the
 * fallback, which switches to rendering the children before the browser paints.
 *
 * Its children are rendered once per mount: a parent's re-render does not reach them (an
 * update reaching a dehydrated boundary would make React drop the server HTML, render it
 * afresh and report a recoverable error). So give it content that is constant while it is
 * mounted, such as a page's query data: Gatsby mounts a page anew for each path.
 *
 * Depends on React 18 keeping a suspended server-rendered boundary's HTML. Guarded by
 * __tests__/unit/hydration/NeverHydrate.test.tsx.
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
