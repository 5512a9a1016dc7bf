import { render } from "@testing-library/react"
import { JsonLd } from "../../../../src/components/seo/JsonLd"
import { localBusinessJsonLd, type JsonLdFacts } from "../../../../src/components/seo/jsonLd"
import { readData } from "../../../data"

const site = readData<
  JsonLdFacts & { legalName: string; description: string; location: { district: string; province: string; countryCode: string } }
>("site.json")
const siteUrl = "https://www.exemplo.co.mz"

// The home page's block as built, with every fact of data/site.json: __tests__/build/metadata.test.ts.
describe("localBusinessJsonLd, with data/site.json", () => {
  const data = localBusinessJsonLd(site, { siteUrl }) as Record<string, any>

  it("has an absolute logo, the image unless one is given, and no sameAs without an available social link", () => {
    expect(data.logo).toBe(`${siteUrl}/icons/icon-512x512.png`)
    expect(data.image).toBe(data.logo)
    const withImage = localBusinessJsonLd(site, {
      siteUrl: `${siteUrl}/`,
      image: "/static/h/hero.jpg",
      logo: "https://cdn.example/logo.png",
    })
    expect(withImage.logo).toBe("https://cdn.example/logo.png")
    const none = localBusinessJsonLd({ ...site, social: site.social.map((link) => ({ ...link!, available: false })) }, { siteUrl })
    expect(none).not.toHaveProperty("sameAs")
  })

  it("describes the business in the page's language, with that language's home page, and the same @id", () => {
    const english = readData("site.json", "en")
    const pt = localBusinessJsonLd(site, { siteUrl, lang: "pt" })
    const en = localBusinessJsonLd(english, { siteUrl, lang: "en" })
    expect(en.url).toBe(`${siteUrl}/en`)
    expect(en.description).toBe(english.description)
    expect(en.description).not.toBe(pt.description)
    expect(en["@id"]).toBe(pt["@id"])
    expect(en.knowsLanguage).toEqual(["pt", "en"])
  })
})

describe("JsonLd", () => {
  it("renders a JSON-LD script whose content parses back to the data, with < escaped", () => {
    const data = { "@context": "https://schema.org", "@type": "Thing", name: "</script><b>x</b>" }
    const { container } = render(<JsonLd data={data} />)
    const script = container.querySelector('script[type="application/ld+json"]')!
    expect(script.innerHTML).not.toContain("</script>")
    expect(JSON.parse(script.innerHTML)).toEqual(data)
  })
})
