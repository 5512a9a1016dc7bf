import { render, renderHook } from "@testing-library/react"
import { useSiteFacts } from "../../../../src/i18n/frame"
import { InFrame } from "../../helpers"
import { JsonLd } from "../../../../src/components/seo/JsonLd"
import { internationalPhone } from "../../../../src/lib/contactLinks"
import { localBusinessJsonLd, serializeJsonLd, type JsonLdFacts } from "../../../../src/components/seo/jsonLd"
import { readData } from "../../../data"

const site = readData<
  JsonLdFacts & { legalName: string; description: string; location: { district: string; province: string; countryCode: string } }
>("site.json")
const siteUrl = "https://www.exemplo.co.mz"

describe("localBusinessJsonLd against data/site.json", () => {
  const data = localBusinessJsonLd(site, { siteUrl }) as Record<string, any>

  it("is a schema.org LocalBusiness with the company's name, phone and e-mail", () => {
    expect(data["@context"]).toBe("https://schema.org")
    expect(data["@type"]).toBe("LocalBusiness")
    expect(data.name).toBe(site.name)
    expect(data.legalName).toBe(site.legalName)
    expect(data.description).toBe(site.description)
    expect(data.email).toBe(site.email)
    expect(data.telephone).toBe(`+${site.phone.replace(/\D/g, "")}`)
    expect(data.telephone).toMatch(/^\+258\d{9}$/)
  })

  it("has the address: district as locality, province as region, Mozambique's ISO code", () => {
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: site.location.district,
      addressRegion: site.location.province,
      addressCountry: "MZ",
    })
    expect(site.location.countryCode).toBe("MZ")
  })

  it("has one opening-hours entry per open period in the data, none for closed days", () => {
    const open = site.openingHours.filter((hours) => hours && !hours.closed)
    expect(data.openingHoursSpecification).toHaveLength(open.length)
    open.forEach((hours, index) => {
      expect(data.openingHoursSpecification[index]).toEqual({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours!.days,
        opens: hours!.opens,
        closes: hours!.closes,
      })
    })
    const listedDays = data.openingHoursSpecification.flatMap((spec: any) => spec.dayOfWeek)
    const closedDays = site.openingHours.filter((hours) => hours?.closed).flatMap((hours) => hours!.days)
    expect(closedDays.length).toBeGreaterThan(0)
    for (const day of closedDays) expect(listedDays).not.toContain(day)
    for (const spec of data.openingHoursSpecification) {
      expect(spec.opens).toMatch(/^\d{2}:\d{2}$/)
      expect(spec.closes).toMatch(/^\d{2}:\d{2}$/)
    }
  })

  it("lists in sameAs exactly the social links marked available", () => {
    const available = site.social.filter((link) => link?.available && link.url).map((link) => link!.url)
    expect(available.length).toBeGreaterThan(0)
    expect(data.sameAs).toEqual(available)
  })

  it("has absolute url, logo and image", () => {
    expect(data.url).toBe(`${siteUrl}/`)
    expect(data.logo).toBe(`${siteUrl}/icons/icon-512x512.png`)
    expect(data.image).toBe(data.logo)
    const withImage = localBusinessJsonLd(site, {
      siteUrl: `${siteUrl}/`,
      image: "/static/h/hero.jpg",
      logo: "https://cdn.example/logo.png",
    })
    expect(withImage.image).toBe(`${siteUrl}/static/h/hero.jpg`)
    expect(withImage.logo).toBe("https://cdn.example/logo.png")
  })

  it("leaves sameAs out when no social link is available", () => {
    const none = localBusinessJsonLd({ ...site, social: site.social.map((link) => ({ ...link!, available: false })) }, { siteUrl })
    expect(none).not.toHaveProperty("sameAs")
  })
})

describe("localBusinessJsonLd with useSiteFacts", () => {
  it("takes the hook's facts as they are (typed: npm run typecheck checks SiteFacts fits)", () => {
    const { result } = renderHook(() => useSiteFacts(), { wrapper: InFrame })
    expect(localBusinessJsonLd(result.current, { siteUrl })).toEqual(localBusinessJsonLd(site, { siteUrl }))
  })

  it("describes the business in the page's language, with that language's home page, and the same @id", () => {
    const english = readData("site.json", "en")
    const pt = localBusinessJsonLd(site, { siteUrl, lang: "pt" })
    const en = localBusinessJsonLd(english, { siteUrl, lang: "en" })
    expect(pt.url).toBe(`${siteUrl}/`)
    expect(en.url).toBe(`${siteUrl}/en`)
    expect(en.description).toBe(english.description)
    expect(en.description).not.toBe(pt.description)
    expect(en["@id"]).toBe(pt["@id"])
    expect(en.knowsLanguage).toEqual(["pt", "en"])
  })
})

describe("internationalPhone", () => {
  it("keeps only the digits after a plus", () => {
    expect(internationalPhone("+258 84 000 0000")).toBe("+258840000000")
  })
})

describe("JsonLd", () => {
  it("renders a JSON-LD script whose content parses back to the data, with < escaped", () => {
    const data = { "@context": "https://schema.org", "@type": "Thing", name: "</script><b>x</b>" }
    const { container } = render(<JsonLd data={data} />)
    const script = container.querySelector('script[type="application/ld+json"]')!
    expect(script.innerHTML).not.toContain("</script>")
    expect(script.innerHTML).toBe(serializeJsonLd(data))
    expect(JSON.parse(script.innerHTML)).toEqual(data)
  })
})
