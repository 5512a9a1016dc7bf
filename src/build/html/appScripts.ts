/**
 * After the build, replaces every page's app scripts with the inline loader (src/hydration/appScriptsLoader.ts).
 * After, because Gatsby stitches these tags in from a slice once the pages have rendered: onPreRenderHTML never sees them.
 */
import { APP_SCRIPTS_ID, type AppFiles } from "../../hydration/appScriptsLoader"

/** Gatsby's tags for the app's scripts, exactly as it writes them. */
export const APP_SCRIPT_TAG = /<script src="([^"]+)" async><\/script>/g
/** Where Gatsby writes them: the scripts slice it stitches into every page. */
const GATSBY_SCRIPTS_SLICE = '<!-- slice-start id="_gatsby-scripts-'

/** The build stops with this when Gatsby's scripts slice holds none of the tags above. */
export const FORMAT_CHANGED =
  "Gatsby's scripts slice holds no <script src=\"…\" async></script> tag: Gatsby changed how it writes the app's scripts, so src/build/html/appScripts.ts (APP_SCRIPT_TAG) must learn the new format"

/**
 * A built page with its `<script src async>` tags replaced, where the first was, by the list of its files (those
 * scripts, then `page`'s: ./pageFiles.ts) and `loader`. Anything else stays; a page already done comes back unchanged.
 */
export function deferAppScripts(html: string, loader: string, page: AppFiles = { scripts: [], data: [], prefetch: [] }): string {
  const sources = Array.from(html.matchAll(APP_SCRIPT_TAG), (match) => match[1])
  if (sources.length === 0) {
    if (html.includes(GATSBY_SCRIPTS_SLICE) && !html.includes(`id="${APP_SCRIPTS_ID}"`)) throw new Error(FORMAT_CHANGED)
    return html
  }
  const at = html.search(APP_SCRIPT_TAG)
  const rest = html.replace(APP_SCRIPT_TAG, "")
  const scripts = [...new Set([...sources, ...page.scripts])]
  const files: AppFiles = { scripts, data: page.data, prefetch: page.prefetch.filter((file) => !scripts.includes(file)) }
  // "</" cannot occur in these URLs, but escape it anyway: the list sits in a <script>.
  const list = JSON.stringify(files).replace(/</g, "\\u003c")
  const tags = `<script id="${APP_SCRIPTS_ID}" type="application/json">${list}</script><script>${loader}</script>`
  return rest.slice(0, at) + tags + rest.slice(at)
}
