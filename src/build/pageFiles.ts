/**
 * What a built page starts besides Gatsby's own scripts once its main photo has painted
 * (src/hydration/appScriptsLoader.ts, `AppFiles`), read from the build:
 * - its component chunks and Gatsby's two page-data files, which Gatsby's runtime would otherwise
 *   request one after the other only once the app has run;
 * - the files of its interactive parts, prefetched for src/hydration/ready.ts to make them ready
 *   before the first tap. A part marks itself in the page's HTML with `data-ready-part="<name>"`
 *   (the menu button, the gallery's grid, the contact form's island); its code is the webpack
 *   chunk group `part-<name>` (named by a webpackChunkName comment at its dynamic import), with
 *   the chunks it shares (Chakra's). A part may need other parts' code (the form: its toasts and
 *   the e-mail SDK), and data (`data-ready-fetch`: the lightbox's photos).
 */
import fs from "fs"
import path from "path"
import type { AppFiles } from "../hydration/appScriptsLoader"

/** The chunk groups each part needs. */
export const PART_CHUNK_GROUPS: Record<string, readonly string[]> = {
  menu: ["part-menu"],
  lightbox: ["part-lightbox"],
  contact: ["part-contact", "part-toaster", "part-emailjs"],
}

/** The part of webpack.stats.json read here. */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>
}

/** The script files of a chunk group, as URL paths; none for an unknown group (a build without that part). */
export const groupScripts = (stats: WebpackStats, group: string) =>
  (stats.namedChunkGroups[group]?.assets ?? [])
    .map((asset) => (typeof asset === "string" ? asset : asset.name))
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/${file}`)

/** The parts a page's HTML marks. */
export const partsOf = (html: string) => [...new Set(Array.from(html.matchAll(/\sdata-ready-part="([\w-]+)"/g), (match) => match[1]))]

/** The page's path as Gatsby wrote it into the page (`window.pagePath`), or null. */
const pagePathOf = (html: string) => /window\.pagePath="([^"]*)"/.exec(html)?.[1] ?? null

/** A page-data file's URL path, exactly as Gatsby's runtime requests it (its loader's createPageDataUrl). */
export const pageDataUrl = (pagePath: string) =>
  `/page-data/${pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "")}/page-data.json`
export const APP_DATA_URL = "/page-data/app-data.json"

/**
 * A built page's files beyond Gatsby's scripts (`scripts` here: its component chunks). A page
 * whose page-data is missing gets no data or chunks: Gatsby's runtime then fetches them itself.
 */
export function pageFiles(html: string, { stats, publicDir }: { stats: WebpackStats; publicDir: string }): AppFiles {
  const pagePath = pagePathOf(html)
  const pageDataFile = pagePath === null ? null : path.join(publicDir, pageDataUrl(pagePath))
  const componentChunkName =
    pageDataFile && fs.existsSync(pageDataFile)
      ? (JSON.parse(fs.readFileSync(pageDataFile, "utf8")) as { componentChunkName?: string }).componentChunkName
      : undefined
  const partChunks = partsOf(html).flatMap((part) => (PART_CHUNK_GROUPS[part] ?? []).flatMap((group) => groupScripts(stats, group)))
  const partData = Array.from(html.matchAll(/\sdata-ready-fetch="([^"]+)"/g), (match) => match[1])
  return {
    scripts: componentChunkName ? groupScripts(stats, componentChunkName) : [],
    data: componentChunkName && pagePath !== null ? [APP_DATA_URL, pageDataUrl(pagePath)] : [],
    ready: [...new Set([...partChunks, ...partData])],
  }
}
