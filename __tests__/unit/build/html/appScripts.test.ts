import { APP_SCRIPTS_ID, type AppFiles } from "../../../../src/hydration/appScriptsLoader"
import { FORMAT_CHANGED, deferAppScripts } from "../../../../src/build/html/appScripts"

// Every built page's list: __tests__/build/appScripts.test.ts; its loader running there: appScripts.spec.ts. LOADER stands for the compiled loader.
const LOADER = "startTheLoader()"

const SOURCES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

describe("deferAppScripts (onPostBuild)", () => {
  /** The end of a page as Gatsby stitches it, scripts slice included. */
  const gatsbyPage = (scripts = SOURCES.map((src) => `<script src="${src}" async></script>`).join("")) =>
    '<html><body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath="/";</script>' +
    '<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
    `<script>window.___webpackCompilationHash="1";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

  const listIn = (html: string) => {
    const list = new RegExp(`<script id="${APP_SCRIPTS_ID}" type="application/json">([^<]*)</script>`).exec(html)
    return JSON.parse(list?.[1] ?? "null") as AppFiles | null
  }

  it("adds the page's own files: its chunks after Gatsby's scripts, its data, and its islands' files not already started", () => {
    const page: AppFiles = {
      scripts: ["/component-7.js", "/app-3.js"],
      data: ["/page-data/index/page-data.json"],
      prefetch: ["/framework-2.js", "/island-contact-8.js"],
    }
    expect(listIn(deferAppScripts(gatsbyPage(), LOADER, page))).toEqual({
      scripts: [...SOURCES, "/component-7.js"],
      data: ["/page-data/index/page-data.json"],
      prefetch: ["/island-contact-8.js"],
    })
  })

  it("is idempotent, and leaves a page without Gatsby's scripts as it is", () => {
    const once = deferAppScripts(gatsbyPage(), LOADER)
    expect(deferAppScripts(once, LOADER)).toBe(once)
    const plain = "<html><body><p>Editor</p></body></html>"
    expect(deferAppScripts(plain, LOADER)).toBe(plain)
  })

  it("stops the build, saying what changed, when Gatsby's scripts slice holds none of the tags it knows", () => {
    const newFormat = gatsbyPage(SOURCES.map((src) => `<script type="module" src="${src}"></script>`).join(""))
    expect(() => deferAppScripts(newFormat, LOADER)).toThrow(FORMAT_CHANGED)
    expect(FORMAT_CHANGED).toMatch(/src\/build\/html\/appScripts\.ts/)
  })

  it("leaves a nomodule polyfill where it is", () => {
    const polyfill = '<script src="/polyfill-1.js" nomodule></script>'
    const html = deferAppScripts(gatsbyPage(polyfill + SOURCES.map((src) => `<script src="${src}" async></script>`).join("")), LOADER)
    expect(html).toContain(`${polyfill}<script id="${APP_SCRIPTS_ID}"`)
    expect(listIn(html)?.scripts).toEqual(SOURCES)
  })
})
