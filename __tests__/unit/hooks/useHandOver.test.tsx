import { act, renderHook } from "@testing-library/react"
import { useHandOver } from "../../../src/hooks/useHandOver"
import { QUIET_AROUND_LEAVING_MS } from "../../../src/browser/splash"
import { splashInPage } from "../browser/splashFixtures"
import { fakePopover } from "../helpers"

/** The page's own popover, closed, and the hook on it. */
function setup(ready = true) {
  const element = document.createElement("div")
  element.id = "own"
  document.body.append(element)
  const own = fakePopover(element, false)
  const hook = renderHook(({ isReady }) => useHandOver(isReady, "own"), { initialProps: { isReady: ready } })
  return { own, hook }
}

describe("useHandOver", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.restoreAllMocks()
    jest.useRealTimers()
    document.body.innerHTML = ""
  })

  it("hands over once ready when no splash shows (a client-side navigation)", async () => {
    const { hook } = setup(false)
    await act(async () => {})
    expect(hook.result.current).toBe(false)
    hook.rerender({ isReady: true })
    await act(async () => {})
    expect(hook.result.current).toBe(true)
  })

  it("leaves the visitor's first tap, as the splash leaves, to the page's own", async () => {
    const leavesAt = performance.now() + 1000
    splashInPage({ playState: "running", leavesAt })
    const { hook } = setup()
    await act(async () => jest.advanceTimersByTimeAsync(leavesAt + QUIET_AROUND_LEAVING_MS.after - performance.now() - 5))
    expect(hook.result.current).toBe(false)
    await act(async () => jest.advanceTimersByTimeAsync(10))
    expect(hook.result.current).toBe(true)
  })

  it("waits for the page's own to close", async () => {
    const { own, hook } = setup(false)
    own.toggle(true)
    hook.rerender({ isReady: true })
    await act(async () => {})
    expect(hook.result.current).toBe(false)
    await act(async () => own.toggle(false))
    expect(hook.result.current).toBe(true)
  })
})
