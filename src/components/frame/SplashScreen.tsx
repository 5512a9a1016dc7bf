import * as React from "react"
import { useSplashVisible } from "../../hooks/useSplashVisible"
import { SPLASH_ID, SPLASH_PERCENT_ATTRIBUTE } from "../../browser/splash"
import { Logo } from "../ui/Logo"
import * as styles from "./SplashScreen.module.css"

export { SPLASH_ID }

/** Set once the splash has been shown: client-side navigations never show it again. */
let splashFinished = false

/** For tests: lets a fresh "page load" show the splash again. */
export const resetSplashForTests = () => {
  splashFinished = false
}

export interface SplashScreenProps {
  brand: string
  /** The loading text (data/pages.json, splash), in the page's language. */
  text: string
  /** The progress bar's name for screen readers (data/interface.json). */
  progressLabel: string
}

/**
 * The splash of a full page load: brand, loading text and a progress bar (0 → 100 % in
 * 2.5 s from the page's first paint). It is an overlay painted over the real page, which
 * is rendered and painted beneath it (so the hero image stays the LCP element and crawlers
 * get the whole page).
 *
 * The count, the page's `inert` and the end belong to the splash clock (src/browser/splash.ts),
 * which runs before the app's scripts arrive. So this component always renders the moving
 * parts at 0, as the server did, and never re-renders them: hydration and later renders
 * leave the clock's figures alone. The figure's text is set with dangerouslySetInnerHTML
 * for that reason: React does not compare it on hydration, where a text child would be
 * "corrected" back to the server's 0 %.
 *
 * Without JavaScript the splash never shows (a noscript style in <head>, gatsby-ssr.tsx);
 * if no script can run the clock, a CSS animation fades it out (SPLASH_FAILSAFE_MS).
 */
export function SplashScreen({ brand, text, progressLabel }: SplashScreenProps) {
  const [enabled] = React.useState(() => !splashFinished)
  const visible = useSplashVisible(enabled)

  React.useEffect(() => {
    if (!visible) splashFinished = true
  }, [visible])
  React.useEffect(
    () => () => {
      splashFinished = true
    },
    [],
  )

  if (!enabled || !visible) return null

  return (
    <div
      id={SPLASH_ID}
      data-testid="splash"
      // A named region: while it covers the (inert) page it is all there is to read.
      role="region"
      aria-labelledby="splash-brand"
      className={styles.splash}
    >
      <Logo size={88} />
      <p id="splash-brand" className={styles.brand}>
        {brand}
      </p>
      <p id="splash-text" className={styles.text}>
        {text}
      </p>
      <div className={styles.meter}>
        <div
          role="progressbar"
          aria-label={progressLabel}
          aria-describedby="splash-text"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={0}
          className={styles.track}
          // The clock owns aria-valuenow, the width and the figure: no hydration warning for them.
          suppressHydrationWarning
        >
          <div className={styles.bar} style={zeroWidth} suppressHydrationWarning />
        </div>
        <p
          className={styles.percent}
          aria-hidden="true"
          data-testid="splash-percent"
          {...{ [SPLASH_PERCENT_ATTRIBUTE]: "" }}
          suppressHydrationWarning
          dangerouslySetInnerHTML={zeroPercent}
        />
      </div>
    </div>
  )
}

const zeroWidth = { width: "0%" }
const zeroPercent = { __html: "0%" }
