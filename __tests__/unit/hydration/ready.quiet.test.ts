import type { PartSpec } from "../../../src/hydration/parts"
import { registerPart, resetReadiness, startWarming } from "../../../src/hydration/ready"
import { QUIET_AROUND_LEAVING_MS } from "../../../src/browser/splash"
import { splashInPage } from "../browser/splashFixtures"

const part = (name: string): PartSpec => ({ name, code: [] })

describe("making the parts ready around the splash's leaving", () => {
  beforeEach(() => {
    resetReadiness()
    jest.useFakeTimers()
  })
  afterEach(() => {
    jest.useRealTimers()
    document.body.innerHTML = ""
  })

  it("starts no step close to the splash's leaving, when the visitor's first tap comes, and goes on after", async () => {
    const { before, after } = QUIET_AROUND_LEAVING_MS
    const log: string[] = []
    registerPart(part("menu"), [() => log.push("menu 1"), () => log.push("menu 2")])
    // Far from it: at once.
    splashInPage({ playState: "running", leavesAt: performance.now() + before + 100 })
    startWarming()
    await jest.advanceTimersByTimeAsync(1)
    expect(log).toEqual(["menu 1", "menu 2"])

    document.body.innerHTML = ""
    splashInPage({ playState: "running", leavesAt: performance.now() + before - 10 })
    registerPart(part("contact"), [() => log.push("contact")])
    await jest.advanceTimersByTimeAsync(before - 10 + after - 1)
    expect(log).toEqual(["menu 1", "menu 2"])
    await jest.advanceTimersByTimeAsync(2)
    expect(log).toEqual(["menu 1", "menu 2", "contact"])
  })
})
