/** The splash's markup and a fake Paint Timing, shared by the clock's tests (splash.test.ts) and the head script's (splash.inert.test.ts). */
import { SPLASH_CLOCK_KEY, resetSplashClock, type SplashClock } from "../../../src/browser/splash"

/** The server's markup of the splash (the parts the clock touches), after the page it covers. */
export function renderPage() {
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

/** Each test of the calling file starts on a fresh page load with fake timers, and leaves no fake Paint Timing behind. */
export function freshSplashPageEachTest() {
  beforeEach(() => {
    jest.useFakeTimers()
    resetSplashClock()
    renderPage()
  })
  afterEach(() => {
    jest.useRealTimers()
    delete (window as unknown as Record<string, unknown>).PerformanceObserver
  })
}

export const splash = () => document.getElementById("splash") as HTMLElement
export const shown = () => ({
  valuenow: Number(document.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow")),
  width: (document.querySelector("[role=progressbar] > div") as HTMLElement).style.width,
  text: document.querySelector("[data-splash-percent]")?.textContent,
})
export const clock = () => (window as unknown as Record<string, SplashClock>)[SPLASH_CLOCK_KEY]

/**
 * A browser with Paint Timing whose first contentful paint happened at `paintAt` (performance.now()
 * time), its entry reaching the page at `reportedAt` (in a browser, later than the paint: the
 * paint's presentation time comes back to a busy main thread): the buffer has it from then, and
 * the observer is called then.
 */
export function installPaintTiming(paintAt: number, reportedAt = paintAt) {
  const entries = (name: string) => (name === "first-contentful-paint" && performance.now() >= reportedAt ? [{ startTime: paintAt }] : [])
  class FakeObserver {
    static supportedEntryTypes = ["paint"]
    constructor(private callback: (list: { getEntriesByName: (name: string) => { startTime: number }[] }) => void) {}
    observe() {
      // Buffered: the entry is already there, or comes at `reportedAt`.
      const report = () => this.callback({ getEntriesByName: entries })
      const wait = reportedAt - performance.now()
      if (wait <= 0) report()
      else setTimeout(report, wait)
    }
    disconnect() {}
  }
  Object.defineProperty(window, "PerformanceObserver", { configurable: true, writable: true, value: FakeObserver })
  Object.defineProperty(performance, "getEntriesByName", { configurable: true, writable: true, value: entries })
}

/** Every figure shown from now until the splash is hidden, ms by ms, with the time it ended. */
export function watchUntilHidden() {
  const figures: number[] = []
  while (!splash().hidden) {
    figures.push(shown().valuenow)
    jest.advanceTimersByTime(1)
  }
  return { figures, hiddenAt: performance.now() }
}
