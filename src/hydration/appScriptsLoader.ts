/**
 * The inline loader that starts the app's scripts once the first screen's photos have painted (or at the first
 * interaction, or after START_AT_LATEST_MS), so that they never share the link with those photos, then
 * prefetches the page's islands' chunks. The build puts it in place of Gatsby's script tags
 * (src/build/html/appScripts.ts); the whole mechanism: docs/ARCHITECTURE.md, mechanism 4.
 */
import { afterNextPaint } from "../browser/paint"

/** The id of the JSON list of the page's files (`AppFiles`) in every page. */
export const APP_SCRIPTS_ID = "zc-app-scripts"

/** What a page starts after the first screen's photos have painted. */
export interface AppFiles {
  /** Gatsby's runtime, React, the app, then the page's component chunks: added as async scripts. */
  scripts: string[]
  /** Gatsby's app-data and the page's page-data: preloaded as the fetches Gatsby's runtime makes. */
  data: string[]
  /** The page's islands' chunks (./Island.tsx), prefetched once the scripts have arrived. */
  prefetch: string[]
}

/** Whether the visitor's browser asks to save data (`Save-Data`): then nothing is fetched or run ahead. */
export const savesData = (): boolean => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
/** The scripts start by then even if the first screen's photos have not painted. */
export const START_AT_LATEST_MS = 3000
/** A phone's first screen: the page's LCP photo (ResponsivePicture's `priority`) and those marked `firstScreen`. */
const FIRST_SCREEN_PHOTOS = "img[fetchpriority=high],img[data-first-screen]"
export const INTERACTIONS = ["pointerdown", "touchstart", "keydown", "focusin"]

/** The loader; it runs inline (./appScriptsLoader.inline.ts) before Gatsby's runtime, so it may need no polyfill. */
export function startAppScripts(files: AppFiles): void {
  let started = false
  let waiting = files.scripts.length
  const add = (tag: string, attributes: Record<string, string>, parent: HTMLElement) => {
    const element = document.createElement(tag)
    // No destructuring: esbuild cannot lower it for this script's oldest browsers (src/build/html/inlineAssets.ts).
    for (const name of Object.keys(attributes)) element.setAttribute(name, attributes[name])
    return parent.appendChild(element)
  }
  const prefetch = () => {
    if (!savesData()) for (const href of files.prefetch) add("link", { rel: "prefetch", href }, document.head)
  }
  const arrived = () => void (--waiting || prefetch())
  const start = () => {
    if (started) return
    started = true
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true)
    for (const href of files.data) add("link", { rel: "preload", as: "fetch", crossorigin: "anonymous", href }, document.head)
    for (const src of files.scripts) {
      const script = add("script", { src }, document.body) as HTMLScriptElement
      script.async = true
      script.onload = script.onerror = arrived
    }
    if (waiting === 0) prefetch()
  }
  // Marked by the server, which decides a phone's first screen (GalleryGrid.module.css): measuring them here would force
  // a layout before the first paint (41 ms of blocking under the splash on /galeria at 4×).
  const photos = document.querySelectorAll<HTMLImageElement>(FIRST_SCREEN_PHOTOS)
  if (photos.length === 0) return start()
  for (const type of INTERACTIONS) window.addEventListener(type, start, true)
  setTimeout(start, START_AT_LATEST_MS)
  let loading = photos.length
  const decoded = () => void (--loading || afterNextPaint(start))
  // decode() settles once the chosen source has loaded and decoded (rejects if it fails).
  for (const image of photos) image.decode().then(decoded, decoded)
}
