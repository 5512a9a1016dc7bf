/** @jest-environment node */
// The inlined stylesheets become files (src/build/html/stylesheetFiles.ts): what one build does not show (its pages: build/splash.test.ts).
import fs from "fs"
import path from "path"
import { currentGatsbyStylesheet, linkPageStylesheets, withCurrentGatsbyStylesheet } from "../../../../src/build/html/stylesheetFiles"
import { tempDir } from "../../tempDir"

const publicDir = tempDir("stylesheets-")

const page = (css: string) =>
  `<html><head><style>#splash{}</style></head><body><div id="splash"></div><style data-page-stylesheet="chakra">${css}</style><div id="___gatsby"></div></body></html>`

describe("linkPageStylesheets", () => {
  it("gives pages with the same styles the same file, and other styles another", () => {
    const first = linkPageStylesheets(page("a{}"), publicDir())
    expect(linkPageStylesheets(page("a{}"), publicDir())).toBe(first)
    expect(linkPageStylesheets(page("b{}"), publicDir())).not.toBe(first)
    expect(fs.readdirSync(path.join(publicDir(), "static/css"))).toHaveLength(2)
  })
})

describe("withCurrentGatsbyStylesheet", () => {
  // As webpack.stats.json names the files of a build whose CSS modules changed since the last one.
  const stats = {
    assetsByChunkName: {
      app: ["webpack-runtime-3e925cba.js", "styles.7718458d2f1d0159d4fd.css", "app-749c5499.js"],
      "component---src-pages-index-tsx": ["styles.7718458d2f1d0159d4fd.css", "component---src-pages-index-tsx-0dc20a68.js"],
    },
  }

  it("makes a page the last build kept link and preload this build's copy of Gatsby's stylesheet", () => {
    const kept =
      '<link rel="preload" as="style" href="/styles.2e0b079b0ef5478aa766.css"/><link rel="stylesheet" href="/styles.2e0b079b0ef5478aa766.css"/>'
    const current = currentGatsbyStylesheet(stats)
    expect(current).toBe("styles.7718458d2f1d0159d4fd.css")
    expect(withCurrentGatsbyStylesheet(kept, current)).toBe(kept.replaceAll("2e0b079b0ef5478aa766", "7718458d2f1d0159d4fd"))
  })

  it("leaves other stylesheets and a build without CSS modules alone", () => {
    const html = '<link rel="stylesheet" href="/static/css/chakra-0123456789abcdef0123.css"/>'
    expect(withCurrentGatsbyStylesheet(html, currentGatsbyStylesheet(stats))).toBe(html)
    const noModules = { assetsByChunkName: { app: ["app-749c5499.js"] } }
    expect(currentGatsbyStylesheet(noModules)).toBeUndefined()
    expect(withCurrentGatsbyStylesheet('<link href="/styles.2e0b.css"/>', undefined)).toBe('<link href="/styles.2e0b.css"/>')
  })
})
