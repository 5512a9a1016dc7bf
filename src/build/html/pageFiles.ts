/**
 * What a built page's loader starts besides Gatsby's scripts (`AppFiles`): its component chunks and page-data, which Gatsby's
 * runtime would request one after the other once it has run, and its islands' chunks.
 */
import fs from "fs"
import path from "path"
import type { AppFiles } from "../../hydration/appScriptsLoader"
import { ISLAND_ATTRIBUTE } from "../../hydration/Island"

export type WebpackStats = { namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }> }
/** The script files of a chunk group, as URL paths; none for an unknown group. */
export const groupScripts = (stats: WebpackStats, group: string) =>
  (stats.namedChunkGroups[group]?.assets ?? [])
    .map((asset) => (typeof asset === "string" ? asset : asset.name))
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/${file}`)

/** The chunks of a page's islands (src/hydration/Island.tsx). */
export const islandsOf = (html: string) => [
  ...new Set(Array.from(html.matchAll(new RegExp(`\\s${ISLAND_ATTRIBUTE}="([\\w-]+)"`, "g")), (match) => match[1])),
]

/** As Gatsby's runtime requests them (its loader's createPageDataUrl). */
export const pageDataUrl = (pagePath: string) =>
  `/page-data/${pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "")}/page-data.json`
export const APP_DATA_URL = "/page-data/app-data.json"

/** A built page's files beyond Gatsby's scripts; without its page-data, none: Gatsby's runtime then fetches them itself. */
export function pageFiles(html: string, { stats, publicDir }: { stats: WebpackStats; publicDir: string }): AppFiles {
  const pagePath = /window\.pagePath="([^"]*)"/.exec(html)?.[1] ?? null
  const pageDataFile = pagePath === null ? null : path.join(publicDir, pageDataUrl(pagePath))
  const componentChunkName =
    pageDataFile && fs.existsSync(pageDataFile)
      ? (JSON.parse(fs.readFileSync(pageDataFile, "utf8")) as { componentChunkName?: string }).componentChunkName
      : undefined
  const prefetch = islandsOf(html).flatMap((chunk) => {
    const files = groupScripts(stats, chunk)
    if (files.length === 0) throw new Error(`webpack wrote no chunk "${chunk}": the island's import() must name it (webpackChunkName).`)
    return files
  })
  return {
    scripts: componentChunkName ? groupScripts(stats, componentChunkName) : [],
    data: componentChunkName && pagePath !== null ? [APP_DATA_URL, pageDataUrl(pagePath)] : [],
    prefetch: [...new Set(prefetch)],
  }
}
