/**
 * The JavaScript a route downloads on its first load, read from a Gatsby build in public/.
 *
 * The <script src> tags in a page's HTML list only the shared app chunks; Gatsby's runtime
 * then fetches the page's component chunk and the chunks it shares with other pages
 * (webpack.stats.json `namedChunkGroups`). Used by the build-output bundle test and by
 * `npm run bench`, so both count the same files.
 */
const fs = require("fs")
const path = require("path")
const zlib = require("zlib")

/** "/" -> "index", "/galeria" -> "galeria", "404" -> "404.html" */
function pageDataPath(publicDir, route) {
  const name = route === "404" ? "404.html" : route === "/" ? "index" : route.replace(/^\/|\/$/g, "")
  return path.join(publicDir, "page-data", name, "page-data.json")
}

/** @returns {{ file: string, bytes: number, gzip: number }[]} */
function firstLoadScripts(publicDir, route) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageDataPath(publicDir, route), "utf8"))
  const groupAssets = (name) => {
    const group = stats.namedChunkGroups[name]
    if (!group) throw new Error(`webpack.stats.json has no chunk group ${name}`)
    return group.assets.map((asset) => (typeof asset === "string" ? asset : asset.name)).filter((f) => f.endsWith(".js"))
  }
  const files = [...new Set([...groupAssets("app"), ...groupAssets(componentChunkName)])]
  return files.map((file) => fileSize(publicDir, file))
}

/** A built file's size on disk and gzip (level 9), by its path relative to public/. @returns {{ file: string, bytes: number, gzip: number }} */
function fileSize(publicDir, file) {
  const content = fs.readFileSync(path.join(publicDir, file))
  return { file, bytes: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length }
}

/**
 * What a built page's inline loader starts (src/hydration/appScriptsLoader.ts, `AppFiles`): its
 * scripts, its page-data and its islands' chunks, as paths relative to public/.
 */
function appFiles(html) {
  const list = /<script id="zc-app-scripts" type="application\/json">([^<]*)<\/script>/.exec(html)
  const files = list ? JSON.parse(list[1]) : {}
  const relative = (urls = []) => urls.map((url) => url.replace(/^\//, ""))
  return { scripts: relative(files.scripts), data: relative(files.data), prefetch: relative(files.prefetch) }
}

/**
 * The script files a built page starts itself: its `<script src>` tags and the scripts its
 * inline loader adds after the main photo has painted, as file names relative to public/. The
 * islands' chunks it prefetches later (`prefetch`) are not first-load JS: a Save-Data visitor never
 * gets them ahead.
 */
function htmlScriptFiles(html) {
  const tags = Array.from(html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+\.js)"/g), (m) => m[1])
  return [...tags, ...appFiles(html).scripts]
}

module.exports = { appFiles, fileSize, firstLoadScripts, htmlScriptFiles }
