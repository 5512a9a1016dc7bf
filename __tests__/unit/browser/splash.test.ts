// When the splash leaves (src/browser/splash.ts); its timing as a visitor sees it: splashTiming.spec.ts.
import { splashLeavesAt, whenSplashLeaves } from "../../../src/browser/splash"
import { splashInPage } from "./splashFixtures"

afterEach(() => {
  document.body.innerHTML = ""
})

describe("whenSplashLeaves", () => {
  it("answers at once where there is no splash (a client-side navigation) or it has left", () => {
    const callback = jest.fn()
    whenSplashLeaves(callback)
    expect(callback).toHaveBeenCalledTimes(1)
    splashInPage({ playState: "finished" })
    whenSplashLeaves(callback)
    expect(callback).toHaveBeenCalledTimes(2)
  })

  it("answers when the splash's leaving animation ends, whatever else runs in it, not before, and not once cancelled", async () => {
    const splash = splashInPage({ playState: "running", others: ["splash-fill", "splash-count"] })
    const callback = jest.fn()
    const cancelled = jest.fn()
    whenSplashLeaves(callback)
    whenSplashLeaves(cancelled)()
    await Promise.resolve()
    expect(callback).not.toHaveBeenCalled()
    await splash.leave()
    expect(callback).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })
})

describe("splashLeavesAt", () => {
  it("is when the leaving animation ends, on the page's clock, and null once it has left or before it has started", async () => {
    expect(splashLeavesAt()).toBeNull()
    splashInPage({ playState: "running" })
    expect(splashLeavesAt()).toBeNull()
    document.body.innerHTML = ""
    const splash = splashInPage({ playState: "running", leavesAt: 2900 })
    expect(splashLeavesAt()).toBe(2900)
    await splash.leave()
    expect(splashLeavesAt()).toBeNull()
  })
})
