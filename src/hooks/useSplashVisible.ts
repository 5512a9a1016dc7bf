import { useEffect, useState } from "react"
import { whenSplashLeaves } from "../browser/splash"

/**
 * Whether the splash of a full page load still covers the page. The splash runs on its own, in
 * CSS (src/browser/splash.ts): this hook only learns when it has left. The first render says
 * "covered", on the server as in the browser, so hydration finds what the server rendered;
 * the effect then follows the splash, and after a client-side navigation (no splash) it says
 * "not covered" at once.
 */
export function useSplashVisible(): boolean {
  const [visible, setVisible] = useState(true)
  useEffect(() => whenSplashLeaves(() => setVisible(false)), [])
  return visible
}
