/**
 * The gallery's pages. The photos are split into pages of `photosPerPage` (36 unless the
 * build sets GALLERY_PHOTOS_PER_PAGE): /galeria, /galeria/2, /galeria/3 … Each page's HTML
 * and page-data hold only its own photos, so a gallery of hundreds stays light; the pages
 * link to each other (plain links, so they work without JavaScript). The lightbox's photos,
 * every one of them, are in one JSON file the lightbox fetches when it is first wanted
 * (gatsby-node.ts writes it), so previous/next reach every photo from any page.
 */

export const GALLERY_PATH = "/galeria"
export const DEFAULT_PHOTOS_PER_PAGE = 36
/** The build's page size: GALLERY_PHOTOS_PER_PAGE (a whole number ≥ 1), or 36. */
export function photosPerPage(env: Record<string, string | undefined>): number {
  const raw = env.GALLERY_PHOTOS_PER_PAGE
  if (raw === undefined || raw === "") return DEFAULT_PHOTOS_PER_PAGE
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`GALLERY_PHOTOS_PER_PAGE must be a whole number of at least 1, not "${raw}"`)
  return value
}

/** The path of page `page` (1-based): /galeria, then /galeria/2 … */
export function galleryPagePath(page: number): string {
  return page <= 1 ? GALLERY_PATH : `${GALLERY_PATH}/${page}`
}

/** What gatsby-node passes to each gallery page (src/templates/galeria.tsx). */
export interface GalleryPageContext {
  /** Photos before this page's first one: the lightbox index of its first photo. */
  skip: number
  limit: number
  /** 1-based. */
  page: number
  pageCount: number
  /** Photos in the whole gallery. */
  total: number
  /** URL of the lightbox's JSON (every photo), content-hashed. */
  photosUrl: string
  /** The full credits section is on the first page; the others link to it. */
  withCredits: boolean
}

/** One page per `perPage` photos (at least one page, even with no photo). */
export function galleryPages(total: number, perPage: number, photosUrl: string): { path: string; context: GalleryPageContext }[] {
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  return Array.from({ length: pageCount }, (_, i) => ({
    path: galleryPagePath(i + 1),
    context: { skip: i * perPage, limit: perPage, page: i + 1, pageCount, total, photosUrl, withCredits: i === 0 },
  }))
}
