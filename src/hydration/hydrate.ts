import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"

/**
 * Gatsby's hydration of the page (gatsby-browser's replaceHydrateFunction), as a transition.
 *
 * Hydrated the default way, React walks the whole page in one task: on a throttled phone that task
 * outlasts a frame many times over, and it falls just before the visitor's first tap (which then
 * waits). In a transition React hydrates in short slices (its scheduler's frame interval, 5 ms) and
 * yields to the browser between them, and an input that arrives meanwhile still gets its answer at
 * once: React hydrates what was touched first.
 *
 * As Gatsby's own, it judges by the container it is given: one with no server HTML is rendered,
 * not hydrated. No page of this site's build is empty, but `gatsby develop` serves an empty root,
 * and renders its loading indicator through this function too, into an element of its own, which
 * it later removes with the function returned (as with Gatsby's own: it unmounts the root).
 *
 * Depends on Gatsby calling replaceHydrateFunction's result with the app's element and its
 * container (gatsby-browser.tsx). Guarded by __tests__/unit/hydration/hydrate.test.tsx and every browser
 * test that hydrates a page (__tests__/e2e/).
 */
export function hydrateInSlices(element: ReactElement, container: Element | null): () => void {
  if (!container) return () => undefined
  let root: Root
  if (container.children.length === 0) {
    root = createRoot(container)
    root.render(element)
  } else {
    // startTransition runs its callback at once: only the hydration's work is deferred.
    startTransition(() => {
      root = hydrateRoot(container, element)
    })
  }
  return () => root.unmount()
}
