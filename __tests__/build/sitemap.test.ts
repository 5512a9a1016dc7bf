// The sitemap (every route but the 404 pages and /admin, with its twin in the other language) and robots.txt, from the site URL.
import fs from "fs"
import path from "path"
import { ROUTES } from "../../src/i18n/routes"
import { siteUrl } from "../../src/lib/settings"
import { builtPages } from "../../src/build/html/builtPages"
import { publicDir, readPublic } from "./html"

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
/** A route's absolute URL; the sitemap writes the home page's without its slash, hence normalise(). */
const absolute = (route: string) => (route === ROUTES.home.pt ? `${siteUrl}/` : `${siteUrl}${route}`)
const normalise = (url?: string) => url?.replace(/\/$/, "")

/** The routes of the build: every page folder with an index.html (public/index.html: the home page), the 404 pages left out. */
function builtRoutes() {
  const notFound = new RegExp(`^(${ROUTES.home.en})?/(404|dev-404-page)(/|$)`)
  return builtPages(publicDir)
    .map((file) => path.relative(publicDir, file))
    .filter((file) => /(^|\/)index\.html$/.test(file))
    .map((file) => (file === "index.html" ? ROUTES.home.pt : `/${path.dirname(file)}`))
    .filter((route) => !notFound.test(route))
}

describe("sitemap", () => {
  const sitemapFiles = locs(readPublic("sitemap-index.xml"))
  const entries = sitemapFiles
    .flatMap((url) => [...readPublic(url.slice(siteUrl.length)).matchAll(/<url>([\s\S]*?)<\/url>/g)])
    .map(([, entry]) => ({
      loc: locs(entry)[0],
      links: Object.fromEntries(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
      ),
    }))

  it("lists every route of the build once, the 404 pages left out, absolute and without a trailing slash, in its index's files", () => {
    expect(sitemapFiles.length).toBeGreaterThan(0)
    for (const url of sitemapFiles) {
      expect(url.startsWith(`${siteUrl}/`)).toBe(true)
      expect(fs.existsSync(path.join(publicDir, url.slice(siteUrl.length)))).toBe(true)
    }
    const urls = entries.map((entry) => entry.loc)
    const expected = builtRoutes().map(absolute)
    expect(urls.map(normalise).sort()).toEqual(expected.map(normalise).sort())
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) if (url !== `${siteUrl}/`) expect(url).not.toMatch(/\/$/)
  })

  it.each(Object.values(ROUTES))("lists $pt and $en, each with both alternates and x-default", ({ pt, en }) => {
    const expected = { pt: absolute(pt), en: absolute(en), "x-default": absolute(pt) }
    for (const route of [pt, en])
      expect(entries.find((entry) => normalise(entry.loc) === normalise(absolute(route)))?.links).toEqual(expected)
  })
})

describe("robots.txt", () => {
  const robots = readPublic("robots.txt")

  it("lets crawlers in and points to the sitemap index at the site URL", () => {
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
    // The content editor is not a page for search engines (its page also says noindex).
    expect(robots).toMatch(/^Disallow: \/admin$/m)
    expect(robots).toMatch(new RegExp(`^Sitemap: ${siteUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/sitemap-index\\.xml$`, "m"))
  })
})
