/** A #fragment change alone does not reach the router (src/browser/hashNavigation.ts). */
import { createHistory } from "@gatsbyjs/reach-router"
import { ignoreHashOnlyChanges } from "../../../src/browser/hashNavigation"

/** The browser's history moving to `url` on its own (Back, Forward, a followed anchor): `popstate`. */
function browserMovesTo(url: string) {
  window.history.pushState(null, "", url)
  window.dispatchEvent(new PopStateEvent("popstate"))
}

describe("ignoreHashOnlyChanges", () => {
  afterEach(() => window.history.replaceState(null, "", "/"))

  it("keeps from the router a move that changes only the fragment, and passes on a change of path or query", () => {
    window.history.replaceState(null, "", "/")
    // Gatsby's router's own history, subscribed before the filter is installed (order does not matter).
    const history = createHistory(window)
    const heard: string[] = []
    history.listen(({ location, action }: { location: { pathname: string; search: string }; action: string }) =>
      heard.push(`${action} ${location.pathname}${location.search}`),
    )
    ignoreHashOnlyChanges(history)
    browserMovesTo("/#conteudo") // the skip link
    browserMovesTo("/") // Back
    browserMovesTo("/galeria")
    browserMovesTo("/galeria?foto=2")
    browserMovesTo("/galeria?foto=2#topo")
    browserMovesTo("/galeria/2")
    expect(heard).toEqual(["POP /galeria", "POP /galeria?foto=2", "POP /galeria/2"])
    expect(history.location.pathname).toBe("/galeria/2")
  })

  it("lets the router's own navigations through", async () => {
    window.history.replaceState(null, "", "/")
    const history = createHistory(window)
    const heard: string[] = []
    history.listen(({ location, action }: { location: { pathname: string }; action: string }) =>
      heard.push(`${action} ${location.pathname}`),
    )
    ignoreHashOnlyChanges(history)
    void history.navigate("/galeria")
    expect(heard).toEqual(["PUSH /galeria"])
  })

  it("listens once per window however often it is installed", () => {
    const history = { location: { pathname: "/", search: "" } }
    const target = { location: window.location, addEventListener: jest.fn() } as unknown as Window
    ignoreHashOnlyChanges(history, target)
    ignoreHashOnlyChanges(history, target)
    expect(target.addEventListener).toHaveBeenCalledTimes(1)
  })
})
