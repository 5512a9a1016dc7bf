// The web app manifest and icons (gatsby-plugin-manifest): data/site.json's name, the brand colours, icons at their sizes.
import fs from "fs"
import path from "path"
import { NOT_FOUND_PAGES, ROUTES } from "../../src/i18n/routes"
import { brandColor, siteBackgroundColor } from "../../src/lib/settings"
import { publicDir, readData, readPublic, readRoute } from "./html"

const site = readData("site.json")
const manifest = JSON.parse(readPublic("manifest.webmanifest"))

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(file: string) {
  const bytes = fs.readFileSync(file)
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG")
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

const fileOf = (src: string) => path.join(publicDir, src.replace(/\?.*$/, ""))

describe("manifest.webmanifest", () => {
  it("names the company from data/site.json, uses the brand colours, and lists its 192 and 512 px PNG icons at their sizes", () => {
    expect(manifest).toMatchObject({ name: site.name, short_name: site.name, theme_color: brandColor, lang: "pt" })
    expect(manifest).toMatchObject({ background_color: siteBackgroundColor, start_url: ROUTES.home.pt, display: "standalone" })
    const sizes = manifest.icons.map((icon: any) => icon.sizes).sort()
    expect(sizes).toEqual(["192x192", "512x512"])
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split("x").map(Number)
      expect(icon.type).toBe("image/png")
      expect(pngSize(fileOf(icon.src))).toEqual({ width, height })
    }
  })
})

describe.each([...Object.values(ROUTES).map((paths) => paths.pt), NOT_FOUND_PAGES.pt])("head of %s", (route) => {
  const html = readRoute(route)
  const head = /<head[^>]*>([\s\S]*)<\/head>/i.exec(html)?.[1] ?? ""
  const hrefs = (rel: string) =>
    [...head.matchAll(new RegExp(`<link[^>]+rel="${rel}"[^>]*>`, "g"))].map((m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? "")

  it("links the manifest, a theme colour, and favicons and an apple-touch-icon that exist", () => {
    expect(hrefs("manifest")).toEqual([expect.stringMatching(/^\/manifest\.webmanifest/)])
    expect(head).toMatch(new RegExp(`<meta name="theme-color" content="${brandColor}"`))
    expect(hrefs("icon").length).toBeGreaterThan(0)
    expect(hrefs("apple-touch-icon").length).toBeGreaterThan(0)
    for (const href of [...hrefs("icon"), ...hrefs("apple-touch-icon")]) expect([href, fs.existsSync(fileOf(href))]).toEqual([href, true])
  })
})
