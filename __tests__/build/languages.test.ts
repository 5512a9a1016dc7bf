// Both languages as built: lang, canonical, reciprocal hreflang, links within each, one template and one set of photo files.
import { CREDITS_SECTION_ID, NOT_FOUND_PAGES, ROUTES, SECTION_IDS, sectionHref } from "../../src/i18n/routes"
import { siteUrl } from "../../src/lib/settings"
import { headTag, metaContent, readRoute } from "./html"

const absolute = (route: string) => (route === ROUTES.home.pt ? `${siteUrl}/` : `${siteUrl}${route}`)

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
const canonical = (html: string) => /href="([^"]+)"/.exec(headTag(html, /<link[^>]+rel="canonical"[^>]*>/i)?.[0] ?? "")?.[1]
function alternates(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link[^>]+rel="alternate"[^>]*>/gi)].map((match) => match[0])
  return Object.fromEntries(links.map((link) => [/hreflang="([^"]+)"/i.exec(link)?.[1], /href="([^"]+)"/.exec(link)?.[1]]))
}
/** The links marked with hreflang in a page's body: the language switch. */
function languageLinks(html: string) {
  const body = html.slice(html.indexOf("<body"))
  return [...body.matchAll(/<a\s([^>]*hreflang="[^"]*"[^>]*)>([^<]*)<\/a>/gi)].map(([, attributes, text]) => {
    const attribute = (name: string) => new RegExp(`\\s?${name}="([^"]*)"`, "i").exec(` ${attributes}`)?.[1]
    return { href: attribute("href"), hreflang: attribute("hreflang"), lang: attribute("lang"), text }
  })
}

/** A page's body as its template writes it: each tag, its attributes' names and the STRUCTURAL ones' values; no text, link or label. */
const STRUCTURAL = new Set(["role", "class", "type", "popover", "tabindex", "aria-hidden", "data-island"])
function template(html: string) {
  const body = html.slice(html.indexOf("<body"), html.lastIndexOf("</body>"))
  return Array.from(body.matchAll(/<(\/?[a-z][\w-]*)([^>]*)>/gi), ([, tag, attributes]) =>
    [
      tag,
      ...Array.from(attributes.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g), ([, name, value]) =>
        STRUCTURAL.has(name) ? `${name}=${value}` : name,
      ).sort(),
    ].join(" "),
  )
}

/** The photo files a page's HTML points to (every rendition in srcset and src). */
const photoFiles = (html: string) => new Set([...html.matchAll(/\/static\/[0-9a-f]+\/[^"\s,]+\.(?:avif|webp|jpe?g|png)/g)].map((m) => m[0]))

describe.each(Object.values(ROUTES))("$pt and $en", ({ pt, en }) => {
  const ptHtml = readRoute(pt)
  const enHtml = readRoute(en)

  it("name their language, have their own absolute canonical URL and Open Graph locale, and link each other with hreflang", () => {
    expect([htmlLang(ptHtml), htmlLang(enHtml)]).toEqual(["pt", "en"])
    expect([canonical(ptHtml), metaContent(ptHtml, "og:url")]).toEqual([absolute(pt), absolute(pt)])
    expect([canonical(enHtml), metaContent(enHtml, "og:url")]).toEqual([absolute(en), absolute(en)])
    expect([metaContent(ptHtml, "og:locale"), metaContent(ptHtml, "og:locale:alternate")]).toEqual(["pt_PT", "en_GB"])
    expect([metaContent(enHtml, "og:locale"), metaContent(enHtml, "og:locale:alternate")]).toEqual(["en_GB", "pt_PT"])
    // Both ways, and x-default on the Portuguese.
    const expected = { pt: absolute(pt), en: absolute(en), "x-default": absolute(pt) }
    expect(alternates(ptHtml)).toEqual(expected)
    expect(alternates(enHtml)).toEqual(expected)
  })

  it("link to each other with the language switch, a plain link marked with its language", () => {
    // Twice: in the header, and in the menu's popover.
    const toEnglish = { href: en, hreflang: "en", lang: "en", text: "English" }
    const toPortuguese = { href: pt, hreflang: "pt", lang: "pt", text: "Português" }
    expect(languageLinks(ptHtml)).toEqual([toEnglish, toEnglish])
    expect(languageLinks(enHtml)).toEqual([toPortuguese, toPortuguese])
  })

  // Why the browser tests check each template's markup in Portuguese only (docs/TESTING.md).
  it("are one template: the same elements, roles and attributes, only texts, links and labels differ", () => {
    expect(template(enHtml)).toEqual(template(ptHtml))
  })

  it("use the same photo files: the English page makes no rendition of its own", () => {
    const ptPhotos = photoFiles(ptHtml)
    expect(ptPhotos.size).toBeGreaterThan(0)
    expect(photoFiles(enHtml)).toEqual(ptPhotos)
  })
})

it("the two 404 pages are one template too, in their language, not indexed, with no canonical address or hreflang", () => {
  const [pt, en] = [NOT_FOUND_PAGES.pt, NOT_FOUND_PAGES.en].map(readRoute)
  expect(template(en)).toEqual(template(pt))
  expect([pt, en].map(htmlLang)).toEqual(["pt", "en"])
  expect([pt, en].map((html) => metaContent(html, "og:locale"))).toEqual(["pt_PT", "en_GB"])
  for (const html of [pt, en]) {
    expect([canonical(html), metaContent(html, "og:url"), alternates(html)]).toEqual([undefined, undefined, {}])
    expect(metaContent(html, "robots")).toBe("noindex")
  }
})

it("the English home page links within the English site: sections on /en, the gallery, the credits", () => {
  const home = readRoute(ROUTES.home.en)
  expect(home).toContain(`href="${sectionHref(SECTION_IDS.contact, "en")}"`)
  expect(home).toContain(`href="${ROUTES.gallery.en}"`)
  expect(home).toContain(`href="${ROUTES.gallery.en}#${CREDITS_SECTION_ID}"`)
  for (const portuguese of [ROUTES.gallery.pt, ROUTES.responsibility.pt, `${ROUTES.home.pt}#`])
    expect(home).not.toContain(`href="${portuguese}`)
})
