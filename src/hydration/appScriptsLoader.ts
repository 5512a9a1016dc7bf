/**
 * The app's scripts start downloading once the page's main photo has painted.
 *
 * Gatsby ends every page with `<script src async>` tags for its runtime, React and the app
 * (their size in docs/PERFORMANCE.md). They used to download at the same moment as the
 * photo a page preloads with high priority (the first slide, the first gallery thumbnail,
 * the responsibility banner), so on a slow connection the two shared the bandwidth and the
 * photo — the page's Largest Contentful Paint — arrived later. Nothing needs them first:
 * every page is complete, styled and navigable as HTML (links are links, the form has a
 * `mailto:` fallback). So after the build (gatsby-node's onPostBuild) `deferAppScripts`
 * replaces those tags in every page with a JSON list of the page's files (`AppFiles`) and a
 * small inline script, `startAppScripts`, which adds them to the page:
 * - after the priority photo has decoded and the next frame has painted, or
 * - at once, on a page without a priority photo (404), or
 * - as soon as the visitor interacts (pointer, touch, key, focus), or
 * - after START_AT_LATEST_MS at the latest, so a photo that never arrives holds nothing up.
 *
 * Everything the page needs to hydrate starts at that moment, side by side: the app's scripts,
 * the page's own chunks and the two page-data files Gatsby's runtime would otherwise fetch one
 * after the other once the app has run (two round trips more). Once those scripts have arrived
 * and the network is free, the loader prefetches, at the lowest priority, the files of the page's
 * interactive parts, which src/hydration/ready.ts then makes ready before the first tap; not for a
 * visitor whose browser asks to save data.
 * Without JavaScript nothing changes: the page never needed the scripts.
 *
 * The rewriting is build code (src/build/appScripts.ts); this module is what runs in the
 * browser, as an inline script (./appScriptsLoader.inline.ts, compiled by esbuild when the build
 * starts: src/build/inlineAssets.ts).
 *
 * Depends on the shape of Gatsby's script tags and of the scripts slice it stitches into every
 * page (the build stops, saying so, on a page whose slice holds none: src/build/appScripts.ts)
 * and on its page-data URLs. Guarded by __tests__/unit/hydration/appScriptsLoader.test.ts (the
 * loader's triggers), __tests__/unit/build/appScripts.test.ts and
 * __tests__/unit/build/appScripts.loader.test.ts (the rewrite, the compiled loader in a page),
 * __tests__/build/appScripts.test.ts (every built page) and __tests__/e2e/appScripts.spec.ts (in
 * Chromium: the scripts start after the photo, and the page hydrates).
 */

import { mediaMatches, savesData } from "./parts"

/** The id of the JSON list of the page's files (`AppFiles`) in every page. */
export const APP_SCRIPTS_ID = "zc-app-scripts"

/** What a page starts after its main photo has painted. */
export interface AppFiles {
  /** Gatsby's runtime, React, the app, then the page's component chunks: added as async scripts. */
  scripts: string[]
  /** Gatsby's app-data and the page's page-data: preloaded as the fetches Gatsby's runtime makes. */
  data: string[]
  /**
   * The page's interactive parts' files (./parts.ts, ./ready.ts), prefetched once the scripts have
   * arrived: a part's only where its media query matches (the menu's on a narrow screen).
   */
  ready: { files: string[]; media?: string }[]
}
/** The scripts start by then even if the priority photo has not painted. */
export const START_AT_LATEST_MS = 3000
/** The photo a page preloads, its LCP element (ResponsivePicture with `priority`). */
const PRIORITY_IMAGE_SELECTOR = "img[fetchpriority=high]"
export const INTERACTIONS = ["pointerdown", "touchstart", "keydown", "focusin"]

/**
 * The loader. It runs in the browser as an inline script (./appScriptsLoader.inline.ts, which esbuild
 * compiles with it), before Gatsby's runtime: it needs no polyfill.
 */
export function startAppScripts(files: AppFiles): void {
  let started = false
  let waiting = files.scripts.length
  const add = (tag: string, attributes: Record<string, string>, parent: HTMLElement) => {
    const element = document.createElement(tag)
    // No destructuring: esbuild cannot lower it for this script's oldest browsers (src/build/inlineAssets.ts).
    for (const name of Object.keys(attributes)) element.setAttribute(name, attributes[name])
    return parent.appendChild(element)
  }
  const prefetchReadyParts = () => {
    if (savesData()) return
    const hrefs = new Set(files.ready.flatMap((part) => (mediaMatches(part.media) ? part.files : [])))
    for (const href of hrefs) add("link", { rel: "prefetch", href }, document.head)
  }
  const arrived = () => {
    waiting -= 1
    if (waiting === 0) prefetchReadyParts()
  }
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
    if (waiting === 0) prefetchReadyParts()
  }
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0))
  const image = document.querySelector<HTMLImageElement>(PRIORITY_IMAGE_SELECTOR)
  if (!image || typeof image.decode !== "function") return start()
  for (const type of INTERACTIONS) window.addEventListener(type, start, true)
  setTimeout(start, START_AT_LATEST_MS)
  // decode() settles once the chosen source has loaded and decoded (rejects if it fails).
  image.decode().then(afterNextPaint, afterNextPaint)
}
