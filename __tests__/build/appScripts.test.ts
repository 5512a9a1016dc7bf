// Every page starts the app's scripts itself (src/build/html/appScripts.ts), after the first screen's photos: exactly the files Gatsby would load.
// That its loader runs on the list, after the photos in view, and each page hydrates: appScripts.spec.ts, routes.spec.ts.
import fs from "fs"
import path from "path"
import { APP_SCRIPT_TAG } from "../../src/build/html/appScripts"
import { APP_SCRIPTS_ID } from "../../src/hydration/appScriptsLoader"
import { APP_DATA_URL, groupScripts, islandsOf, pageDataUrl, type WebpackStats } from "../../src/build/html/pageFiles"
import { NOT_FOUND_PAGES, ROUTES } from "../../src/i18n/routes"
import { publicDir, readPublic, readRoute, scriptFiles } from "./html"

const { appFiles, firstLoadScripts } = require("../../scripts/lib/firstLoadJs") as {
  appFiles: (html: string) => { scripts: string[]; data: string[]; prefetch: string[] }
  firstLoadScripts: (publicDir: string, route: string) => { file: string }[]
}
const stats = JSON.parse(readPublic("webpack.stats.json")) as WebpackStats

const PAGES = Object.values(ROUTES).map((paths) => paths.pt)
const ALL_PAGES = [...PAGES, NOT_FOUND_PAGES.pt]
/** What Gatsby itself puts in the pages: its runtime, React's framework chunk and the app (public/_gatsby/slices). */
const gatsbyScripts = Array.from(readPublic("_gatsby/slices/_gatsby-scripts-1.html").matchAll(APP_SCRIPT_TAG), (match) => match[1].slice(1))

describe("the app's scripts in the built pages", () => {
  it.each(ALL_PAGES)("%s lists those files, then its own chunks, once, and its page-data, and starts none of them by a tag", (route) => {
    const html = readRoute(route)
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html.split(`id="${APP_SCRIPTS_ID}"`)).toHaveLength(2)
    const files = scriptFiles(html)
    expect(files.slice(0, gatsbyScripts.length)).toEqual(gatsbyScripts)
    // What Gatsby's runtime would fetch for this page anyway: nothing more, nothing twice.
    expect([...files].sort()).toEqual([...new Set([...gatsbyScripts, ...firstLoadScripts(publicDir, route).map((s) => s.file)])].sort())
    // Its page-data, preloaded as Gatsby's runtime requests it.
    const { data } = appFiles(html)
    expect(data.map((file) => `/${file}`)).toEqual([APP_DATA_URL, pageDataUrl(/window\.pagePath="([^"]*)"/.exec(html)![1])])
    for (const file of [...files, ...data]) expect(fs.existsSync(path.join(publicDir, file))).toBe(true)
  })

  it.each([
    [ROUTES.home.pt, ["island-contact"]],
    [ROUTES.home.en, ["island-contact"]],
    [ROUTES.gallery.pt, []],
    [ROUTES.responsibility.pt, []],
  ])("%s prefetches the chunks of its islands, and nothing else", (route, islands) => {
    const html = readRoute(route)
    expect(islandsOf(html)).toEqual(islands)
    const loaded = scriptFiles(html)
    const wanted = new Set(islands.flatMap((chunk) => groupScripts(stats, chunk).map((url) => url.slice(1))))
    expect(wanted.size > 0).toBe(islands.length > 0)
    // Nothing fetched twice, and every file is there to be fetched.
    const { prefetch } = appFiles(html)
    expect(prefetch.sort()).toEqual([...wanted].filter((file) => !loaded.includes(file)).sort())
    for (const file of prefetch) expect(fs.existsSync(path.join(publicDir, file))).toBe(true)
  })

  it.each(PAGES)("%s has one priority photo, its LCP element", (route) => {
    expect(readRoute(route).match(/<img[^>]*fetchpriority="high"/g)).toHaveLength(1)
  })
})
