// JSON-LD on the home page, absolute from the site URL setting. The sharing tags: routes.test.ts and languages.test.ts.
import { NOT_FOUND_PAGES, ROUTES } from "../../src/i18n/routes"
import { siteUrl } from "../../src/lib/settings"
import { metaContent, readData, readRoute } from "./html"

const site = readData("site.json")

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
    for (const route of [ROUTES.gallery.pt, ROUTES.responsibility.pt, NOT_FOUND_PAGES.pt])
      expect(readRoute(route)).not.toContain("application/ld+json")
  })
})
