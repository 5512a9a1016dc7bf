/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { checkPartChunkGroups, pageDataUrl, pageFiles, partsOf } from "../../../src/build/pageFiles"
import { ROUTES } from "../../../src/i18n/routes"

/** webpack.stats.json's chunk groups, as Gatsby's build writes them. */
const stats = {
  namedChunkGroups: {
    app: { assets: [{ name: "app-1.js" }] },
    "component---src-pages-index-tsx": {
      assets: [{ name: "component---src-pages-index-tsx-2.js" }, { name: "component---src-pages-index-tsx-2.js.map" }],
    },
    "part-contact": { assets: [{ name: "chakra-3.js" }, "part-contact-5.js"] },
    "part-contactExtras": { assets: [{ name: "part-contactExtras-6.js" }] },
  },
}

/** A built page's HTML: Gatsby's page path, and the parts its markup marks. */
const page = (pagePath: string, body = "") =>
  `<html><body>${body}<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script></body></html>`

// What each built page lists (its chunks, its two page-data files, which exist, its parts'
// files): __tests__/build/appScripts.test.ts. Here, the cases no build shows.
describe("pageFiles (what a page starts besides Gatsby's scripts)", () => {
  let publicDir: string
  const writePageData = (pagePath: string, componentChunkName: string) => {
    const file = path.join(publicDir, pageDataUrl(pagePath))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify({ componentChunkName, path: pagePath, result: {} }))
  }
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-files-"))
  })
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it("knows nothing of parts it has no chunks for", () => {
    writePageData(`${ROUTES.gallery.pt}/`, "component---src-pages-index-tsx")
    expect(pageFiles(page(`${ROUTES.gallery.pt}/`, '<p data-ready-part="unknown"></p>'), { stats, publicDir }).ready).toEqual([])
  })

  it("leaves the data and chunks to Gatsby's runtime when the page has no page-data", () => {
    expect(pageFiles(page("/missing/", '<div data-ready-part="contact"></div>'), { stats, publicDir })).toEqual({
      scripts: [],
      data: [],
      ready: [{ files: ["/chakra-3.js", "/part-contact-5.js", "/part-contactExtras-6.js"] }],
    })
  })

  it("stops the build when webpack wrote no chunk group for a part of the table", () => {
    const { "part-contactExtras": _extras, ...partial } = stats.namedChunkGroups
    expect(() => checkPartChunkGroups({ namedChunkGroups: partial })).toThrow(
      /webpack wrote no chunk group for these parts of src\/hydration\/parts.ts: part-contactExtras\./,
    )
    expect(() => checkPartChunkGroups(stats)).not.toThrow()
  })

  it("reads each part once, in the order the page marks them", () => {
    expect(partsOf('<a data-ready-part="menu"></a><b data-ready-part="lightbox"></b><i data-ready-part="menu"></i>')).toEqual([
      "menu",
      "lightbox",
    ])
  })
})
