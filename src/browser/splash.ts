/**
 * The splash of a full page load: its timing, named once, and how a script learns that it has left. The splash
 * needs no script: CSS animations run it off the main thread (src/components/frame/SplashScreen.inline.css), and
 * its bytes come first in the document (src/build/html/pageStyles.ts). docs/ARCHITECTURE.md, mechanism 5.
 */

/** The splash shows for this long after its first paint (the specification's). */
export const SPLASH_DURATION_MS = 2500
/** The bar and the figure move by this many percentage points: 0, 2 … 100. */
export const SPLASH_STEP = 2
/** How many figures it shows, each for as long: the last, 100 %, too, before it leaves. */
const FIGURE_COUNT = Math.round(100 / SPLASH_STEP) + 1
export const SPLASH_TICK_MS = SPLASH_DURATION_MS / FIGURE_COUNT

export const SPLASH_ID = "splash"

export const splashFigures = (): number[] => Array.from({ length: FIGURE_COUNT }, (_, index) => Math.min(100, index * SPLASH_STEP))

/**
 * The page beneath stops being held this long before the splash leaves: un-holding restyles the whole page, and
 * in the frame the splash leaves that work would delay the visitor's first tap. The splash still covers it.
 */
const HOLD_ENDS_EARLY_MS = 200

/** The timing the splash's stylesheet reads (`--splash-duration`, `--splash-hold`, `--splash-steps`), put before it by gatsby-ssr.tsx. */
export const splashTimingCss = () =>
  `:root{--splash-duration:${SPLASH_DURATION_MS}ms;--splash-hold:${SPLASH_DURATION_MS - HOLD_ENDS_EARLY_MS}ms;--splash-steps:${FIGURE_COUNT}}`

/** Holds the splash's animations while set (SplashScreen.inline.css); the clock's script sets it on <html> (./splashClock.inline.ts). */
export const SPLASH_GATE = "--splash-gate"
/** The longest that script holds the clock for a first frame: a tab opened in the background draws none until shown. */
export const SPLASH_CLOCK_WAIT_MS = 1000

/** Whether the clock's script still holds the splash for its first frame. */
const clockHeld = () => typeof document !== "undefined" && document.documentElement.style.getPropertyValue(SPLASH_GATE) !== ""

/** The animation whose end is the splash's: it hides the splash (SplashScreen.inline.css). */
export const SPLASH_LEAVE_ANIMATION = "splash-gone"

function leavingAnimation(): Animation | undefined {
  const splash = typeof document === "undefined" ? null : document.getElementById(SPLASH_ID)
  return splash && typeof splash.getAnimations === "function"
    ? splash.getAnimations().find((animation) => (animation as CSSAnimation).animationName === SPLASH_LEAVE_ANIMATION)
    : undefined
}

/** Nothing queued ahead (src/hydration/whenQuiet.ts) runs from this long before the splash leaves until this long after: a first tap comes then. */
export const QUIET_AROUND_LEAVING_MS = { before: 250, after: 600 } as const

/** When the splash leaves, on the page's clock (`performance.now()`); null if it has left, is not there or has not started. */
export function splashLeavesAt(): number | null {
  const leaving = leavingAnimation()
  if (!leaving || leaving.playState === "finished" || leaving.startTime === null) return null
  return Number(leaving.startTime) + Number(leaving.effect?.getComputedTiming().endTime ?? 0)
}

/** How long until the quiet after the splash's leaving has passed, in ms; 0 or less when it has (or there is no splash). */
export function msUntilQuietAfterLeaving(): number {
  const leavesAt = splashLeavesAt()
  return leavesAt === null ? 0 : leavesAt + QUIET_AROUND_LEAVING_MS.after - performance.now()
}

/** Calls `callback` once the splash has left (at once if there is none, as after a client-side navigation); returns a cancel. */
export function whenSplashLeaves(callback: () => void): () => void {
  const leaving = leavingAnimation()
  let cancelled = false
  if (!leaving && clockHeld()) {
    let cancel = () => undefined as void
    const timer = setTimeout(() => (cancel = whenSplashLeaves(callback)), SPLASH_CLOCK_WAIT_MS)
    return () => {
      clearTimeout(timer)
      cancel()
    }
  }
  if (!leaving || leaving.playState === "finished") {
    callback()
    return () => undefined
  }
  const done = () => {
    if (!cancelled) callback()
  }
  // Also when the animation is cancelled (the element left the page): the splash is no longer there either.
  leaving.finished.then(done, done)
  return () => {
    cancelled = true
  }
}
