// The sitemap and robots.txt: every route but the 404 pages and /admin, absolute from the site URL setting.
import fs from "fs"
import path from "path"
import { ROUTES } from "../../src/i18n/routes"
import { siteUrl } from "../../src/lib/settings"
import { publicDir } from "./html"

const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

/** A route's absolute URL, as the sitemap writes it: the home page without its slash. */
const absolute = (route: string) => (route === ROUTES.home.pt ? siteUrl : `${siteUrl}${route}`)

/** The routes of the build: every page folder with an index.html, plus the home page (public/index.html). */
function builtRoutes() {
  const routes: string[] = [ROUTES.home.pt]
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || ["static", "page-data", "icons", "_gatsby", "~partytown", "admin"].includes(entry.name)) continue
      const folder = path.join(dir, entry.name)
      if (fs.existsSync(path.join(folder, "index.html"))) routes.push(`/${path.relative(publicDir, folder).split(path.sep).join("/")}`)
      walk(folder)
    }
  }
  walk(publicDir)
  const notFound = new RegExp(`^(${ROUTES.home.en})?/(404|dev-404-page)(/|$)`)
  return routes.filter((route) => !notFound.test(route))
}

describe("sitemap", () => {
  const index = read("sitemap-index.xml")
  const sitemapFiles = locs(index)

  it("lists every route of the build once, the 404 pages left out, absolute and without a trailing slash, in its index's files", () => {
    expect(sitemapFiles.length).toBeGreaterThan(0)
    for (const url of sitemapFiles) {
      expect(url.startsWith(`${siteUrl}/`)).toBe(true)
      expect(fs.existsSync(path.join(publicDir, url.slice(siteUrl.length)))).toBe(true)
    }
    const urls = sitemapFiles.flatMap((url) => locs(read(url.slice(siteUrl.length))))
    const expected = builtRoutes().map(absolute)
    expect(expected).toEqual(expect.arrayContaining(Object.values(ROUTES).map((paths) => absolute(paths.pt))))
    const normalise = (url: string) => url.replace(/\/$/, "")
    expect(urls.map(normalise).sort()).toEqual(expected.map(normalise).sort())
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) if (url !== `${siteUrl}/`) expect(url).not.toMatch(/\/$/)
  })
})

describe("robots.txt", () => {
  const robots = read("robots.txt")

  it("lets crawlers in and points to the sitemap index at the site URL", () => {
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
    // The content editor is not a page for search engines (its page also says noindex).
    expect(robots).toMatch(/^Disallow: \/admin$/m)
    expect(robots).toMatch(new RegExp(`^Sitemap: ${siteUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/sitemap-index\\.xml$`, "m"))
  })
})
