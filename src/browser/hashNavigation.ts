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
 * query is stopped in the capture phase, before the router's own listener on `window` hears
 * it (the DOM runs a target's capturing listeners first; and this one is added in
 * gatsby-browser.tsx's onClientEntry, before the router subscribes).
 * Navigations the router starts itself (`navigate()`, a Gatsby Link) never pass through
 * `popstate`, and the site starts none to a fragment.
 *
 * Depends on public behaviour only: the router learns of the browser's history moves from
 * `popstate` on `window`, and its history's `location` is the one it renders. Guarded by
 * __tests__/unit/browser/hashNavigation.test.ts and __tests__/e2e/hashNavigation.spec.ts.
 */

interface RouterLocation {
  pathname: string
  search: string
}

/** What is read of the router's history: the location it renders. */
export interface RouterHistory {
  readonly location: RouterLocation
}

/** A path as the router stores it (its history encodes the decoded path). */
const normalized = (pathname: string) => encodeURI(decodeURI(pathname))

const INSTALLED = Symbol.for("zc.hashOnlyIgnored")

/** Keeps a history move that changes only the #fragment from the router; once per window. */
export function ignoreHashOnlyChanges(history: RouterHistory, target: Window = window): void {
  const marked = target as Window & { [INSTALLED]?: true }
  if (marked[INSTALLED]) return
  marked[INSTALLED] = true
  target.addEventListener(
    "popstate",
    (event) => {
      const { pathname, search } = target.location
      if (normalized(pathname) === history.location.pathname && search === history.location.search) event.stopImmediatePropagation()
    },
    { capture: true },
  )
}
