import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { SPLASH_DURATION_MS, useSplashProgress } from "../../hooks/useSplashProgress"
import { Logo } from "./Logo"
import { SPLASH_PROGRESS_LABEL } from "./microcopy"
import * as styles from "./SplashScreen.module.css"

export const SPLASH_ID = "splash"

/**
 * Without JavaScript the splash never shows (noscript style); if the scripts
 * fail to load it still fades away on its own a little after it would have
 * (CSS only), so no visitor is ever stuck behind it.
 */
export const SPLASH_FAILSAFE_MS = SPLASH_DURATION_MS * 2
const failsafeCss = `#${SPLASH_ID}{animation:zc-splash-failsafe .3s ease-in ${SPLASH_FAILSAFE_MS}ms forwards}@keyframes zc-splash-failsafe{to{opacity:0;visibility:hidden}}`
const noScriptCss = `#${SPLASH_ID}{display:none}`

/** Set once the splash has been shown: client-side navigations never show it again. */
let splashFinished = false

/** For tests: lets a fresh "page load" show the splash again. */
export const resetSplashForTests = () => {
  splashFinished = false
}

/**
 * While the splash covers the page, the page beneath it is `inert`: Tab cannot move focus
 * to a link hidden under the overlay (WCAG 2.4.11, focus not obscured) and screen readers
 * do not read it twice. The page stays painted (inert does not hide anything).
 */
function useInertBehind(active: boolean) {
  React.useEffect(() => {
    if (!active) return undefined
    const splash = document.getElementById(SPLASH_ID)
    const behind = Array.from(splash?.parentElement?.children ?? []).filter(
      (element) => element !== splash && !element.hasAttribute("inert"),
    )
    behind.forEach((element) => element.setAttribute("inert", ""))
    return () => behind.forEach((element) => element.removeAttribute("inert"))
  }, [active])
}

export interface SplashScreenProps {
  brand: string
}

/**
 * The splash of a full page load: brand, loading text and a progress bar
 * (0 → 100 % in 2.5 s). It is an overlay painted over the real page, which is
 * rendered and painted beneath it (so the hero image stays the LCP element and
 * crawlers get the whole page), and it is removed after SPLASH_DURATION_MS.
 */
export function SplashScreen({ brand }: SplashScreenProps) {
  const data = useStaticQuery<Queries.SplashTextQuery>(graphql`
    query SplashText {
      pagesJson {
        splash {
          loadingText
        }
      }
    }
  `)
  const [enabled] = React.useState(() => !splashFinished)
  const { progress, visible } = useSplashProgress(enabled)

  React.useEffect(() => {
    if (!visible) splashFinished = true
  }, [visible])
  React.useEffect(
    () => () => {
      splashFinished = true
    },
    [],
  )
  useInertBehind(enabled && visible)

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
      <style dangerouslySetInnerHTML={{ __html: failsafeCss }} />
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: noScriptCss }} />
      </noscript>
      <Logo size={88} />
      <p id="splash-brand" className={styles.brand}>
        {brand}
      </p>
      <p id="splash-text" className={styles.text}>
        {data.pagesJson?.splash.loadingText}
      </p>
      <div className={styles.meter}>
        <div
          role="progressbar"
          aria-label={SPLASH_PROGRESS_LABEL}
          aria-describedby="splash-text"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className={styles.track}
        >
          <div className={styles.bar} style={{ width: `${progress}%` }} />
        </div>
        <p className={styles.percent} aria-hidden="true" data-testid="splash-percent">
          {progress}%
        </p>
      </div>
    </div>
  )
}
