import { afterQuiet, pageHydrated, resetQueue, whenQuiet } from "../../../src/hydration/whenQuiet"
import { QUIET_AROUND_LEAVING_MS } from "../../../src/browser/splash"
import { splashInPage } from "../browser/splashFixtures"

beforeEach(() => {
  resetQueue()
  jest.useFakeTimers()
})
afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ""
})

describe("work queued ahead of the visitor", () => {
  it("starts once the page has hydrated, one step per task, in the order queued; a failed step ends only its own list", async () => {
    const log: string[] = []
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    whenQuiet([() => (log.push("form 1"), setTimeout(() => log.push("a task queued by form 1"))), () => log.push("form 2")])
    whenQuiet([() => Promise.reject(new Error("chunk failed")), () => log.push("after the failure")])
    whenQuiet([() => log.push("extras")])
    await jest.advanceTimersByTimeAsync(100)
    expect(log).toEqual([])

    pageHydrated()
    await jest.advanceTimersByTimeAsync(100)
    expect(log).toEqual(["form 1", "a task queued by form 1", "form 2", "extras"])
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it("starts no step close to the splash's leaving, when the visitor's first tap comes, and goes on after", async () => {
    const { before, after } = QUIET_AROUND_LEAVING_MS
    const log: string[] = []
    splashInPage({ playState: "running", leavesAt: performance.now() + before - 10 })
    pageHydrated()
    whenQuiet([() => log.push("form")])
    await jest.advanceTimersByTimeAsync(before - 10 + after - 1)
    expect(log).toEqual([])
    await jest.advanceTimersByTimeAsync(2)
    expect(log).toEqual(["form"])
  })
})

it("afterQuiet calls back after the steps queued before it, or after atLatestMs when they never end; once; never once cancelled", async () => {
  let finish = () => {}
  whenQuiet([() => new Promise<void>((resolve) => (finish = resolve))])
  const [done, late, cancelled] = [jest.fn(), jest.fn(), jest.fn()]
  afterQuiet(done, 10_000)
  pageHydrated()
  await jest.advanceTimersByTimeAsync(100)
  expect(done).not.toHaveBeenCalled()
  finish()
  await jest.advanceTimersByTimeAsync(1)
  expect(done).toHaveBeenCalledTimes(1)

  whenQuiet([() => new Promise(() => {})])
  afterQuiet(late, 4000)
  afterQuiet(cancelled, 4000)()
  await jest.advanceTimersByTimeAsync(3999)
  expect(late).not.toHaveBeenCalled()
  await jest.advanceTimersByTimeAsync(20_000)
  expect([done, late].map((callback) => callback.mock.calls.length)).toEqual([1, 1])
  expect(cancelled).not.toHaveBeenCalled()
})
