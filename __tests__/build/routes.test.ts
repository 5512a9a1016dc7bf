// Each route's static HTML carries its content, title and description: crawlers and visitors without JavaScript get the page.
import fs from "fs"
import { NOT_FOUND_PAGES, ROUTES } from "../../src/i18n/routes"
import { bodyText, fold, metaContent, readData, readList, readRoute, routeFile, titleOf } from "./html"

const pages = readData("pages.json")
const slides = readList("slides.json")
const services = readList("services.json")
const gallery = readList("gallery.json")
const about = readData("about.json")
const responsibility = readData("responsibility.json")
const site = readData("site.json")

const routes = [
  {
    route: ROUTES.home.pt,
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
      site.phone,
      site.whatsapp,
    ],
  },
  { route: ROUTES.gallery.pt, texts: pages.gallery, content: [pages.gallery.heading, ...gallery.flatMap((g) => [g.title, g.description])] },
  {
    route: ROUTES.responsibility.pt,
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
  { route: NOT_FOUND_PAGES.pt, texts: pages.notFound, content: [pages.notFound.heading, pages.notFound.text] },
]

describe.each(routes)("built HTML of $route", ({ route, texts, content }) => {
  const html = fs.existsSync(routeFile(route)) ? readRoute(route) : ""

  it("has the title and meta description from data/pages.json", () => {
    expect(titleOf(html)).toBe(texts.title)
    expect(metaContent(html, "description")).toBe(texts.description)
  })

  it("contains the page's content in the static markup, and the site frame (company name, contact e-mail)", () => {
    const text = bodyText(html)
    for (const expected of [...content, site.name, site.email]) expect(text).toContain(fold(expected))
  })
})
