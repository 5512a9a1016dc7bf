/**
 * Every page starts the app's scripts itself, after its main photo has painted
 * (src/hydration/appScriptsLoader.ts, applied by gatsby-node's onPostBuild): no `<script src async>`
 * is left, and the page's list names exactly the files Gatsby would have loaded.
 */
import fs from "fs"
import path from "path"
import { APP_SCRIPTS_ID, INTERACTIONS, PRIORITY_IMAGE_SELECTOR, START_AT_LATEST_MS } from "../../src/hydration/appScriptsLoader"
import { publicDir, readRoute, scriptFiles } from "./html"

const ROUTES = ["/", "/galeria", "/responsabilidade-social", "404"]
/** What Gatsby itself puts in the pages: its runtime, React's framework chunk and the app (public/_gatsby/slices). */
const gatsbyScripts = Array.from(
  fs
    .readFileSync(path.join(publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8")
    .matchAll(/<script src="\/([^"]+)" async><\/script>/g),
  (match) => match[1],
)

describe("the app's scripts in the built pages", () => {
  it("Gatsby's own list is runtime, framework and app", () => {
    expect(gatsbyScripts.map((file) => file.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["webpack-runtime", "framework", "app"])
  })

  it.each(ROUTES)("%s lists exactly those files, once, and starts none of them by a tag", (route) => {
    const html = readRoute(route)
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html.split(`id="${APP_SCRIPTS_ID}"`)).toHaveLength(2)
    expect(scriptFiles(html)).toEqual(gatsbyScripts)
    for (const file of gatsbyScripts) expect(fs.existsSync(path.join(publicDir, file))).toBe(true)
  })

  it.each(ROUTES)("%s runs the loader on that list right after it, at the end of the body", (route) => {
    const html = readRoute(route)
    // The loader as gatsby-node's compiler minified it, called with the list and the settings.
    const call = `})(JSON.parse(document.getElementById("${APP_SCRIPTS_ID}").textContent),${JSON.stringify(PRIORITY_IMAGE_SELECTOR)},${START_AT_LATEST_MS},${JSON.stringify(INTERACTIONS)})</script>`
    const list = html.indexOf(`id="${APP_SCRIPTS_ID}"`)
    const loader = html.indexOf("<script>(function", list)
    expect(loader).toBeGreaterThan(list)
    expect(html.indexOf(call, loader)).toBeGreaterThan(loader)
    expect(html.slice(loader, html.indexOf(call, loader))).toContain('document.createElement("script")')
    expect(html.indexOf("</body>")).toBeGreaterThan(html.indexOf(call))
  })

  it.each(["/", "/galeria", "/responsabilidade-social"])("%s has the one priority photo the loader waits for", (route) => {
    expect(readRoute(route).match(/<img[^>]*fetchpriority="high"/g)).toHaveLength(1)
  })
})
