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
 * The splash of a full page load, over the page rendered beneath it. Server-rendered only, first in <body>,
 * outside React's tree; its stylesheet (./SplashScreen.inline.css) runs it. For screen readers, a progress bar
 * with no value: CSS cannot update `aria-valuenow`, and a figure announced at every step would be noise.
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
