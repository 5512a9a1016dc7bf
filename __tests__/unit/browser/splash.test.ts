/** The splash clock (src/browser/splash.ts), with fake timers: it counts from the first paint, whatever the scripts do. */
import {
  SPLASH_DURATION_MS,
  SPLASH_FAILSAFE_MS,
  SPLASH_STEP,
  SPLASH_TICK_MS,
  resetSplashClock,
  splashClock,
  splashProgressAt,
  splashScript,
} from "../../../src/browser/splash"
import { clock, installPaintTiming, shown, splash, freshSplashPageEachTest, watchUntilHidden } from "./splashFixtures"

freshSplashPageEachTest()

describe("splash timing", () => {
  it("counts +2 every 50 ms for 2500 ms, and its CSS failsafe comes after the end", () => {
    expect([SPLASH_STEP, SPLASH_TICK_MS, SPLASH_DURATION_MS]).toEqual([2, 50, 2500])
    expect(SPLASH_FAILSAFE_MS).toBeGreaterThan(SPLASH_DURATION_MS)
    expect([0, 49, 50, 99, 100, 1000, 2499, 2500, 9000].map(splashProgressAt)).toEqual([0, 0, 2, 2, 4, 40, 98, 100, 100])
    expect(splashProgressAt(-5)).toBe(0)
  })
})

describe("the splash clock", () => {
  it("takes the first contentful paint as time zero: 0, 2, 4 … 98 at each 50 ms, then hides the splash at 2500 ms", () => {
    const paintAt = performance.now()
    installPaintTiming(paintAt, paintAt + 10)
    splashClock()
    expect(shown()).toEqual({ valuenow: 0, width: "0%", text: "0%" })
    expect(clock().origin).toBeNull()
    jest.advanceTimersByTime(10)
    expect(clock().origin).toBe(paintAt)
    jest.advanceTimersByTime(39)
    const seen: number[] = []
    for (let tick = 0; tick < 50; tick += 1) {
      const now = shown()
      expect(now.text).toBe(`${now.valuenow}%`)
      expect(now.width).toBe(`${now.valuenow}%`)
      seen.push(now.valuenow)
      expect(splash().hidden).toBe(false)
      jest.advanceTimersByTime(tick < 49 ? SPLASH_TICK_MS : 1)
    }
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i * 2))
    expect(performance.now()).toBe(paintAt + SPLASH_DURATION_MS)
    expect(splash().hidden).toBe(true)
    expect(shown().valuenow).toBe(100)
    expect(clock().done).toBe(true)
  })

  it("counts from the second frame while the paint's entry is late, then from the paint, and ends 2.5 s after it", () => {
    const paintAt = performance.now()
    installPaintTiming(paintAt, paintAt + 250)
    splashClock()
    // Frames every 16 ms: the second one after the script (≈ 32 ms) starts the count.
    jest.advanceTimersByTime(31)
    expect(clock().origin).toBeNull()
    expect(shown().valuenow).toBe(0)
    jest.advanceTimersByTime(101)
    expect(clock().origin).toBeNull()
    expect(shown().valuenow).toBe(4)
    // The entry: time zero is the paint's own, 250 ms ago, and the figure catches up at once.
    jest.advanceTimersByTime(150)
    expect(clock().origin).toBe(paintAt)
    expect(shown().valuenow).toBe(10)
    const { figures, hiddenAt } = watchUntilHidden()
    expect(hiddenAt).toBe(paintAt + SPLASH_DURATION_MS)
    expect(figures.every((figure, index) => index === 0 || figure - figures[index - 1] <= SPLASH_STEP)).toBe(true)
    expect(figures.at(-1)).toBe(98)
  })

  it("never goes back when the paint comes out later than its estimate: the figure shown early is held until due", () => {
    const scriptAt = performance.now()
    const paintAt = scriptAt + 90
    installPaintTiming(paintAt, scriptAt + 400)
    splashClock()
    const before: number[] = []
    while (performance.now() < scriptAt + 400) {
      before.push(shown().valuenow)
      jest.advanceTimersByTime(1)
    }
    const { figures, hiddenAt } = watchUntilHidden()
    const all = [...before, ...figures]
    expect(all.every((figure, index) => index === 0 || figure >= all[index - 1])).toBe(true)
    expect(new Set(all).size).toBe(50)
    expect(hiddenAt).toBe(paintAt + SPLASH_DURATION_MS)
  })

  it("picks up a paint that happened before it ran: 1 s after the paint it shows 40 % at once, and ends 1.5 s later", () => {
    jest.advanceTimersByTime(5000)
    installPaintTiming(performance.now() - 1000)
    splashClock()
    expect(shown()).toEqual({ valuenow: 40, width: "40%", text: "40%" })
    jest.advanceTimersByTime(1499)
    expect(splash().hidden).toBe(false)
    expect(shown().valuenow).toBe(98)
    jest.advanceTimersByTime(1)
    expect(splash().hidden).toBe(true)
  })

  it("is done at once when the page painted more than 2.5 s ago", () => {
    jest.advanceTimersByTime(5000)
    installPaintTiming(performance.now() - 3000)
    const done = jest.fn()
    splashClock()?.onDone(done)
    expect(splash().hidden).toBe(true)
    expect(done).toHaveBeenCalledTimes(1)
  })

  it("without Paint Timing, counts from the next animation frame", () => {
    splashClock()
    expect(clock().origin).toBeNull()
    jest.advanceTimersByTime(16)
    const origin = clock().origin as number
    expect(origin).toBeGreaterThan(0)
    jest.advanceTimersByTime(1000)
    expect(shown().valuenow).toBe(40)
    jest.advanceTimersByTime(origin + SPLASH_DURATION_MS - performance.now() - 1)
    expect(splash().hidden).toBe(false)
    jest.advanceTimersByTime(1)
    expect(splash().hidden).toBe(true)
  })

  it("makes the page beneath inert while it counts and gives back only what it took", () => {
    installPaintTiming(performance.now())
    splashClock()
    const link = document.querySelector("a") as HTMLElement
    const main = document.querySelector("main") as HTMLElement
    const footer = document.querySelector("footer") as HTMLElement
    expect(link).toHaveAttribute("inert")
    expect(main).toHaveAttribute("inert")
    expect(splash()).not.toHaveAttribute("inert")
    jest.advanceTimersByTime(SPLASH_DURATION_MS)
    expect(link).not.toHaveAttribute("inert")
    expect(main).not.toHaveAttribute("inert")
    expect(footer).toHaveAttribute("inert")
  })

  it("posts its ticks at the user-blocking priority where the browser can, so loading tasks do not keep the count waiting", () => {
    const posted: { priority: string; delay: number }[] = []
    const postTask = (task: () => void, options: { priority: string; delay: number }) => {
      posted.push(options)
      setTimeout(task, options.delay)
      return Promise.resolve()
    }
    Object.defineProperty(window, "scheduler", { configurable: true, value: { postTask } })
    try {
      installPaintTiming(performance.now())
      splashClock()
      jest.advanceTimersByTime(SPLASH_DURATION_MS)
      expect(splash().hidden).toBe(true)
      expect(posted.length).toBe(SPLASH_DURATION_MS / SPLASH_TICK_MS)
      expect(posted.every((options) => options.priority === "user-blocking")).toBe(true)
      expect(posted[0].delay).toBe(SPLASH_TICK_MS)
    } finally {
      delete (window as unknown as { scheduler?: unknown }).scheduler
    }
  })

  it("tells its listeners once when it is done, and at once to a listener that comes later", () => {
    installPaintTiming(performance.now())
    const early = jest.fn()
    splashClock()?.onDone(early)
    jest.advanceTimersByTime(SPLASH_DURATION_MS - 1)
    expect(early).not.toHaveBeenCalled()
    jest.advanceTimersByTime(SPLASH_DURATION_MS)
    expect(early).toHaveBeenCalledTimes(1)
    const late = jest.fn()
    clock().onDone(late)
    expect(late).toHaveBeenCalledTimes(1)
  })

  it("runs once per page load, and not at all without a splash", () => {
    installPaintTiming(performance.now())
    const first = splashClock()
    expect(splashClock()).toBe(first)
    resetSplashClock()
    document.body.innerHTML = "<main>sem splash</main>"
    expect(splashClock()).toBeNull()
  })

  it("runs as the page's inline script: self-contained, started on the page's splash", () => {
    installPaintTiming(performance.now() - 500)
    const script = splashScript()
    expect(script).not.toMatch(/\b(require|import|exports)\b/)
    new Function(script)()
    expect(clock().origin).not.toBeNull()
    expect(shown().valuenow).toBe(20)
    expect(document.querySelector("main")).toHaveAttribute("inert")
  })
})
