/**
 * Keeps a change of the URL's #fragment alone (the skip link, an anchor, Back between two) from the router: its
 * context change would make React drop the server HTML of every boundary not yet hydrated (React error 421),
 * and nothing on the site reads the fragment from the router. The `popstate` is stopped in the capture phase by
 * a listener added in gatsby-browser.tsx's onClientEntry, before the router's provider subscribes (Chromium
 * runs capturing listeners in the order added). The whole story: docs/ARCHITECTURE.md, mechanism 11.
 */

interface RouterLocation {
  pathname: string
  search: string
}

/** What is used of the router's history (@gatsbyjs/reach-router's `globalHistory`). */
export interface RouterHistory {
  listen(listener: (event: { location: RouterLocation }) => void): () => void
}

/** A path as the router stores it (its history encodes the decoded path). */
const normalized = (pathname: string) => encodeURI(decodeURI(pathname))
const here = (target: Window): RouterLocation => ({ pathname: normalized(target.location.pathname), search: target.location.search })

/** Keeps a history move that changes only the #fragment from the router. Returns what undoes it. */
export function ignoreHashOnlyChanges(history: RouterHistory, target: Window = window): () => void {
  let last = here(target)
  const onPopState = (event: Event) => {
    const next = here(target)
    const hashOnly = next.pathname === last.pathname && next.search === last.search
    last = next
    if (hashOnly) event.stopImmediatePropagation()
  }
  target.addEventListener("popstate", onPopState, { capture: true })
  const stopListening = history.listen(({ location }) => {
    last = { pathname: location.pathname, search: location.search }
  })
  return () => {
    target.removeEventListener("popstate", onPopState, { capture: true })
    stopListening()
  }
}
