/**
 * The splash's clock: it counts from the page's first paint, not from hydration.
 *
 * The splash is server-rendered over the page. A small inline script (`splashScript`,
 * put right after the page's markup by gatsby-ssr.tsx) runs `runSplash` as soon as the
 * HTML is parsed, long before the app's deferred scripts arrive (src/hydration/appScriptsLoader.ts):
 * - it makes the page beneath `inert` (most of it already is: a script in <head>,
 *   `splashInertScript`, makes each part inert as it is parsed);
 * - it takes the page's first contentful paint as time zero (Paint Timing; without it,
 *   the next animation frame);
 * - it counts 0 → 100 % by SPLASH_STEP every SPLASH_TICK_MS, writing the bar, the figure
 *   and `aria-valuenow` together, and hides the splash SPLASH_DURATION_MS after time zero,
 *   whether or not React has hydrated by then.
 * React (SplashScreen) renders the same markup on the server and on hydration, never
 * writes the moving parts itself, and removes the splash once this clock says it is done,
 * so hydration during the count changes nothing the visitor sees. Where the inline script
 * did not run (`gatsby develop`, unit tests), SplashScreen starts the same clock on mount.
 */

/** The splash shows for this long after the page's first paint. */
export const SPLASH_DURATION_MS = 2500
/** The progress figure moves every… */
export const SPLASH_TICK_MS = 50
/** …by this many percentage points (50 ticks of 2 = 100 % in 2500 ms). */
export const SPLASH_STEP = 2
/** If no script can run the clock (a blocked inline script), CSS fades the splash out this long after it is first styled. */
export const SPLASH_FAILSAFE_MS = SPLASH_DURATION_MS + 1000

export const SPLASH_ID = "splash"
/** The element whose text is the printed figure ("46%"). */
export const SPLASH_PERCENT_ATTRIBUTE = "data-splash-percent"
/** Where the running clock is kept on `window`, for SplashScreen to find after hydration. */
export const SPLASH_CLOCK_KEY = "__zcSplash"
/** The attribute on the element whose children the splash covers (PageFrame's root). */
export const SPLASH_FRAME_ATTRIBUTE = "data-splash-frame"
/** Where the head's script (`holdPageInert`) keeps what it made inert, for the clock to give back. */
export const SPLASH_INERT_KEY = "__zcSplashInert"

/** The progress shown `elapsedMs` after time zero: 0, 2, 4 … 100. */
export function splashProgressAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 0
  return Math.min(100, Math.floor(elapsedMs / SPLASH_TICK_MS) * SPLASH_STEP)
}

/** What the head's script made inert as it was parsed (`holdPageInert`), handed over to the clock. */
export interface HeldInert {
  elements: Element[]
  /** Stops taking what the parser inserts next. */
  stop(): void
}

export interface SplashClock {
  /** performance.now() of time zero (the first paint), once known. */
  origin: number | null
  /** The figure on screen. */
  progress: number
  /** True once the splash is hidden and the page beneath is usable. */
  done: boolean
  /** Calls `listener` once the splash is done (at once if it already is). */
  onDone(listener: () => void): void
}

/**
 * Runs in the browser as an inline script, serialised with Function.prototype.toString:
 * it must stay self-contained (no imports, no closures over module scope) and plain
 * enough that no build step adds helpers to it. Does nothing without a splash in the
 * page, or when the clock already runs. It keeps no comments inside: the server
 * renders its text as it is into every page. What it does, in order:
 * - marks the splash's siblings `inert` (Tab cannot reach a link hidden under the
 *   overlay), remembering which, to give back only those: most of them the head's script
 *   (`holdPageInert`) already made inert as they were parsed, and hands over;
 * - takes the first contentful paint as time zero, with a buffered observer, so a
 *   paint before the script ran counts too, and by looking for its entry at once and on
 *   every frame; without Paint Timing, the next frame;
 * - counts from an estimate until the paint's entry comes: the second animation frame after
 *   the script ran (the first one paints the splash, so the page has painted by then). The
 *   entry reaches a busy main thread late, 100–270 ms after the paint at 4× CPU, and the
 *   figure used to stand at 0 % all that while, then jump. Once the paint's own time is
 *   known, the count goes on from it, never back (a figure shown early is held until due);
 * - ticks on each step's due time measured from time zero, so a late timer never
 *   makes the count drift: it shows what is due when it runs. Its ticks are posted at
 *   the user-blocking priority (`scheduler.postTask`) where the browser has it: a plain
 *   timer waits behind the page's loading tasks (up to ≈ 130 ms at 4× CPU on `/`);
 * - at the end shows 100, hides the splash, gives the page back and tells listeners.
 */
export function runSplash(
  id: string,
  percentAttribute: string,
  key: string,
  inertKey: string,
  durationMs: number,
  tickMs: number,
  step: number,
): void {
  var store = window as unknown as Record<string, unknown>
  var splash = document.getElementById(id)
  var held = store[inertKey] as HeldInert | undefined
  if (store[key]) return
  if (held) held.stop()
  if (!splash) {
    if (held)
      held.elements.splice(0).forEach(function (element) {
        element.removeAttribute("inert")
      })
    return
  }
  var bar = splash.querySelector("[role=progressbar]")
  var fill = bar ? (bar.firstElementChild as HTMLElement | null) : null
  var figure = splash.querySelector("[" + percentAttribute + "]")
  var listeners: Array<() => void> = []
  var madeInert: Element[] = held ? held.elements.splice(0) : []
  var scheduler = (window as unknown as { scheduler?: { postTask?: (task: () => void, options: object) => Promise<void> } }).scheduler
  var clock: SplashClock = {
    origin: null,
    progress: 0,
    done: false,
    onDone: function (listener) {
      if (clock.done) listener()
      else listeners.push(listener)
    },
  }
  store[key] = clock

  var siblings = splash.parentElement ? splash.parentElement.children : []
  for (var i = 0; i < siblings.length; i++) {
    if (siblings[i] !== splash && !siblings[i].hasAttribute("inert")) {
      siblings[i].setAttribute("inert", "")
      madeInert.push(siblings[i])
    }
  }

  function show(progress: number) {
    clock.progress = progress
    if (bar) bar.setAttribute("aria-valuenow", String(progress))
    if (fill) fill.style.width = progress + "%"
    if (figure) figure.textContent = progress + "%"
  }
  function finish() {
    if (clock.done) return
    clock.done = true
    show(100)
    ;(splash as HTMLElement).hidden = true
    madeInert.forEach(function (element) {
      element.removeAttribute("inert")
    })
    listeners.splice(0).forEach(function (listener) {
      listener()
    })
  }
  var chain = 0
  function later(delay: number) {
    var mine = ++chain
    var next = function () {
      if (mine === chain) tick()
    }
    if (scheduler && typeof scheduler.postTask === "function") scheduler.postTask(next, { priority: "user-blocking", delay: delay })
    else window.setTimeout(next, delay)
  }
  function tick() {
    if (clock.done) return
    var origin = clock.origin !== null ? clock.origin : (estimate as number)
    var elapsed = performance.now() - origin
    if (elapsed >= durationMs) return finish()
    var steps = elapsed > 0 ? Math.floor(elapsed / tickMs) : 0
    show(Math.max(clock.progress, Math.min(100, steps * step)))
    later(Math.min((steps + 1) * tickMs, durationMs) - elapsed)
  }
  function start(origin: number) {
    if (clock.origin !== null) return
    if (observer) observer.disconnect()
    clock.origin = origin
    tick()
  }
  var observer: PerformanceObserver | null = null
  var estimate: number | null = null
  var frames = 0
  function look() {
    if (clock.origin !== null) return
    var entries = typeof performance.getEntriesByName === "function" ? performance.getEntriesByName("first-contentful-paint") : []
    if (entries.length) return start(entries[0].startTime)
    frames += 1
    if (frames === 3 && estimate === null) {
      estimate = performance.now()
      tick()
    }
    window.requestAnimationFrame(look)
  }

  var types = typeof PerformanceObserver === "function" ? PerformanceObserver.supportedEntryTypes || [] : []
  if (types.indexOf("paint") >= 0) {
    observer = new PerformanceObserver(function (list) {
      var entries = list.getEntriesByName("first-contentful-paint")
      if (entries.length) start(entries[0].startTime)
    })
    observer.observe({ type: "paint", buffered: true })
    look()
  } else {
    window.requestAnimationFrame(start)
  }
}

/**
 * Runs in <head> as an inline script (serialised like `runSplash`, with the same rules), before
 * the page's markup is parsed: makes each child of the splash's frame `inert` the moment the
 * parser inserts it, before the browser first styles it.
 *
 * Why not leave it to the clock: the clock's script comes after the page's markup, so by the time
 * it runs the browser has already styled and painted what arrived first (the header, the hero).
 * Inertness is inherited, so setting it then restyles every element of the page at once: about
 * 80 ms at 4× CPU on the home page, while the splash counts. Set as each child is inserted, it
 * costs nothing: the browser styles them inert the first time.
 *
 * It hands what it took to the clock (`HeldInert` on window[inertKey]), which gives it back when
 * the splash leaves. If the clock has not started by DOMContentLoaded (its script blocked), or the
 * page has no splash, it gives everything back itself: the page is never left inert. Without
 * MutationObserver it does nothing and the clock does it all, as before.
 */
export function holdPageInert(frameAttribute: string, splashId: string, inertKey: string, clockKey: string): void {
  var store = window as unknown as Record<string, unknown>
  if (store[inertKey] || typeof MutationObserver !== "function") return
  var frame: Node | null = null
  var held: HeldInert = {
    elements: [],
    stop: function () {
      observer.disconnect()
    },
  }
  function take(node: Node) {
    var element = node as Element
    if (node.nodeType === 1 && element.id !== splashId && !element.hasAttribute("inert")) {
      element.setAttribute("inert", "")
      held.elements.push(element)
    }
  }
  var observer = new MutationObserver(function (records) {
    for (var i = 0; i < records.length; i++) {
      var added = records[i].addedNodes
      for (var j = 0; j < added.length; j++) {
        var node = added[j]
        if (frame) {
          if (node.parentNode === frame) take(node)
        } else if (node.nodeType === 1 && (node as Element).hasAttribute(frameAttribute)) {
          frame = node
          for (var child = node.firstChild; child; child = child.nextSibling) take(child)
          observer.disconnect()
          observer.observe(node, { childList: true })
        }
      }
    }
  })
  observer.observe(document.documentElement, { childList: true, subtree: true })
  store[inertKey] = held
  document.addEventListener("DOMContentLoaded", function () {
    held.stop()
    if (!store[clockKey])
      held.elements.splice(0).forEach(function (element) {
        element.removeAttribute("inert")
      })
  })
}

/** The inline script of every page's <head>: the page beneath the splash inert from its first style (`holdPageInert`). */
export function splashInertScript(): string {
  const args = [SPLASH_FRAME_ATTRIBUTE, SPLASH_ID, SPLASH_INERT_KEY, SPLASH_CLOCK_KEY].map((value) => JSON.stringify(value))
  return `(${holdPageInert.toString()})(${args.join(",")})`
}

/** The inline script of every page, after its markup: the clock, started on the page's splash. */
export function splashScript(): string {
  const args = [SPLASH_ID, SPLASH_PERCENT_ATTRIBUTE, SPLASH_CLOCK_KEY, SPLASH_INERT_KEY].map((value) => JSON.stringify(value))
  args.push(String(SPLASH_DURATION_MS), String(SPLASH_TICK_MS), String(SPLASH_STEP))
  return `(${runSplash.toString()})(${args.join(",")})`
}

/** The running clock, started now if the inline script did not start it; null without a splash in the page. */
export function splashClock(): SplashClock | null {
  const store = window as unknown as Record<string, SplashClock | undefined>
  if (!store[SPLASH_CLOCK_KEY]) {
    runSplash(SPLASH_ID, SPLASH_PERCENT_ATTRIBUTE, SPLASH_CLOCK_KEY, SPLASH_INERT_KEY, SPLASH_DURATION_MS, SPLASH_TICK_MS, SPLASH_STEP)
  }
  return store[SPLASH_CLOCK_KEY] ?? null
}

/** For tests: forget the clock of the previous "page load", and what the head's script held. */
export function resetSplashClock(): void {
  const store = window as unknown as Record<string, unknown>
  ;(store[SPLASH_INERT_KEY] as HeldInert | undefined)?.stop()
  delete store[SPLASH_CLOCK_KEY]
  delete store[SPLASH_INERT_KEY]
}
