/**
 * The app's scripts start downloading once the page's main photo has painted.
 *
 * Gatsby ends every page with `<script src async>` tags for its runtime, React and the
 * app (≈ 75 KB gzip). They used to download at the same moment as the photo a page
 * preloads with high priority (the first slide, the first gallery thumbnail, the
 * responsibility banner), so on a slow connection the two shared the bandwidth and the
 * photo — the page's Largest Contentful Paint — arrived later. Nothing needs them
 * first: every page is complete, styled and navigable as HTML (links are links, the
 * form has a `mailto:` fallback). So after the build (gatsby-node's onPostBuild)
 * `deferAppScripts` replaces those tags in every page with a JSON list of the same
 * files and a small inline script, `startAppScripts`, which adds them to the page:
 * - after the priority photo has decoded and the next frame has painted, or
 * - at once, on a page without a priority photo (404), or
 * - as soon as the visitor interacts (pointer, touch, key, focus), or
 * - after START_AT_LATEST_MS at the latest, so a photo that never arrives holds nothing up.
 * Without JavaScript nothing changes: the page never needed the scripts.
 *
 * The rewriting is build code (src/build/appScripts.ts); this module is what runs in the
 * browser, as an inline script.
 */

/** The id of the JSON list of the app's script URLs in every page. */
export const APP_SCRIPTS_ID = "zc-app-scripts"
/** The scripts start by then even if the priority photo has not painted. */
export const START_AT_LATEST_MS = 3000
/** The photo a page preloads, its LCP element (ResponsivePicture with `priority`). */
export const PRIORITY_IMAGE_SELECTOR = "img[fetchpriority=high]"
export const INTERACTIONS = ["pointerdown", "touchstart", "keydown", "focusin"]

/**
 * Runs in the browser as an inline script, serialised with Function.prototype.toString:
 * it must stay self-contained (no imports, no closures over module scope) and plain
 * enough that no build step adds helpers to it.
 */
export function startAppScripts(sources: string[], selector: string, atLatestMs: number, interactions: string[]): void {
  var started = false
  function start() {
    if (started) return
    started = true
    interactions.forEach(function (type) {
      window.removeEventListener(type, start, true)
    })
    sources.forEach(function (source) {
      var script = document.createElement("script")
      script.src = source
      script.async = true
      document.body.appendChild(script)
    })
  }
  function afterNextPaint() {
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0)
    })
  }
  var image = document.querySelector(selector) as HTMLImageElement | null
  if (!image || typeof image.decode !== "function") {
    start()
    return
  }
  interactions.forEach(function (type) {
    window.addEventListener(type, start, true)
  })
  window.setTimeout(start, atLatestMs)
  // decode() settles once the chosen source has loaded and decoded (rejects if it fails).
  image.decode().then(afterNextPaint, afterNextPaint)
}

/** The inline script of a page: the loader, called with the page's list. */
export function appScriptsLoader(): string {
  const args = [
    `JSON.parse(document.getElementById(${JSON.stringify(APP_SCRIPTS_ID)}).textContent)`,
    JSON.stringify(PRIORITY_IMAGE_SELECTOR),
    String(START_AT_LATEST_MS),
    JSON.stringify(INTERACTIONS),
  ]
  return `(${startAppScripts.toString()})(${args.join(",")})`
}
