/**
 * Starts the app's scripts once the first screen's photos have painted, so that they never share the link, then prefetches
 * the page's islands' chunks. Inline in place of Gatsby's script tags (src/build/html/appScripts.ts). docs/ARCHITECTURE.md, mechanism 4.
 */
import { afterNextPaint } from "../browser/paint"

/** The id of the page's list (JSON): scripts (Gatsby's, then the page's chunks), the page-data its runtime fetches, islands' chunks. */
export const APP_SCRIPTS_ID = "zc-app-scripts"
export type AppFiles = { scripts: string[]; data: string[]; prefetch: string[] }
/** The visitor's browser asks to save data (`Save-Data`): nothing is fetched or run ahead. */
export const savesData = (): boolean => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
export const START_AT_LATEST_MS = 3000
/** A phone's first screen: the LCP photo (ResponsivePicture's `priority`) and those marked `firstScreen`. */
const FIRST_SCREEN_PHOTOS = "img[fetchpriority=high],img[data-first-screen]"
export const INTERACTIONS = ["pointerdown", "touchstart", "keydown", "focusin"]

/** Runs inline (./appScriptsLoader.inline.ts) before Gatsby's runtime: no polyfill. */
export function startAppScripts(files: AppFiles): void {
  let started = false
  let waiting = files.scripts.length
  const add = (tag: string, attributes: Record<string, string>, parent: HTMLElement) => {
    const element = document.createElement(tag)
    // No destructuring: esbuild cannot lower it for this script's oldest browsers (src/build/html/inlineAssets.ts).
    for (const name of Object.keys(attributes)) element.setAttribute(name, attributes[name])
    return parent.appendChild(element)
  }
  const prefetch = () => savesData() || files.prefetch.forEach((href) => add("link", { rel: "prefetch", href }, document.head))
  const arrived = () => void (--waiting || prefetch())
  const start = () => {
    if (started) return
    started = true
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true)
    for (const href of files.data) add("link", { rel: "preload", as: "fetch", crossorigin: "anonymous", href }, document.head)
    for (const src of files.scripts)
      Object.assign(add("script", { src }, document.body), { async: true, onload: arrived, onerror: arrived })
    if (waiting === 0) prefetch()
  }
  // Marked by the server (GalleryGrid.module.css decides a phone's first screen): measuring here forces a layout before the first paint.
  const photos = document.querySelectorAll<HTMLImageElement>(FIRST_SCREEN_PHOTOS)
  if (photos.length === 0) return start()
  for (const type of INTERACTIONS) window.addEventListener(type, start, true)
  setTimeout(start, START_AT_LATEST_MS)
  let loading = photos.length
  const decoded = () => void (--loading || afterNextPaint(start))
  for (const image of photos) image.decode().then(decoded, decoded)
}
