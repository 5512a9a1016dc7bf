/**
 * The splash of a full page load: its timing, named once, and how a script learns that it has left.
 *
 * The splash needs no script. Its markup comes first in <body> and its stylesheet first in <head>
 * (gatsby-ssr.tsx), and CSS animations run it (src/components/frame/SplashScreen.inline.css): the
 * bar and the figure step from 0 to 100 % by SPLASH_STEP, each figure shown for an equal share of
 * SPLASH_DURATION_MS (100 % included), and it leaves SPLASH_DURATION_MS after its first paint. The browser starts those animations with the frame
 * that first paints the splash and runs the visible ones off the main thread, so a page busy
 * hydrating beneath it can neither stop the count nor delay the end. Without JavaScript it works
 * the same way. How its bytes come first in the document: src/build/pageStyles.ts.
 *
 * Guarded by __tests__/unit/browser/splash.test.ts and __tests__/e2e/splashTiming.spec.ts (the
 * count and the exit on time, on a page whose main thread is busy).
 */

/** The splash shows for this long after its first paint (the specification's 2.5 s). */
export const SPLASH_DURATION_MS = 2500
/** The bar and the figure move by this many percentage points: 0, 2 … 100. */
export const SPLASH_STEP = 2
/** How many figures it shows (51), each for as long: the last, 100 %, too, before it leaves. */
const FIGURE_COUNT = Math.round(100 / SPLASH_STEP) + 1
/** How long each figure shows (2500 / 51 ≈ 49 ms). */
export const SPLASH_TICK_MS = SPLASH_DURATION_MS / FIGURE_COUNT

export const SPLASH_ID = "splash"

/** The figures the splash shows in turn: 0, 2, 4 … 100. */
export const splashFigures = (): number[] => Array.from({ length: FIGURE_COUNT }, (_, index) => Math.min(100, index * SPLASH_STEP))

/**
 * The timing the splash's stylesheet reads (`var(--splash-duration)`, `var(--splash-steps)`: the
 * figures, for `steps(n, jump-none)`), written once here: gatsby-ssr.tsx puts it before that stylesheet.
 */
export const splashTimingCss = () => `:root{--splash-duration:${SPLASH_DURATION_MS}ms;--splash-steps:${FIGURE_COUNT}}`

/** The animation whose end is the splash's: it hides the splash (SplashScreen.inline.css). */
export const SPLASH_LEAVE_ANIMATION = "splash-gone"

/**
 * Calls `callback` once the splash has left: at once where there is none (a client-side navigation,
 * `gatsby develop`), or it has already left; else when its leaving animation ends. Returns a
 * function that cancels it.
 */
export function whenSplashLeaves(callback: () => void): () => void {
  const splash = typeof document === "undefined" ? null : document.getElementById(SPLASH_ID)
  const leaving =
    splash && typeof splash.getAnimations === "function"
      ? splash.getAnimations().find((animation) => (animation as CSSAnimation).animationName === SPLASH_LEAVE_ANIMATION)
      : undefined
  let cancelled = false
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
