/**
 * After the build (gatsby-node's onPostBuild), every page's app scripts are taken out of its
 * HTML and started by an inline loader once the page's main photo has painted
 * (src/hydration/appScriptsLoader.ts says when and why).
 *
 * Why after the build: Gatsby writes these tags into a slice
 * (public/_gatsby/slices/_gatsby-scripts-1.html) and stitches it into the pages after
 * they render, so onPreRenderHTML never sees them.
 */
import { APP_SCRIPTS_ID, appScriptsLoader, type AppFiles } from "../hydration/appScriptsLoader"

/** Gatsby's tags for the app's scripts, exactly as it writes them. */
const APP_SCRIPT_TAG = /<script src="([^"]+)" async><\/script>/g

/**
 * A built page with its `<script src="…" async>` tags replaced by the list of its files and the
 * loader, where the first of them was: those scripts, then `page`'s (./pageFiles.ts: the page's
 * own chunks, its page-data, its interactive parts' files). Anything else (Gatsby's inline page
 * and chunk data, a `nomodule` polyfill) is left as it is; a page without such tags, or one
 * already done, comes back unchanged.
 */
export function deferAppScripts(html: string, page: AppFiles = { scripts: [], data: [], ready: [] }): string {
  const sources = Array.from(html.matchAll(APP_SCRIPT_TAG), (match) => match[1])
  if (sources.length === 0) return html
  const at = html.search(APP_SCRIPT_TAG)
  const rest = html.replace(APP_SCRIPT_TAG, "")
  const scripts = [...new Set([...sources, ...page.scripts])]
  const files: AppFiles = { scripts, data: page.data, ready: page.ready.filter((file) => !scripts.includes(file)) }
  // "</" cannot occur in these URLs, but escape it anyway: the list sits in a <script>.
  const list = JSON.stringify(files).replace(/</g, "\\u003c")
  const tags = `<script id="${APP_SCRIPTS_ID}" type="application/json">${list}</script><script>${appScriptsLoader()}</script>`
  return rest.slice(0, at) + tags + rest.slice(at)
}
