import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"

/**
 * Gatsby's hydration of the page (replaceHydrateFunction) as a transition: React then hydrates in short slices,
 * yielding between them, rather than in one long task just before the first tap, and what is touched first
 * first. As Gatsby's own, it renders into a container without server HTML (`gatsby develop`'s).
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
