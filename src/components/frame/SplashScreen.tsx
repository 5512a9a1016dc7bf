import { SPLASH_ID, splashFigures } from "../../browser/splash"
import { Logo } from "../ui/Logo"

export interface SplashScreenProps {
  brand: string
  /** The loading text (data/pages.json, splash), in the page's language. */
  text: string
  /** The progress bar's name for screen readers (data/interface.json). */
  progressLabel: string
}

/** Every figure on a line of its own: the strip the figure's box shows one line of at a time. */
const FIGURES = splashFigures()
  .map((figure) => `${figure}%`)
  .join("\n")

/**
 * The splash of a full page load: brand, loading text and a progress bar with its figure, over
 * the page, which is rendered and painted beneath it (the hero photo stays the LCP element, and
 * crawlers get the whole page).
 *
 * Rendered by the server only, as the first thing in <body> (gatsby-ssr.tsx), outside React's
 * tree: nothing hydrates it, a client-side navigation never shows it again, and it works the same
 * without JavaScript. Its stylesheet (./SplashScreen.inline.css, first in <head>) runs it: the bar
 * and the strip of figures step with CSS animations of `transform` that the browser runs off the
 * main thread, it leaves 2.5 s after its first paint, and the page beneath cannot be focused,
 * clicked or read by a screen reader until then.
 *
 * For screen readers it is a named region holding the loading text and a labelled progress bar
 * with no value (ARIA's indeterminate progress bar: the figure is drawn by CSS, which cannot
 * update `aria-valuenow`, and a figure announced every 50 ms would be noise); the figure itself is
 * hidden from them.
 */
export function SplashScreen({ brand, text, progressLabel }: SplashScreenProps) {
  return (
    <div id={SPLASH_ID} data-testid="splash" role="region" aria-labelledby="splash-brand">
      <Logo size={88} />
      <p id="splash-brand" className="splash-brand">
        {brand}
      </p>
      <p id="splash-text" className="splash-text">
        {text}
      </p>
      <div className="splash-meter">
        <div role="progressbar" aria-label={progressLabel} aria-describedby="splash-text" className="splash-track">
          <div className="splash-fill" />
        </div>
        <p className="splash-figure" aria-hidden="true" data-testid="splash-percent">
          <span className="splash-strip">{FIGURES}</span>
        </p>
      </div>
    </div>
  )
}
