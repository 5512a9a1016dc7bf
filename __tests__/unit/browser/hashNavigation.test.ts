/** A #fragment change alone does not reach the router (src/browser/hashNavigation.ts). */
import { createHistory } from "@gatsbyjs/reach-router"
import { ignoreHashOnlyChanges } from "../../../src/browser/hashNavigation"

/** The browser's history moving to `url` on its own (Back, Forward, a followed anchor): `popstate`. */
function browserMovesTo(url: string) {
  window.history.pushState(null, "", url)
  window.dispatchEvent(new PopStateEvent("popstate"))
}

type Heard = { location: { pathname: string; search: string }; action: string }

/** The router's history as the site has it: Gatsby's listener, the filter (onClientEntry), then the router's, whose hearing is returned. */
function siteHistory() {
  window.history.replaceState(null, "", "/")
  const history = createHistory(window)
  const unsubscribe = [history.listen(() => undefined)]
  const uninstall = ignoreHashOnlyChanges(history)
  const heard: string[] = []
  unsubscribe.push(history.listen(({ location, action }: Heard) => heard.push(`${action} ${location.pathname}${location.search}`)))
  cleanups.push(() => [uninstall, ...unsubscribe].forEach((undo) => undo()))
  return { history, heard }
}

const cleanups: (() => void)[] = []
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup())
  window.history.replaceState(null, "", "/")
})

describe("ignoreHashOnlyChanges", () => {
  it("keeps from the router a move that changes only the fragment, and passes on a change of path or query", () => {
    const { history, heard } = siteHistory()
    browserMovesTo("/#conteudo") // the skip link
    browserMovesTo("/") // Back
    browserMovesTo("/galeria")
    browserMovesTo("/galeria?foto=2")
    browserMovesTo("/galeria?foto=2#topo")
    browserMovesTo("/galeria/2")
    expect(heard).toEqual(["POP /galeria", "POP /galeria?foto=2", "POP /galeria/2"])
    expect(history.location.pathname).toBe("/galeria/2")
  })

  it("lets the router's own navigations through, and Back from one of them", async () => {
    const { history, heard } = siteHistory()
    void history.navigate("/galeria")
    browserMovesTo("/") // Back, to the first page
    browserMovesTo("/#contato")
    expect(heard).toEqual(["PUSH /galeria", "POP /"])
  })
})
