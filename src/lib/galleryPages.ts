import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * The gallery's pages: each page's HTML and page-data hold only its own photos, so a gallery of hundreds stays
 * light, while the lightbox's one JSON file holds every photo, so previous/next reach them all from any page.
 */

export const DEFAULT_PHOTOS_PER_PAGE = 36
export function photosPerPage(env: Record<string, string | undefined>): number {
  const raw = env.GALLERY_PHOTOS_PER_PAGE
  if (raw === undefined || raw === "") return DEFAULT_PHOTOS_PER_PAGE
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`GALLERY_PHOTOS_PER_PAGE must be a whole number of at least 1, not "${raw}"`)
  return value
}

/** What gatsby-node passes to each gallery page (src/templates/galeria.tsx). */
export interface GalleryPageContext {
  /** Photos before this page's first one: the lightbox index of its first photo. */
  skip: number
  limit: number
  /** 1-based. */
  page: number
  pageCount: number
  total: number
  /** URL of the lightbox's JSON (every photo), content-hashed. */
  photosUrl: string
  /** The full credits section is on the first page; the others link to it. */
  withCredits: boolean
}

/** One page per `perPage` photos (at least one page, even with no photo), each with its number (1-based). */
export function galleryPages(total: number, perPage: number, photosUrl: string): { page: number; context: GalleryPageContext }[] {
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  return Array.from({ length: pageCount }, (_, i) => ({
    page: i + 1,
    context: { skip: i * perPage, limit: perPage, page: i + 1, pageCount, total, photosUrl, withCredits: i === 0 },
  }))
}

/** One photo as the lightbox shows it: every photo's in one JSON file (src/build/steps/lightboxPhotos.ts writes it). */
export interface LightboxPhoto {
  id: string
  title: string
  description: string
  alt: string
  large: IGatsbyImageData | null
}

/** What a thumbnail links to: its large photo, a file of its own (the lightbox's 1200 px rendition, or the nearest). */
export interface PhotoLink {
  href: string
  /** Width / height. */
  ratio: number
}

export function photoLink(large: IGatsbyImageData | null): PhotoLink | null {
  const srcSet = large?.images.fallback?.srcSet ?? large?.images.sources?.[0]?.srcSet
  if (!large || !srcSet) return null
  const candidates = srcSet.split(",").map((entry) => {
    const [href = "", width = ""] = entry.trim().split(/\s+/)
    return { href, width: parseInt(width, 10) || 0 }
  })
  const best = candidates.reduce((a, b) => (Math.abs(b.width - 1200) < Math.abs(a.width - 1200) ? b : a))
  return { href: best.href, ratio: Number((large.width / large.height).toFixed(4)) }
}
