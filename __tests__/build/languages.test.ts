// Both languages as built: lang, canonical, reciprocal hreflang, the English texts, one template and one set of photo files.
import fs from "fs"
import path from "path"
import { CREDITS_SECTION_ID, NOT_FOUND_PAGES, ROUTES, SECTION_IDS, sectionHref } from "../../src/i18n/routes"
import { siteUrl } from "../../src/lib/settings"
import { headTag, metaContent, publicDir, readData, readList, readRoute, titleOf } from "./html"

/** Every page of the route table, in both languages. */
const PAIRS = Object.values(ROUTES)
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

describe.each(PAIRS)("$pt and $en", ({ pt, en }) => {
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

it("the two 404 pages are one template too, with no canonical address", () => {
  const [pt, en] = [NOT_FOUND_PAGES.pt, NOT_FOUND_PAGES.en].map((file) => fs.readFileSync(path.join(publicDir, file), "utf8"))
  expect(template(en)).toEqual(template(pt))
  for (const html of [pt, en]) expect([canonical(html), metaContent(html, "og:url")]).toEqual([undefined, undefined])
  expect([pt, en].map((html) => metaContent(html, "og:locale"))).toEqual(["pt_PT", "en_GB"])
})

describe("the English pages' texts", () => {
  const pages = readData("pages.json", "en")

  it("come from the English of data/: titles, headings, services, photos, the interface", () => {
    const home = readRoute(ROUTES.home.en)
    expect(titleOf(home)).toBe(pages.home.title)
    for (const service of readList("services.json", "en")) expect(home).toContain(service.title)
    expect(home).toContain(readData("interface.json", "en").form.submit)
    expect(home).toContain(readData("pages.json", "en").splash.loadingText)
    const gallery = readRoute(ROUTES.gallery.en)
    expect(titleOf(gallery)).toBe(pages.gallery.title)
    expect(gallery).toContain(readList("gallery.json", "en")[0].title)
    expect(titleOf(readRoute(ROUTES.responsibility.en))).toBe(pages.responsibility.title)
  })

  it("link within the English site: sections on /en, the gallery, the credits", () => {
    const home = readRoute(ROUTES.home.en)
    expect(home).toContain(`href="${sectionHref(SECTION_IDS.contact, "en")}"`)
    expect(home).toContain(`href="${ROUTES.gallery.en}"`)
    expect(home).toContain(`href="${ROUTES.gallery.en}#${CREDITS_SECTION_ID}"`)
    // No link to a Portuguese page or section.
    for (const portuguese of [ROUTES.gallery.pt, ROUTES.responsibility.pt, `${ROUTES.home.pt}#`])
      expect(home).not.toContain(`href="${portuguese}`)
  })

  it("have an English 404 page for unknown paths under /en, not indexed and with no hreflang", () => {
    const html = readRoute(NOT_FOUND_PAGES.en)
    expect(htmlLang(html)).toBe("en")
    expect(titleOf(html)).toBe(pages.notFound.title)
    expect(html).toContain(pages.notFound.text)
    expect(headTag(html, /<meta[^>]+name="robots"[^>]+content="noindex"[^>]*>/i)).toBeTruthy()
    expect(alternates(html)).toEqual({})
  })

  it("each language's lightbox file holds its photos' texts in that language, and the same renditions", () => {
    const read = (prefix: string) => {
      const name = fs.readdirSync(path.join(publicDir, "static")).find((file) => new RegExp(`^${prefix}[0-9a-f]{12}\\.json$`).test(file))!
      return JSON.parse(fs.readFileSync(path.join(publicDir, "static", name), "utf8")) as { title: string; large: unknown }[]
    }
    const [portuguese, english] = [read("galeria-"), read("galeria-en-")]
    expect(english.map((photo) => photo.title)).toEqual(readList("gallery.json", "en").map((photo) => photo.title))
    expect(english.map((photo) => photo.large)).toEqual(portuguese.map((photo) => photo.large))
  })
})

describe("the sitemap in both languages", () => {
  const xml = fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8")
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(match[1])?.[1],
    links: Object.fromEntries(
      [...match[1].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
    ),
  }))

  it.each(PAIRS)("lists $pt and $en, each with both alternates and x-default", ({ pt, en }) => {
    const expected = { pt: absolute(pt), en: absolute(en), "x-default": absolute(pt) }
    const normalise = (url?: string) => url?.replace(/\/$/, "")
    for (const route of [pt, en]) {
      const entry = entries.find((candidate) => normalise(candidate.loc) === normalise(absolute(route)))
      expect(entry?.links).toEqual(expected)
    }
  })
})
