/**
 * The first script in <head>: the splash's clock starts with its first frame. It holds the splash's
 * animations (`--splash-gate`) until the first animation frame, a second at most. WebKit styles the whole
 * page before it paints, so its count had run on before the visitor saw it; Chromium and Firefox start
 * animations with their first frame anyway. Without JavaScript, the stylesheet alone runs the splash.
 * docs/ARCHITECTURE.md, mechanism 5.
 */
import { SPLASH_CLOCK_WAIT_MS, SPLASH_GATE } from "./splash"

const root = document.documentElement
root.style.setProperty(SPLASH_GATE, "none")
const start = () => root.style.removeProperty(SPLASH_GATE)
requestAnimationFrame(start)
setTimeout(start, SPLASH_CLOCK_WAIT_MS)
