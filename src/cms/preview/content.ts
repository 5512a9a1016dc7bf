/**
 * The preview's data: the content files as the editor holds them, turned into the props the site's components
 * take from their page queries, in one language. sharp's renditions exist only after a build, so a photo shows
 * from the editor's media (`assetUrl`) at the width and aspect ratio the page's query asks for.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { FrameData, InterfaceTexts, SiteFacts } from "../../i18n/frame"
import { alternatePaths } from "../../i18n/routes"
import type { Lang, Localized } from "../../i18n/languages"
import { localizeFile } from "../../content/localize"
import { GALLERY_TEASER_COUNT, type GalleryContent, type PagesContent } from "../../content/schema"
import { photosPerPage } from "../../lib/galleryPages"

/** The content files by their name in data/ ("services.json"), as JSON. */
export type ContentFiles = Record<string, unknown>

/** A photo's path as data/ keeps it ("images/x.jpg") → an address the preview can load. */
export type AssetUrl = (path: string) => string

/** The renditions the pages' queries ask for (the aspect ratio sets the box), or none for full width: keep them equal. */
export const RENDITIONS = {
  /** src/pages/index.tsx, slides: FULL_WIDTH. */
  slide: null,
  /** src/pages/index.tsx, aboutJson.image: width 560, aspectRatio 1.333. */
  about: { width: 560, height: 420 },
  /** src/pages/index.tsx, gallery (the teaser): width 420, aspectRatio 1.333. */
  teaser: { width: 420, height: 315 },
  /** src/templates/galeria.tsx, thumb: width 720, aspectRatio 1.5. */
  galleryThumb: { width: 720, height: 480 },
  /** src/pages/responsabilidade-social.tsx, image: FULL_WIDTH. */
  banner: null,
  /** src/pages/responsabilidade-social.tsx, sections' image: width 1100, aspectRatio 1.5. */
  section: { width: 1100, height: 733 },
} as const

type Rendition = (typeof RENDITIONS)[keyof typeof RENDITIONS]

/** One photo as sharp's gatsbyImageData, with the editor's file as its only source. */
function previewImage(url: string, rendition: Rendition): IGatsbyImageData {
  return {
    layout: rendition ? "constrained" : "fullWidth",
    width: rendition?.width ?? 1,
    height: rendition?.height ?? 1,
    images: { fallback: { src: url }, sources: [] },
  }
}

/** What a page query gives for an image field: `{ childImageSharp: { gatsbyImageData } }` (null without a photo yet). */
const sharpImage = (path: unknown, assetUrl: AssetUrl, rendition: Rendition) => ({
  childImageSharp: typeof path === "string" && path !== "" ? { gatsbyImageData: previewImage(assetUrl(path), rendition) } : null,
})

const listOf = <T = Record<string, unknown>>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

/**
 * A list's entries (none while it is not a list), the first at position `from` in its list; one the editor has just
 * added may lack its id: the position stands in for React's key.
 */
const entriesOf = <T extends { id?: unknown } = Record<string, unknown>>(value: unknown, from = 0) =>
  listOf<T>(value).map((entry, index) => ({ ...entry, id: entry.id ?? `novo-${from + index}` }))

type Pages = Localized<PagesContent>
type GalleryPhoto = Localized<GalleryContent>["photos"][number]

/**
 * Everything a preview shows, in one language, shaped as the page queries shape it. The gallery is the site's page of
 * it that holds the photo at position `photo` (the one changed last): a preview of 300 photos draws and reads 36.
 */
export function previewData(files: ContentFiles, lang: Lang, assetUrl: AssetUrl, photo = 0) {
  const file = <T>(name: string) => (localizeFile<T | undefined>(name, files[name] ?? {}, lang) ?? ({} as T)) as T
  const site = file<SiteFacts>("site.json")
  const texts = file<InterfaceTexts>("interface.json")
  const pages = file<Pages>("pages.json")
  const frame: FrameData = {
    lang,
    alternates: alternatePaths("/"),
    texts,
    site: { ...site, openingHours: entriesOf(site.openingHours), social: entriesOf(site.social) },
    splashText: pages.splash?.loadingText ?? "",
  }
  type Slide = Queries.HomePageQuery["slides"]["nodes"][number]
  const slides = entriesOf(file<{ slides: unknown }>("slides.json").slides).map(
    (slide) => ({ ...slide, image: sharpImage(slide.image, assetUrl, RENDITIONS.slide) }) as unknown as Slide,
  )
  const aboutFile = file<Record<string, unknown>>("about.json")
  const about = {
    ...aboutFile,
    image: sharpImage(aboutFile.image, assetUrl, RENDITIONS.about),
    successFactors: entriesOf(aboutFile.successFactors),
    figures: entriesOf(aboutFile.figures),
  } as unknown as NonNullable<Queries.HomePageQuery["aboutJson"]>
  const services = entriesOf(file<{ services: unknown }>("services.json").services) as unknown as Queries.HomePageQuery["services"]["nodes"]
  const allPhotos = listOf((files["gallery.json"] as { photos?: unknown } | undefined)?.photos)
  /** The photos from position `from` to `to`, in this language (only these: each is read through the schema). */
  const photos = (from: number, to: number) =>
    entriesOf<GalleryPhoto>(localizeFile<{ photos?: unknown }>("gallery.json", { photos: allPhotos.slice(from, to) }, lang)?.photos, from)
  const perPage = photosPerPage(process.env)
  const pageCount = Math.max(1, Math.ceil(allPhotos.length / perPage))
  const page = Math.min(pageCount, Math.floor(photo / perPage) + 1)
  const skip = (page - 1) * perPage
  const gallery = {
    page,
    pageCount,
    skip,
    total: allPhotos.length,
    items: photos(skip, skip + perPage).map((photo) => ({
      id: photo.id,
      title: photo.title,
      description: photo.description,
      alt: photo.alt,
      thumb: sharpImage(photo.image, assetUrl, RENDITIONS.galleryThumb).childImageSharp?.gatsbyImageData ?? null,
    })),
  }
  const teaser = photos(0, GALLERY_TEASER_COUNT).map((photo) => ({ ...photo, image: sharpImage(photo.image, assetUrl, RENDITIONS.teaser) }))
  const responsibilityFile = file<Record<string, unknown>>("responsibility.json")
  const responsibility = {
    ...responsibilityFile,
    image: sharpImage(responsibilityFile.image, assetUrl, RENDITIONS.banner),
    sections: entriesOf(responsibilityFile.sections).map((section) => ({
      ...section,
      paragraphs: listOf(section.paragraphs),
      image: sharpImage(section.image, assetUrl, RENDITIONS.section),
    })),
  } as unknown as NonNullable<Queries.ResponsibilityPageQuery["responsibilityJson"]>
  return {
    frame,
    pages,
    slides,
    about,
    services,
    gallery,
    teaser: teaser as unknown as Queries.HomePageQuery["gallery"]["nodes"],
    responsibility,
  }
}

export type PreviewData = ReturnType<typeof previewData>
