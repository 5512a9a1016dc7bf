import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"

/** Gatsby's hydration (replaceHydrateFunction) as a transition: short slices, not one long task before the first tap. */
export function hydrateInSlices(element: ReactElement, container: Element | null): () => void {
  if (!container) return () => undefined
  let root: Root
  // As Gatsby's own, it renders into a container without server HTML (`gatsby develop`'s).
  if (container.children.length === 0) {
    root = createRoot(container)
    root.render(element)
  } else {
    // startTransition runs its callback at once: only the hydration's work is deferred.
    startTransition(() => void (root = hydrateRoot(container, element)))
  }
  return () => root.unmount()
}
