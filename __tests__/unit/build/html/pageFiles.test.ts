/** @jest-environment node */
import path from "path"
import { pageFiles } from "../../../../src/build/html/pageFiles"

/** webpack.stats.json's chunk groups, as Gatsby's build writes them. */
const stats = {
  namedChunkGroups: {
    app: { assets: [{ name: "app-1.js" }] },
    "component---src-pages-index-tsx": {
      assets: [{ name: "component---src-pages-index-tsx-2.js" }, { name: "component---src-pages-index-tsx-2.js.map" }],
    },
    "island-contact": { assets: [{ name: "chakra-3.js" }, "island-contact-5.js"] },
  },
}

/** A built page's HTML: Gatsby's page path, and its islands. */
const page = (pagePath: string, body = "") =>
  `<html><body>${body}<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script></body></html>`

// What each built page lists: __tests__/build/appScripts.test.ts. Here, the cases no build shows.
describe("pageFiles (what a page starts besides Gatsby's scripts)", () => {
  /** A public/ without the pages' page-data. */
  const publicDir = path.join(__dirname, "no-public-dir")

  it("leaves the data and chunks to Gatsby's runtime when the page has no page-data, and lists its island's files", () => {
    expect(pageFiles(page("/missing/", '<div data-island="island-contact"></div>'), { stats, publicDir })).toEqual({
      scripts: [],
      data: [],
      prefetch: ["/chakra-3.js", "/island-contact-5.js"],
    })
  })

  it("stops the build when webpack wrote no chunk for an island: its import() does not name it", () => {
    expect(() => pageFiles(page("/", '<div data-island="island-other"></div>'), { stats, publicDir })).toThrow(
      /webpack wrote no chunk "island-other"/,
    )
  })
})
