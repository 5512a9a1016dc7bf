/**
 * What a built page starts besides Gatsby's scripts once the first screen's photos have painted (`AppFiles`,
 * src/hydration/appScriptsLoader.ts): its component chunks and page-data files, which Gatsby's runtime would
 * request one after the other only once the app has run, and the chunks of the islands its HTML holds.
 */
import fs from "fs"
import path from "path"
import type { AppFiles } from "../../hydration/appScriptsLoader"
import { ISLAND_ATTRIBUTE } from "../../hydration/Island"

/** The part of webpack.stats.json read here. */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>
}

/** The script files of a chunk group, as URL paths; none for an unknown group. */
export const groupScripts = (stats: WebpackStats, group: string) =>
  (stats.namedChunkGroups[group]?.assets ?? [])
    .map((asset) => (typeof asset === "string" ? asset : asset.name))
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/${file}`)

/** The chunks of the islands a page holds (src/hydration/Island.tsx). */
export const islandsOf = (html: string) => [
  ...new Set(Array.from(html.matchAll(new RegExp(`\\s${ISLAND_ATTRIBUTE}="([\\w-]+)"`, "g")), (match) => match[1])),
]

/** The page's path as Gatsby wrote it into the page (`window.pagePath`), or null. */
const pagePathOf = (html: string) => /window\.pagePath="([^"]*)"/.exec(html)?.[1] ?? null

/** A page-data file's URL path, exactly as Gatsby's runtime requests it (its loader's createPageDataUrl). */
export const pageDataUrl = (pagePath: string) =>
  `/page-data/${pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "")}/page-data.json`
export const APP_DATA_URL = "/page-data/app-data.json"

/** A built page's files beyond Gatsby's scripts; without its page-data, none: Gatsby's runtime then fetches them itself. */
export function pageFiles(html: string, { stats, publicDir }: { stats: WebpackStats; publicDir: string }): AppFiles {
  const pagePath = pagePathOf(html)
  const pageDataFile = pagePath === null ? null : path.join(publicDir, pageDataUrl(pagePath))
  const componentChunkName =
    pageDataFile && fs.existsSync(pageDataFile)
      ? (JSON.parse(fs.readFileSync(pageDataFile, "utf8")) as { componentChunkName?: string }).componentChunkName
      : undefined
  const prefetch = islandsOf(html).flatMap((chunk) => {
    const files = groupScripts(stats, chunk)
    // Else its code would silently go unprefetched.
    if (files.length === 0) throw new Error(`webpack wrote no chunk "${chunk}": the island's import() must name it (webpackChunkName).`)
    return files
  })
  return {
    scripts: componentChunkName ? groupScripts(stats, componentChunkName) : [],
    data: componentChunkName && pagePath !== null ? [APP_DATA_URL, pageDataUrl(pagePath)] : [],
    prefetch: [...new Set(prefetch)],
  }
}
