/**
 * A change of the URL's #fragment alone (the skip link, an anchor, Back between two of them)
 * does not update the router's location.
 *
 * Gatsby's router (@gatsbyjs/reach-router) puts the location in a React context and updates
 * it on every history change, the fragment included. A context change reaches every
 * server-rendered Suspense boundary that has not hydrated yet: the islands waiting for their
 * chunk (the contact form, src/hydration/Island.tsx) and the parts HydrateLater has
 * not reached. React cannot hydrate such a boundary at that priority, so it drops its server
 * HTML and renders it on the client (React error 421): the contact form vanished until its
 * chunk arrived when a keyboard user followed the skip link, the first Tab stop of every page.
 *
 * Nothing on the site reads the fragment from the router (sections are scrolled to by
 * src/hooks/useSectionNavigation.ts, which does not change the URL), and the browser itself
 * scrolls to a fragment and moves focus there. So the history's listeners (the router's
 * location provider, Gatsby's own) are not told of a change that keeps the path and the
 * query. A navigation the router started itself (PUSH) is still marked complete, or its next
 * navigation would replace the history entry instead of adding one.
 *
 * Depends on @gatsbyjs/reach-router's history (`listen`, `_onTransitionComplete`), wrapped by
 * gatsby-browser.tsx's onClientEntry before the router subscribes. Guarded by
 * __tests__/unit/browser/hashNavigation.test.ts and __tests__/e2e/hashNavigation.spec.ts.
 */

interface RouterLocation {
  pathname: string
  search: string
}
interface HistoryEvent {
  location: RouterLocation
  action: string
}
export interface RouterHistory {
  location: RouterLocation
  listen(listener: (event: HistoryEvent) => void): () => void
  _onTransitionComplete?: () => void
}

const WRAPPED = Symbol.for("zc.hashOnlyIgnored")

export function ignoreHashOnlyChanges(history: RouterHistory): void {
  const marked = history as RouterHistory & { [WRAPPED]?: true }
  if (marked[WRAPPED]) return
  marked[WRAPPED] = true
  const listen = history.listen.bind(history)
  history.listen = (listener) => {
    let last = { pathname: history.location.pathname, search: history.location.search }
    return listen((event) => {
      const { pathname, search } = event.location
      const hashOnly = pathname === last.pathname && search === last.search
      last = { pathname, search }
      if (!hashOnly) listener(event)
      else if (event.action === "PUSH") history._onTransitionComplete?.()
    })
  }
}
