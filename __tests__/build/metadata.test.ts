// Search and sharing tags: Open Graph, Twitter and canonical, absolute from the site URL setting; JSON-LD on the home page.
import path from "path"
import sharp from "sharp"
import { NOT_FOUND_PAGES, ROUTES } from "../../src/i18n/routes"
import { siteUrl } from "../../src/lib/settings"
import { headTag, metaContent, publicDir, readData, readRoute } from "./html"

const pages = readData("pages.json")
const site = readData("site.json")

const routes = [
  { route: ROUTES.home.pt, texts: pages.home, canonical: `${siteUrl}${ROUTES.home.pt}` },
  { route: ROUTES.gallery.pt, texts: pages.gallery, canonical: `${siteUrl}${ROUTES.gallery.pt}` },
  { route: ROUTES.responsibility.pt, texts: pages.responsibility, canonical: `${siteUrl}${ROUTES.responsibility.pt}` },
  { route: NOT_FOUND_PAGES.pt, texts: pages.notFound, canonical: undefined },
]

// The title and description themselves: routes.test.ts; og:locale's alternate and the English pages: languages.test.ts.
describe.each(routes)("sharing tags of $route", ({ route, texts, canonical }) => {
  const html = readRoute(route)

  it("has Open Graph and Twitter tags from the title and description, and absolute canonical and og:url (none on the 404 page)", () => {
    for (const tag of ["og:title", "twitter:title"]) expect(metaContent(html, tag)).toBe(texts.title)
    for (const tag of ["og:description", "twitter:description"]) expect(metaContent(html, tag)).toBe(texts.description)
    expect(metaContent(html, "og:type")).toBe("website")
    expect(metaContent(html, "og:site_name")).toBe(site.name)
    expect(metaContent(html, "og:locale")).toBe("pt_PT")
    const link = headTag(html, /<link[^>]+rel="canonical"[^>]*>/i)?.[0]
    expect(link && /href="([^"]+)"/.exec(link)?.[1]).toBe(canonical)
    expect(metaContent(html, "og:url")).toBe(canonical)
  })

  it("has a 1200×630 JPEG sharing picture made by sharp and present in public/", async () => {
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image")
    const image = metaContent(html, "og:image") ?? ""
    expect(image.startsWith(`${siteUrl}/static/`)).toBe(true)
    expect(metaContent(html, "og:image:width")).toBe("1200")
    expect(metaContent(html, "og:image:height")).toBe("630")
    expect(metaContent(html, "og:image:alt")).toBeTruthy()
    expect(metaContent(html, "twitter:image")).toBe(image)
    const file = path.join(publicDir, image.slice(siteUrl.length))
    const { width, height, format } = await sharp(file).metadata()
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" })
  })
})

describe(`JSON-LD of ${ROUTES.home.pt}`, () => {
  const html = readRoute(ROUTES.home.pt)
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))

  it("describes the company as a LocalBusiness with the facts of data/site.json, on the home page only", () => {
    expect(blocks).toHaveLength(1)
    const business = blocks[0]
    expect(business).toMatchObject({ "@context": "https://schema.org", "@type": "LocalBusiness", name: site.name, email: site.email })
    expect(business).toMatchObject({ url: `${siteUrl}${ROUTES.home.pt}`, telephone: `+${site.phone.replace(/\D/g, "")}` })
    expect(business.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: site.location.district,
      addressRegion: site.location.province,
      addressCountry: "MZ",
    })
    const open = site.openingHours.filter((hours: any) => !hours.closed)
    expect(business.openingHoursSpecification).toEqual(
      open.map((hours: any) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: hours.days, opens: hours.opens, closes: hours.closes })),
    )
    expect(business.sameAs).toEqual(site.social.filter((link: any) => link.available).map((link: any) => link.url))
    expect(business.image).toBe(metaContent(html, "og:image"))
    // Only on the home page.
    for (const route of [ROUTES.gallery.pt, ROUTES.responsibility.pt, NOT_FOUND_PAGES.pt])
      expect(readRoute(route)).not.toContain("application/ld+json")
  })
})
