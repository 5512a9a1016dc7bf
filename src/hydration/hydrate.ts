import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * Gatsby's hydration of the page (gatsby-browser's replaceHydrateFunction), as a transition.
 *
 * Hydrated the default way, React walks the whole page in one task: on a throttled phone that task
 * outlasts a frame many times over, and it falls just before the visitor's first tap (which then
 * waits). In a transition React hydrates in short slices (its scheduler's frame interval, 5 ms) and
 * yields to the browser between them, and an input that arrives meanwhile still gets its answer at
 * once: React hydrates what was touched first.
 *
 * As Gatsby's own: a page whose server HTML is empty (none of this site's) is rendered, not hydrated.
 *
 * Depends on Gatsby calling replaceHydrateFunction's result with the app's element and its
 * container (gatsby-browser.tsx). Guarded by every browser test that hydrates a page (__tests__/e2e/).
 */
export function hydrateInSlices(element: ReactElement, container: Element | null) {
  if (!container) return
  const focusWrapper = document.getElementById("gatsby-focus-wrapper")
  if (!focusWrapper || focusWrapper.children.length === 0) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
