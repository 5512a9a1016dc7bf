// Each route's static HTML, in both languages, carries its content, title and description, and its sharing tags and picture:
// crawlers, sharing previews and visitors without JavaScript get the page. Canonical, og:url and og:locale: languages.test.ts.
import fs from "fs"
import path from "path"
import sharp from "sharp"
import type { Lang } from "../../src/i18n/languages"
import { NOT_FOUND_PAGES, ROUTES } from "../../src/i18n/routes"
import { siteUrl } from "../../src/lib/settings"
import { bodyText, fold, metaContent, publicDir, readData, readList, readRoute, routeFile, titleOf } from "./html"

/** Each route of `lang` with its texts from data/ in that language, and the content its static markup must carry. */
function routesIn(lang: Lang) {
  const [pages, about, responsibility, site] = ["pages", "about", "responsibility", "site"].map((name) => readData(`${name}.json`, lang))
  const [slides, services, gallery] = ["slides", "services", "gallery"].map((name) => readList(`${name}.json`, lang))
  const routes = [
    {
      route: ROUTES.home[lang],
      texts: pages.home,
      content: [
        ...slides.flatMap((s) => [s.title, s.description]),
        ...services.flatMap((s) => [s.title, s.description]),
        pages.home.servicesHeading,
        about.heading,
        ...about.background,
        ...about.successFactors.flatMap((f: any) => [f.title, f.description]),
        about.vision,
        about.mission,
        ...about.values,
        ...about.figures.flatMap((f: any) => [f.value, f.label]),
        ...gallery.slice(0, 6).map((g) => g.title),
        pages.home.contactHeading,
        readData("interface.json", lang).form.submit,
        site.phone,
        site.whatsapp,
      ],
    },
    {
      route: ROUTES.gallery[lang],
      texts: pages.gallery,
      content: [
        pages.gallery.heading,
        pages.gallery.comingSoon,
        pages.gallery.comingSoonText,
        ...gallery.flatMap((g) => [g.title, g.description]),
      ],
    },
    {
      route: ROUTES.responsibility[lang],
      texts: pages.responsibility,
      content: [
        responsibility.heading,
        responsibility.intro,
        ...responsibility.sections.flatMap((s: any) => [s.title, ...s.paragraphs]),
        responsibility.cta.heading,
        responsibility.cta.text,
        responsibility.cta.label,
      ],
    },
    { route: NOT_FOUND_PAGES[lang], texts: pages.notFound, content: [pages.notFound.heading, pages.notFound.text] },
  ]
  // And every page's frame: the company's name and e-mail, the splash's text.
  return routes.map((page) => ({ ...page, site, content: [...page.content, site.name, site.email, pages.splash.loadingText] }))
}

describe.each([...routesIn("pt"), ...routesIn("en")])("built HTML of $route", ({ route, texts, site, content }) => {
  const html = fs.existsSync(routeFile(route)) ? readRoute(route) : ""

  it("has the title and meta description from data/pages.json, in its Open Graph and Twitter tags too", () => {
    expect(titleOf(html)).toBe(texts.title)
    for (const tag of ["og:title", "twitter:title"]) expect(metaContent(html, tag)).toBe(texts.title)
    for (const tag of ["description", "og:description", "twitter:description"]) expect(metaContent(html, tag)).toBe(texts.description)
    expect([metaContent(html, "og:type"), metaContent(html, "og:site_name")]).toEqual(["website", site.name])
  })

  it("has a 1200×630 JPEG sharing picture made by sharp and present in public/", async () => {
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image")
    const image = metaContent(html, "og:image") ?? ""
    expect(image.startsWith(`${siteUrl}/static/`)).toBe(true)
    expect([metaContent(html, "og:image:width"), metaContent(html, "og:image:height")]).toEqual(["1200", "630"])
    expect(metaContent(html, "og:image:alt")).toBeTruthy()
    expect(metaContent(html, "twitter:image")).toBe(image)
    const { width, height, format } = await sharp(path.join(publicDir, image.slice(siteUrl.length))).metadata()
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" })
  })

  it("contains the page's content and frame in the static markup", () => {
    const text = bodyText(html)
    for (const expected of content) expect(text).toContain(fold(expected))
  })
})
