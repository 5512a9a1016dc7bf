/**
 * What a built page starts besides Gatsby's scripts once the first screen's photos have painted (`AppFiles`,
 * src/hydration/appScriptsLoader.ts): its component chunks and page-data files, which Gatsby's runtime would
 * request one after the other only once the app has run, and the files of the parts its HTML marks
 * (src/hydration/parts.ts).
 */
import fs from "fs"
import path from "path"
import type { AppFiles } from "../hydration/appScriptsLoader"
import { chunkGroupsOf, partNamed, PARTS, READY_PART_ATTRIBUTE } from "../hydration/parts"

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

/** Fails the build if a part's chunk group is missing from webpack's output: its files would silently go unprefetched. */
export function checkPartChunkGroups(stats: WebpackStats) {
  const missing = Object.values(PARTS).flatMap((part) => chunkGroupsOf(part).filter((group) => !stats.namedChunkGroups[group]))
  if (missing.length > 0)
    throw new Error(
      `webpack wrote no chunk group for these parts of src/hydration/parts.ts: ${[...new Set(missing)].join(", ")}. ` +
        "src/build/partChunks.ts names them after the modules the table lists.",
    )
}

export const partsOf = (html: string) => [
  ...new Set(Array.from(html.matchAll(new RegExp(`\\s${READY_PART_ATTRIBUTE}="([\\w-]+)"`, "g")), (match) => match[1])),
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
  const ready = partsOf(html).flatMap((name) => {
    const part = partNamed(name)
    if (!part) return []
    return [{ files: [...new Set(chunkGroupsOf(part).flatMap((group) => groupScripts(stats, group)))] }]
  })
  return {
    scripts: componentChunkName ? groupScripts(stats, componentChunkName) : [],
    data: componentChunkName && pagePath !== null ? [APP_DATA_URL, pageDataUrl(pagePath)] : [],
    ready,
  }
}
