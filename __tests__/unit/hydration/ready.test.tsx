import { act, render } from "@testing-library/react"
import { type PartSpec } from "../../../src/hydration/parts"
import { afterReadyParts, nextTask, registerPart, resetReadiness, startWarming, useReadyPart } from "../../../src/hydration/ready"

/** A part of the table's shape (src/hydration/parts.ts), by name. */
const part = (name: string): PartSpec => ({ name, code: [] })
const PART = part("part")

/** Lets every queued task and promise run (the warming's steps each wait for a new task). */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

const saveData = (on: boolean) =>
  Object.defineProperty(navigator, "connection", { value: on ? { saveData: true } : undefined, configurable: true })

/** The marks the warming puts on the page's timeline (jsdom has no User Timing). */
const mark = jest.fn()
Object.defineProperty(performance, "mark", { value: mark, configurable: true })
const marks = () => mark.mock.calls.map(([name]) => name as string)

describe("making the interactive parts ready before the first tap", () => {
  beforeEach(() => {
    resetReadiness()
    saveData(false)
    mark.mockClear()
  })

  it("runs nothing before the page has hydrated, then each part's steps in order, one part after another", async () => {
    const log: string[] = []
    registerPart(part("contact"), [() => log.push("contact 1"), async () => (await nextTask(), log.push("contact 2"))])
    registerPart(part("contactExtras"), [() => log.push("extras 1")])
    await settle()
    expect(log).toEqual([])
    startWarming()
    expect(log).toEqual([]) // not in the task that started it
    await settle()
    expect(log).toEqual(["contact 1", "contact 2", "extras 1"])
    expect(marks()).toEqual(["zc-ready:start", "zc-ready:contact", "zc-ready:contactExtras"])
  })

  it("yields to the page between steps, also from one part to the next: a tap that comes during a step is handled before the next step", async () => {
    const log: string[] = []
    // The visitor's tap, queued while a step runs.
    const tap = (name: string) => setTimeout(() => log.push(name), 0)
    registerPart(part("contact"), [
      () => (log.push("code"), tap("tap 1")),
      async () => (await Promise.resolve(), log.push("photos"), tap("tap 2")),
      () => (log.push("render"), tap("tap 3")),
    ])
    registerPart(part("contactExtras"), [() => log.push("form")])
    startWarming()
    await settle()
    expect(log).toEqual(["code", "tap 1", "photos", "tap 2", "render", "tap 3", "form"])
  })

  it("runs a part registered after warming started at once, and each step once", async () => {
    startWarming()
    startWarming()
    const step = jest.fn()
    registerPart(part("late"), [step])
    await settle()
    expect(step).toHaveBeenCalledTimes(1)
  })

  it("stops a part whose step fails, warns, and goes on with the next part", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    const after = jest.fn()
    const next = jest.fn()
    registerPart(part("contact"), [() => Promise.reject(new Error("chunk failed")), after])
    registerPart(part("contactExtras"), [next])
    startWarming()
    await settle()
    expect(after).not.toHaveBeenCalled()
    expect(next).toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("contact"), expect.any(Error))
    expect(marks()).not.toContain("zc-ready:contact")
    warn.mockRestore()
  })

  it("skips the steps of a part withdrawn (its component unmounted)", async () => {
    const step = jest.fn()
    const withdraw = registerPart(part("contact"), [step])
    withdraw()
    startWarming()
    await settle()
    expect(step).not.toHaveBeenCalled()
  })

  it("makes nothing ready for a visitor who saves data", async () => {
    saveData(true)
    const step = jest.fn()
    registerPart(part("contact"), [step])
    startWarming()
    await settle()
    expect(step).not.toHaveBeenCalled()
  })
})

describe("afterReadyParts", () => {
  beforeEach(() => {
    resetReadiness()
    saveData(false)
  })

  it("calls back once every part is ready, not before", async () => {
    let finish: () => void = () => {}
    registerPart(part("contact"), [() => new Promise<void>((resolve) => (finish = resolve))])
    const callback = jest.fn()
    afterReadyParts(callback)
    startWarming()
    await settle()
    expect(callback).not.toHaveBeenCalled()
    finish()
    await settle()
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it("waits for a part the page marks that registers only after warming started (hydrated later)", async () => {
    document.body.innerHTML = '<button data-ready-part="contact"></button>'
    try {
      const callback = jest.fn()
      afterReadyParts(callback)
      startWarming()
      await settle()
      expect(callback).not.toHaveBeenCalled()
      registerPart(part("contact"), [jest.fn()])
      await settle()
      expect(callback).toHaveBeenCalledTimes(1)
    } finally {
      document.body.innerHTML = ""
    }
  })

  it("calls back at once when the parts are already ready, or for a visitor who saves data", async () => {
    startWarming()
    await settle()
    const ready = jest.fn()
    afterReadyParts(ready)
    expect(ready).toHaveBeenCalledTimes(1)

    resetReadiness()
    saveData(true)
    const saving = jest.fn()
    registerPart(part("contact"), [jest.fn()])
    afterReadyParts(saving)
    expect(saving).toHaveBeenCalledTimes(1)
  })

  it("calls back after atLatestMs when a part never gets ready, and not when cancelled", () => {
    jest.useFakeTimers()
    try {
      registerPart(part("contact"), [() => new Promise(() => {})])
      const late = jest.fn()
      const cancelled = jest.fn()
      afterReadyParts(late, 4000)
      afterReadyParts(cancelled, 4000)()
      jest.advanceTimersByTime(3999)
      expect(late).not.toHaveBeenCalled()
      jest.advanceTimersByTime(1)
      expect(late).toHaveBeenCalledTimes(1)
      expect(cancelled).not.toHaveBeenCalled()
    } finally {
      jest.useRealTimers()
    }
  })
})

describe("useReadyPart", () => {
  beforeEach(() => resetReadiness())

  it("runs the latest steps the component rendered with, and none once it has unmounted", async () => {
    const seen: number[] = []
    function Part({ value }: { value: number }) {
      useReadyPart(PART, [() => seen.push(value)])
      return null
    }
    const { rerender, unmount } = render(<Part value={1} />)
    rerender(<Part value={2} />)
    await act(async () => {
      startWarming()
      await settle()
    })
    expect(seen).toEqual([2])

    resetReadiness()
    const { unmount: unmountOther } = render(<Part value={3} />)
    unmountOther()
    unmount()
    await act(async () => {
      startWarming()
      await settle()
    })
    expect(seen).toEqual([2])
  })
})
