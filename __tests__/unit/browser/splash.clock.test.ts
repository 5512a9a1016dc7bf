// The splash's clock (src/browser/splashClock.inline.ts) holds its animations until the first frame, a second at most.
import { SPLASH_CLOCK_WAIT_MS, SPLASH_GATE, whenSplashLeaves } from "../../../src/browser/splash"
import { splashInPage } from "./splashFixtures"

const gate = () => document.documentElement.style.getPropertyValue(SPLASH_GATE)
let frames: FrameRequestCallback[] = []

/** Runs the clock's script as the page's first script does: in a page whose frames this test draws. */
function runClock() {
  jest.isolateModules(() => require("../../../src/browser/splashClock.inline"))
}

beforeEach(() => {
  jest.useFakeTimers()
  frames = []
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  document.documentElement.removeAttribute("style")
  document.body.innerHTML = ""
})

it("holds the splash until the first animation frame, then lets it run", () => {
  runClock()
  expect(gate()).toBe("none")
  frames.forEach((frame) => frame(performance.now()))
  expect(gate()).toBe("")
})

it("lets it run after a second where no frame comes (a tab opened in the background)", () => {
  runClock()
  jest.advanceTimersByTime(SPLASH_CLOCK_WAIT_MS - 1)
  expect(gate()).toBe("none")
  jest.advanceTimersByTime(1)
  expect(gate()).toBe("")
})

it("a script asking for the splash's leaving while the clock is held waits for the clock, unless cancelled", async () => {
  runClock()
  const callback = jest.fn()
  const cancelled = jest.fn()
  whenSplashLeaves(callback)
  whenSplashLeaves(cancelled)()
  expect(callback).not.toHaveBeenCalled()
  // The first frame: the splash's animations start.
  frames.forEach((frame) => frame(performance.now()))
  const splash = splashInPage({ playState: "running" })
  jest.advanceTimersByTime(SPLASH_CLOCK_WAIT_MS)
  expect(callback).not.toHaveBeenCalled()
  await splash.leave()
  expect(callback).toHaveBeenCalledTimes(1)
  expect(cancelled).not.toHaveBeenCalled()
})
