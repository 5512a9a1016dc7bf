import * as React from "react"
import { render } from "@testing-library/react"
import { Seo } from "../../../../src/components/seo/Seo"
import { absoluteUrl, canonicalUrl, siteUrl } from "../../../../src/lib/settings"
import type { Lang } from "../../../../src/i18n/languages"
import { ROUTES } from "../../../../src/i18n/routes"
import { frameData, site } from "../../helpers"

/** Seo renders head tags; in a test they land in the container, which is enough to read them. */
function renderSeo(props: Omit<React.ComponentProps<typeof Seo>, "frame">, lang: Lang = "pt") {
  const { container } = render(<Seo frame={frameData({ lang })} {...props} />)
  const meta = (key: string) => container.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null
  return { container, meta }
}

const image = { src: "/static/abc/og-home.jpg", width: 1200, height: 630, alt: "Cajueiros em Zavala" }

describe("Seo", () => {
  it("emits title, description, canonical and Open Graph tags with absolute URLs", () => {
    const { container, meta } = renderSeo({
      title: "Galeria | Zavala Caju",
      description: "Fotografias",
      pathname: ROUTES.gallery.pt,
      image,
    })
    expect(container.querySelector("title")?.textContent).toBe("Galeria | Zavala Caju")
    expect(meta("description")).toBe("Fotografias")
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${siteUrl}${ROUTES.gallery.pt}`)
    expect(meta("og:title")).toBe("Galeria | Zavala Caju")
    expect(meta("og:description")).toBe("Fotografias")
    expect(meta("og:url")).toBe(`${siteUrl}${ROUTES.gallery.pt}`)
    expect(meta("og:type")).toBe("website")
    expect(meta("og:site_name")).toBe(site.name)
    expect(meta("og:locale")).toBe("pt_PT")
    expect(meta("og:locale:alternate")).toBe("en_GB")
    expect(meta("og:image")).toBe(`${siteUrl}/static/abc/og-home.jpg`)
    expect(meta("og:image:width")).toBe("1200")
    expect(meta("og:image:height")).toBe("630")
    expect(meta("og:image:alt")).toBe("Cajueiros em Zavala")
  })

  it("emits a large-image Twitter card when the page has an image", () => {
    const { meta } = renderSeo({ title: "Início", description: "Caju de Zavala", pathname: ROUTES.home.pt, image, type: "article" })
    expect(meta("twitter:card")).toBe("summary_large_image")
    expect(meta("twitter:title")).toBe("Início")
    expect(meta("twitter:description")).toBe("Caju de Zavala")
    expect(meta("twitter:image")).toBe(`${siteUrl}/static/abc/og-home.jpg`)
    expect(meta("twitter:image:alt")).toBe("Cajueiros em Zavala")
    expect(meta("og:type")).toBe("article")
  })

  it("keeps the home page's canonical URL with its slash", () => {
    const { container, meta } = renderSeo({ title: "Início", description: "d", pathname: ROUTES.home.pt })
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${siteUrl}/`)
    expect(meta("og:url")).toBe(`${siteUrl}/`)
  })

  it("falls back to a summary card and no og:image without an image", () => {
    const { container, meta } = renderSeo({ title: "Início", description: "d", pathname: ROUTES.home.pt })
    expect(meta("twitter:card")).toBe("summary")
    expect(meta("og:image")).toBeNull()
    expect(meta("twitter:image")).toBeNull()
    expect(container.querySelectorAll("meta[content='']")).toHaveLength(0)
  })

  it("has no canonical link nor og:url for a page without a pathname (404)", () => {
    const { container, meta } = renderSeo({ title: "Página não encontrada", description: "d" })
    expect(container.querySelector('link[rel="canonical"]')).toBeNull()
    expect(meta("og:url")).toBeNull()
    expect(meta("og:title")).toBe("Página não encontrada")
  })

  it("renders its children after the generated tags", () => {
    const { container } = render(
      <Seo frame={frameData()} title="t" description="d">
        <meta name="robots" content="noindex" />
      </Seo>,
    )
    expect(container.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex")
  })
})

describe("absoluteUrl and canonicalUrl", () => {
  it("puts the site URL in front of site paths and leaves absolute URLs alone", () => {
    expect(absoluteUrl("/static/x.jpg")).toBe(`${siteUrl}/static/x.jpg`)
    expect(absoluteUrl("static/x.jpg")).toBe(`${siteUrl}/static/x.jpg`)
    expect(absoluteUrl("https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg")
  })

  it("drops trailing slashes except on the home page", () => {
    expect(canonicalUrl(ROUTES.home.pt)).toBe(`${siteUrl}/`)
    expect(canonicalUrl(`${ROUTES.gallery.pt}/`)).toBe(`${siteUrl}${ROUTES.gallery.pt}`)
  })

  it("uses an absolute http(s) site URL without a trailing slash", () => {
    expect(siteUrl).toMatch(/^https?:\/\/[^/]+(\/.*[^/])?$/)
  })

  it("names the page's language, and links its twin in the other language both ways, with x-default on the Portuguese", () => {
    const alternates = (container: HTMLElement) =>
      Object.fromEntries(
        [...container.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      )
    const pt = renderSeo({ title: "Galeria", description: "d", pathname: ROUTES.gallery.pt })
    expect(pt.container.querySelector("html")?.getAttribute("lang")).toBe("pt")
    expect(alternates(pt.container)).toEqual({
      pt: `${siteUrl}${ROUTES.gallery.pt}`,
      en: `${siteUrl}${ROUTES.gallery.en}`,
      "x-default": `${siteUrl}${ROUTES.gallery.pt}`,
    })
    const en = renderSeo({ title: "Gallery", description: "d", pathname: ROUTES.gallery.en }, "en")
    expect(en.container.querySelector("html")?.getAttribute("lang")).toBe("en")
    expect(en.container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${siteUrl}${ROUTES.gallery.en}`)
    expect(alternates(en.container)).toEqual(alternates(pt.container))
    expect(en.meta("og:locale")).toBe("en_GB")
    expect(en.meta("og:locale:alternate")).toBe("pt_PT")
  })
})
