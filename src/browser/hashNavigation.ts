/**
 * A change of the URL's #fragment alone (the skip link, an anchor, Back between two of them)
 * does not reach the router.
 *
 * Gatsby's router (@gatsbyjs/reach-router) puts the location in a React context and updates
 * it on every `popstate`, the fragment's included. A context change reaches every
 * server-rendered Suspense boundary that has not hydrated yet: the islands waiting for their
 * chunk (the contact form, src/hydration/Island.tsx) and the parts HydrateLater has not
 * reached. React cannot hydrate such a boundary at that priority, so it drops its server HTML
 * and renders it on the client (React error 421): the contact form vanished until its chunk
 * arrived when a keyboard user followed the skip link, the first Tab stop of every page.
 *
 * Nothing on the site reads the fragment from the router (sections are scrolled to by
 * src/hooks/useSectionNavigation.ts, which does not change the URL), and the browser itself
 * scrolls to a fragment and moves focus there. So a `popstate` that keeps the path and the
 * query of the last location is stopped before the router's location provider hears it. The
 * listener is added in gatsby-browser.tsx's onClientEntry, before the provider subscribes (in an
 * effect), and in the capture phase, which engines that run a target's capturing listeners
 * first honour whatever the order; Chromium runs them in the order they were added. The last
 * location is the one this listener let through, or one the router navigated to itself
 * (`navigate()`, a Gatsby Link, heard through the history's `listen`): such navigations never
 * pass through `popstate`, and the site starts none to a fragment.
 *
 * Depends on public behaviour only: the router learns of the browser's history moves from
 * `popstate` on `window`, and tells its `listen`ers of its own. Guarded by
 * __tests__/unit/browser/hashNavigation.test.ts and __tests__/e2e/hashNavigation.spec.ts.
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
