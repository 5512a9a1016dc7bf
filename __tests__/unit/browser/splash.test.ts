/** The splash clock (src/browser/splash.ts), with fake timers: it counts from the first paint, whatever the scripts do. */
import {
  SPLASH_CLOCK_KEY,
  SPLASH_DURATION_MS,
  SPLASH_FAILSAFE_MS,
  SPLASH_STEP,
  SPLASH_TICK_MS,
  SPLASH_FRAME_ATTRIBUTE,
  resetSplashClock,
  splashClock,
  splashInertScript,
  splashProgressAt,
  splashScript,
  type SplashClock,
} from "../../../src/browser/splash"

/** The server's markup of the splash (the parts the clock touches), after the page it covers. */
function renderPage() {
  document.body.innerHTML = `
    <div id="frame">
      <a href="#conteudo">Saltar</a>
      <main id="conteudo">conteúdo</main>
      <footer inert="">já inerte</footer>
      <div id="splash">
        <div role="progressbar" aria-valuenow="0"><div style="width:0%"></div></div>
        <p data-splash-percent="">0%</p>
      </div>
    </div>`
}

const splash = () => document.getElementById("splash") as HTMLElement
const shown = () => ({
  valuenow: Number(document.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow")),
  width: (document.querySelector("[role=progressbar] > div") as HTMLElement).style.width,
  text: document.querySelector("[data-splash-percent]")?.textContent,
})
const clock = () => (window as unknown as Record<string, SplashClock>)[SPLASH_CLOCK_KEY]

/** A browser with Paint Timing whose first contentful paint happened at `paintAt` (performance.now() time). */
function installPaintTiming(paintAt: number) {
  class FakeObserver {
    static supportedEntryTypes = ["paint"]
    constructor(private callback: (list: { getEntriesByName: (name: string) => { startTime: number }[] }) => void) {}
    observe() {
      // Buffered: the paint already happened, or happens at `paintAt`.
      const report = () =>
        this.callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{ startTime: paintAt }] : []) })
      const wait = paintAt - performance.now()
      if (wait <= 0) report()
      else setTimeout(report, wait)
    }
    disconnect() {}
  }
  Object.defineProperty(window, "PerformanceObserver", { configurable: true, writable: true, value: FakeObserver })
}

beforeEach(() => {
  jest.useFakeTimers()
  resetSplashClock()
  renderPage()
})
afterEach(() => {
  jest.useRealTimers()
  delete (window as unknown as Record<string, unknown>).PerformanceObserver
})

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
    const paintAt = performance.now() + 120
    installPaintTiming(paintAt)
    splashClock()
    jest.advanceTimersByTime(119)
    expect(shown()).toEqual({ valuenow: 0, width: "0%", text: "0%" })
    expect(clock().origin).toBeNull()
    jest.advanceTimersByTime(1)
    expect(clock().origin).toBe(paintAt)
    const seen: number[] = []
    for (let tick = 0; tick < 50; tick += 1) {
      const now = shown()
      expect(now.text).toBe(`${now.valuenow}%`)
      expect(now.width).toBe(`${now.valuenow}%`)
      seen.push(now.valuenow)
      expect(splash().hidden).toBe(false)
      jest.advanceTimersByTime(SPLASH_TICK_MS)
    }
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i * 2))
    expect(performance.now()).toBe(paintAt + SPLASH_DURATION_MS)
    expect(splash().hidden).toBe(true)
    expect(shown().valuenow).toBe(100)
    expect(clock().done).toBe(true)
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

describe("the head's script (the page inert from its first style)", () => {
  /** The parser's way: the frame first, then each of its children as its markup arrives. */
  function parseFrame() {
    document.body.innerHTML = ""
    const frame = document.createElement("div")
    frame.setAttribute(SPLASH_FRAME_ATTRIBUTE, "")
    document.body.append(frame)
    frame.insertAdjacentHTML("beforeend", '<a href="#conteudo">Saltar</a>')
    return frame
  }
  const parseRest = (frame: Element) =>
    frame.insertAdjacentHTML(
      "beforeend",
      `<main id="conteudo">conteúdo</main><footer inert="">já inerte</footer>
       <div id="splash"><div role="progressbar" aria-valuenow="0"><div style="width:0%"></div></div><p data-splash-percent="">0%</p></div>`,
    )
  /** Mutation observers answer at the end of the parser's task: a microtask. */
  const parserTaskEnds = () => Promise.resolve()

  beforeEach(() => {
    new Function(splashInertScript())()
  })

  it("is self-contained, like the clock's", () => {
    expect(splashInertScript()).not.toMatch(/\b(require|import|exports)\b/)
  })

  it("makes each child of the frame inert as it is parsed, before the clock's script, which gives back only those", async () => {
    const frame = parseFrame()
    await parserTaskEnds()
    expect(frame.querySelector("a")).toHaveAttribute("inert")
    parseRest(frame)
    await parserTaskEnds()
    expect(frame.querySelector("main")).toHaveAttribute("inert")
    expect(splash()).not.toHaveAttribute("inert")

    installPaintTiming(performance.now())
    new Function(splashScript())()
    // Once the clock runs, nothing more is taken.
    frame.insertAdjacentHTML("beforeend", "<aside>depois</aside>")
    await parserTaskEnds()
    expect(frame.querySelector("aside")).not.toHaveAttribute("inert")

    jest.advanceTimersByTime(SPLASH_DURATION_MS)
    expect(splash().hidden).toBe(true)
    expect(frame.querySelector("a")).not.toHaveAttribute("inert")
    expect(frame.querySelector("main")).not.toHaveAttribute("inert")
    expect(frame.querySelector("footer")).toHaveAttribute("inert")
  })

  it("leaves elsewhere alone: only the frame's children", async () => {
    const frame = parseFrame()
    const other = document.createElement("section")
    document.body.append(other)
    frame.querySelector("a")?.insertAdjacentHTML("afterend", "<header><nav>menu</nav></header>")
    await parserTaskEnds()
    expect(other).not.toHaveAttribute("inert")
    expect(frame.querySelector("nav")).not.toHaveAttribute("inert")
    expect(frame.querySelector("header")).toHaveAttribute("inert")
  })

  it("gives the page back itself if the clock has not started by DOMContentLoaded (its script blocked)", async () => {
    const frame = parseFrame()
    parseRest(frame)
    await parserTaskEnds()
    expect(frame.querySelector("main")).toHaveAttribute("inert")
    document.dispatchEvent(new Event("DOMContentLoaded"))
    expect(frame.querySelector("a")).not.toHaveAttribute("inert")
    expect(frame.querySelector("main")).not.toHaveAttribute("inert")
    expect(frame.querySelector("footer")).toHaveAttribute("inert")
  })

  it("gives the page back when the page has no splash", async () => {
    const frame = parseFrame()
    await parserTaskEnds()
    expect(frame.querySelector("a")).toHaveAttribute("inert")
    expect(splashClock()).toBeNull()
    expect(frame.querySelector("a")).not.toHaveAttribute("inert")
  })
})
