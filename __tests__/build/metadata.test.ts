/**
 * Search and sharing tags in every built page: canonical URL and Open Graph /
 * Twitter tags with absolute URLs from the site URL setting, matching the
 * page's title and description from data/pages.json.
 */
import { siteUrl, ogLocale } from "../../src/lib/settings"
import { headTag, metaContent, readData, readRoute, titleOf } from "./html"

const pages = readData("pages.json")
const site = readData("site.json")

const routes = [
  { route: "/", texts: pages.home, canonical: `${siteUrl}/` },
  { route: "/galeria", texts: pages.gallery, canonical: `${siteUrl}/galeria` },
  { route: "/responsabilidade-social", texts: pages.responsibility, canonical: `${siteUrl}/responsabilidade-social` },
  { route: "404", texts: pages.notFound, canonical: undefined },
]

describe.each(routes)("sharing tags of $route", ({ route, texts, canonical }) => {
  const html = readRoute(route)

  it("has Open Graph title, description, type, site name and locale", () => {
    expect(metaContent(html, "og:title")).toBe(titleOf(html))
    expect(titleOf(html)).toBe(texts.title)
    expect(metaContent(html, "og:description")).toBe(texts.description)
    expect(metaContent(html, "og:type")).toBe("website")
    expect(metaContent(html, "og:site_name")).toBe(site.name)
    expect(metaContent(html, "og:locale")).toBe(ogLocale)
  })

  it("has a Twitter card with title and description", () => {
    expect(["summary", "summary_large_image"]).toContain(metaContent(html, "twitter:card"))
    expect(metaContent(html, "twitter:title")).toBe(texts.title)
    expect(metaContent(html, "twitter:description")).toBe(texts.description)
  })

  it("has absolute canonical and og:url (none on the 404 page)", () => {
    const link = headTag(html, /<link[^>]+rel="canonical"[^>]*>/i)?.[0]
    expect(link && /href="([^"]+)"/.exec(link)?.[1]).toBe(canonical)
    expect(metaContent(html, "og:url")).toBe(canonical)
  })

  it("has absolute image URLs of the declared size when the page has a sharing image", () => {
    const image = metaContent(html, "og:image")
    if (metaContent(html, "twitter:card") === "summary_large_image") expect(image).toBeDefined()
    if (image === undefined) return
    expect(image.startsWith(`${siteUrl}/`) || /^https:\/\//.test(image)).toBe(true)
    expect(Number(metaContent(html, "og:image:width"))).toBeGreaterThan(0)
    expect(Number(metaContent(html, "og:image:height"))).toBeGreaterThan(0)
    expect(metaContent(html, "og:image:alt")).toBeTruthy()
    expect(metaContent(html, "twitter:image")).toBe(image)
  })
})
