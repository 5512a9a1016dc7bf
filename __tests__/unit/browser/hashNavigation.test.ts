/** A #fragment change alone does not reach the router's listeners (src/browser/hashNavigation.ts). */
import { ignoreHashOnlyChanges, type RouterHistory } from "../../../src/browser/hashNavigation"

/** A history like reach-router's: listeners, a location, and the transition flag its navigate() sets. */
function fakeHistory() {
  const listeners: ((event: { location: { pathname: string; search: string }; action: string }) => void)[] = []
  const history = {
    location: { pathname: "/", search: "" },
    transitioning: false,
    listen(listener: (typeof listeners)[number]) {
      listeners.push(listener)
      return () => undefined
    },
    _onTransitionComplete: jest.fn(function (this: { transitioning: boolean }) {
      history.transitioning = false
    }),
    go(pathname: string, action = "POP", search = "") {
      history.location = { pathname, search }
      if (action === "PUSH") history.transitioning = true
      listeners.forEach((listener) => listener({ location: history.location, action }))
    },
  }
  return history
}

describe("ignoreHashOnlyChanges", () => {
  it("passes on a change of path or query, not one of the fragment alone", () => {
    const history = fakeHistory()
    ignoreHashOnlyChanges(history as unknown as RouterHistory)
    const heard: string[] = []
    history.listen(({ location, action }) => heard.push(`${action} ${location.pathname}${location.search}`))
    history.go("/") // the skip link: /#conteudo
    history.go("/") // Back to /
    history.go("/galeria", "PUSH")
    history.go("/galeria", "POP", "?foto=2")
    history.go("/galeria", "POP", "?foto=2")
    expect(heard).toEqual(["PUSH /galeria", "POP /galeria?foto=2"])
  })

  it("still completes a navigation the router started to a fragment of the same page", () => {
    const history = fakeHistory()
    ignoreHashOnlyChanges(history as unknown as RouterHistory)
    const listener = jest.fn()
    history.listen(listener)
    history.go("/", "PUSH")
    expect(listener).not.toHaveBeenCalled()
    expect(history._onTransitionComplete).toHaveBeenCalled()
    expect(history.transitioning).toBe(false)
  })

  it("wraps a history once", () => {
    const history = fakeHistory()
    ignoreHashOnlyChanges(history as unknown as RouterHistory)
    const wrapped = history.listen
    ignoreHashOnlyChanges(history as unknown as RouterHistory)
    expect(history.listen).toBe(wrapped)
  })
})
