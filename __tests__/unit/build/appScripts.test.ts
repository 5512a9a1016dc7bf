import { APP_SCRIPTS_ID, appScriptsLoader, type AppFiles } from "../../../src/hydration/appScriptsLoader"
import { deferAppScripts } from "../../../src/build/appScripts"

const SOURCES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

describe("deferAppScripts (onPostBuild)", () => {
  /** The end of a page as Gatsby stitches it, scripts slice included. */
  const gatsbyPage = (scripts = SOURCES.map((src) => `<script src="${src}" async></script>`).join("")) =>
    '<html><body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath="/";</script>' +
    '<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
    `<script>window.___webpackCompilationHash="1";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

  const listIn = (html: string) => {
    const list = new RegExp(`<script id="${APP_SCRIPTS_ID}" type="application/json">([^<]*)</script>`).exec(html)
    return (JSON.parse(list?.[1] ?? "null") as AppFiles | null)?.scripts
  }

  it("replaces the <script src async> tags with their list and the loader, after Gatsby's inline data", () => {
    const html = deferAppScripts(gatsbyPage())
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(listIn(html)).toEqual(SOURCES)
    expect(html.indexOf("___webpackCompilationHash")).toBeLessThan(html.indexOf(APP_SCRIPTS_ID))
    expect(html).toContain(`<script>${appScriptsLoader()}</script><!-- slice-end`)
    expect(html.replace(/<script[\s\S]*?<\/script>/g, "")).toBe(gatsbyPage("").replace(/<script[\s\S]*?<\/script>/g, ""))
  })

  it("adds the page's own files: its chunks after Gatsby's scripts, its data, and its parts' files not already started", () => {
    const page: AppFiles = {
      scripts: ["/component-7.js", "/app-3.js"],
      data: ["/page-data/index/page-data.json"],
      ready: ["/framework-2.js", "/part-menu-8.js"],
    }
    const list = new RegExp(`<script id="${APP_SCRIPTS_ID}" type="application/json">([^<]*)</script>`).exec(
      deferAppScripts(gatsbyPage(), page),
    )
    expect(JSON.parse(list?.[1] ?? "null")).toEqual({
      scripts: [...SOURCES, "/component-7.js"],
      data: ["/page-data/index/page-data.json"],
      ready: ["/part-menu-8.js"],
    })
  })

  it("is idempotent, and leaves a page without app scripts as it is", () => {
    const once = deferAppScripts(gatsbyPage())
    expect(deferAppScripts(once)).toBe(once)
    expect(deferAppScripts(gatsbyPage(""))).toBe(gatsbyPage(""))
  })

  it("leaves a nomodule polyfill where it is", () => {
    const polyfill = '<script src="/polyfill-1.js" nomodule></script>'
    const html = deferAppScripts(gatsbyPage(polyfill + SOURCES.map((src) => `<script src="${src}" async></script>`).join("")))
    expect(html).toContain(`${polyfill}<script id="${APP_SCRIPTS_ID}"`)
    expect(listIn(html)).toEqual(SOURCES)
  })

  it("runs in a page: the loader reads the list and starts the scripts", () => {
    // The rewritten page as the browser gets it (scripts added by innerHTML do not run).
    document.documentElement.innerHTML = deferAppScripts(gatsbyPage()).replace(/^<html>|<\/html>$/g, "")
    expect(document.querySelectorAll("script[src]")).toHaveLength(0)
    // The loader as the page runs it (no priority photo here, so it starts at once).
    new Function(appScriptsLoader())()
    expect(Array.from(document.querySelectorAll("script[src]"), (s) => s.getAttribute("src"))).toEqual(SOURCES)
  })
})
