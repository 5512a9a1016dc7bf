// /galeria's static HTML: the photos' texts, responsive sized thumbnails, the credits, and the lightbox's data.
import fs from "fs"
import path from "path"
import { pageDataUrl } from "../../src/build/html/pageFiles"
import { CREDITS_SECTION_ID, ROUTES, galleryPagePath } from "../../src/i18n/routes"
import { fillTemplate, type Lang } from "../../src/i18n/languages"
import { bodyText, decodeEntities, fold, publicDir, readCredits, readData, readList, readPublic, readRoute, routeFile } from "./html"

const gallery = readList("gallery.json")
const pages = readData("pages.json")
const credits = readCredits()
const texts = readData("interface.json").gallery
const html = fs.existsSync(routeFile(ROUTES.gallery.pt)) ? readRoute(ROUTES.gallery.pt) : ""
/** The HTML without <noscript> copies, so each image is counted once. */
const rendered = html.replace(/<noscript>[\s\S]*?<\/noscript>/gi, "")

const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)
  return m ? decodeEntities(m[1]) : undefined
}
const srcsetWidths = (srcset: string | undefined) => [...(srcset ?? "").matchAll(/\s(\d+)w/g)].map((m) => Number(m[1]))

/** The <picture> holding the image with this alt text. */
function pictureFor(alt: string) {
  const pictures = rendered.match(/<picture>[\s\S]*?<\/picture>/gi) ?? []
  return pictures.filter((p) => {
    const img = /<img\b[^>]*>/i.exec(p.replace(/<source\b[^>]*>/gi, ""))?.[0] ?? ""
    return attr(img, "alt") === alt
  })
}

describe(`built HTML of ${ROUTES.gallery.pt}`, () => {
  // Each photo's title and description: routes.test.ts; in data/'s order, page after page: galleryPages.spec.ts without JavaScript.
  describe.each(gallery.map((item, index) => ({ index, title: item.title, alt: item.alt })))("image $index ($title)", ({ index, alt }) => {
    const [picture] = pictureFor(alt)

    it("is rendered once, inside a link to its large photo, a file of the build (what works without JavaScript)", () => {
      expect(pictureFor(alt)).toHaveLength(1)
      const before = rendered.slice(0, rendered.indexOf(picture))
      const opening = before.lastIndexOf("<a ")
      expect(opening).toBeGreaterThan(before.lastIndexOf("</a>"))
      const link = /<a\b[^>]*>/.exec(before.slice(opening))![0]
      const href = attr(link, "href") ?? ""
      expect(href).toMatch(/\.webp$/)
      expect(fs.existsSync(path.join(publicDir, decodeURIComponent(href)))).toBe(true)
      expect(Number(attr(link, "data-photo-ratio"))).toBeGreaterThan(0)
      expect(attr(link, "data-position")).toBe(fillTemplate(texts.lightboxPosition, { position: index + 1, count: gallery.length }))
    })

    it("offers AVIF and WebP sources with responsive widths no larger than 720 px", () => {
      const sources = picture.match(/<source\b[^>]*>/gi) ?? []
      for (const type of ["image/avif", "image/webp"]) {
        const source = sources.find((s) => attr(s, "type") === type)
        expect(source).toBeDefined()
        const widths = srcsetWidths(attr(source!, "srcset") ?? attr(source!, "data-srcset"))
        expect(widths.length).toBeGreaterThanOrEqual(3)
        expect(Math.max(...widths)).toBeLessThanOrEqual(720)
        expect(Math.min(...widths)).toBeLessThanOrEqual(360)
        expect(attr(source!, "sizes")).toMatch(/min-width: 1024px/)
      }
    })

    it("has a JPEG fallback <img>, lazy below the first, with a placeholder colour and its 3:2 box reserved before it loads", () => {
      const img = /<img\b[^>]*>/i.exec(picture.replace(/<source\b[^>]*>/gi, ""))![0]
      // Lazy images keep their addresses in data-src/data-srcset until gatsby-plugin-image swaps them in.
      expect(attr(img, "src") ?? attr(img, "data-src")).toMatch(/\.jpe?g$/)
      const widths = srcsetWidths(attr(img, "srcset") ?? attr(img, "data-srcset"))
      expect(widths.length).toBeGreaterThanOrEqual(3)
      expect(Math.max(...widths)).toBeLessThanOrEqual(720)
      expect(attr(img, "loading")).toBe(index === 0 ? "eager" : "lazy")
      expect(attr(img, "style")).toMatch(/background-color:\s*#[0-9a-f]{3,8}/i)
      // The rendition's intrinsic size, and the box (the <span> around the picture) of the same ratio: nothing shifts.
      const [width, height] = [Number(attr(img, "width")), Number(attr(img, "height"))]
      expect(width).toBeGreaterThan(0)
      expect(width).toBeLessThanOrEqual(720)
      expect(width / height).toBeCloseTo(1.5, 2)
      const at = rendered.indexOf(picture)
      expect(rendered.slice(rendered.lastIndexOf("<span", at), at)).toMatch(new RegExp(`aspect-ratio:\\s*${width}\\s*/\\s*${height}`))
    })
  })

  it(`lists the credit of every photo the site uses in #${CREDITS_SECTION_ID}, licences linked`, () => {
    const start = html.indexOf(`id="${CREDITS_SECTION_ID}"`)
    expect(start).toBeGreaterThan(0)
    const section = html.slice(start, html.indexOf("</section>", start))
    const text = bodyText(`<body>${section}</body>`)
    expect(text).toContain(fold(pages.gallery.creditsIntro))
    // Every photo of the gallery has its credit, and the credits hold the site's other photos too.
    expect(credits.length).toBeGreaterThanOrEqual(gallery.length)
    for (const credit of credits) {
      expect(text).toContain(fold(credit.work))
      expect(text).toContain(fold(credit.author))
      expect(text).toContain(credit.file)
      if (credit.licenceUrl) expect(section).toContain(`href="${credit.licenceUrl}"`)
    }
  })

  it(`fits on one page (36 photos a page): no page links, and no ${galleryPagePath(2)}`, () => {
    expect(html).not.toContain('data-testid="gallery-pagination"')
    expect(fs.existsSync(routeFile(galleryPagePath(2)))).toBe(false)
  })

  describe("the lightbox's photos", () => {
    /** The gallery's page data in `lang`, and the photos file it names. */
    const lightbox = (lang: Lang) => {
      const pageData = JSON.parse(readPublic(pageDataUrl(ROUTES.gallery[lang])))
      const url: string = pageData.result.pageContext.photosUrl ?? ""
      return { pageData, url, photos: fs.existsSync(path.join(publicDir, url)) ? JSON.parse(readPublic(url)) : [] }
    }
    const { pageData, url, photos } = lightbox("pt")

    it("are one content-hashed file under /static/ (cached for a year) per language, named in the page's data", () => {
      expect(url).toMatch(/^\/static\/galeria-[0-9a-f]{12}\.json$/)
      expect(lightbox("en").url).toMatch(/^\/static\/galeria-en-[0-9a-f]{12}\.json$/)
      expect(fs.readdirSync(path.join(publicDir, "static")).filter((name) => /^galeria-[0-9a-f]{12}\.json$/.test(name))).toEqual([
        path.basename(url),
      ])
    })

    it("hold every photo of data/gallery.json, in order, with its texts in each language's file, and the same renditions", () => {
      type Photo = { title: string; description: string; alt: string; large: unknown }
      const texts = (list: Photo[]) => list.map((photo) => [photo.title, photo.description, photo.alt])
      expect(texts(photos)).toEqual(texts(gallery))
      const english: Photo[] = lightbox("en").photos
      expect(texts(english)).toEqual(texts(readList("gallery.json", "en")))
      expect(english.map((photo) => photo.large)).toEqual(photos.map((photo: Photo) => photo.large))
    })

    it("offer 800, 1200 and 1600 px in WebP only (the lightbox needs JavaScript, so no JPEG), every file built", () => {
      for (const photo of photos) {
        const { images } = photo.large
        expect(images.fallback.src).toMatch(/\.webp$/)
        expect(images.sources).toEqual([])
        const srcsets = images.fallback.srcSet
        const widths = new Set([...srcsets.matchAll(/\s(\d+)w/g)].map((m) => Number(m[1])))
        // A photo narrower than 1600 px stops at its own width.
        expect(Math.max(...widths)).toBeLessThanOrEqual(1600)
        for (const width of [800, 1200, 1600].filter((w) => w <= photo.large.width)) expect(widths).toContain(width)
        for (const candidate of srcsets.split(",")) expect(fs.existsSync(path.join(publicDir, candidate.trim().split(/\s+/)[0]))).toBe(true)
      }
    })

    it("are not in the page's own data, which carries only the thumbnails", () => {
      expect(JSON.stringify(pageData)).not.toMatch(/"large"/)
      expect(pageData.result.data.gallery.nodes).toHaveLength(gallery.length)
    })
  })
})
