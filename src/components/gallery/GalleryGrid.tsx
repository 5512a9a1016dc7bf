import type { IGatsbyImageData } from "gatsby-plugin-image"
import { imageData } from "../../lib/imageData"
import type { LightboxPhoto, PhotoLink } from "../../lib/galleryPages"
import { PHOTO_LINK, POSITION, slot } from "../../browser/lightbox"
import { NeverHydrate } from "../../hydration/boundaries"
import { fillTemplate } from "../../i18n/languages"
import { useTexts } from "../../i18n/frame"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import * as shared from "../ui/shared.module.css"
import * as styles from "./GalleryGrid.module.css"
import { Lightbox } from "./Lightbox"
import { useLightbox } from "./useLightbox"

export interface GalleryGridItem extends Omit<LightboxPhoto, "large"> {
  thumb: IGatsbyImageData | null
  /** Its large photo, which the thumbnail links to; else the thumbnail's own largest file. */
  link?: PhotoLink | null
}

export interface GalleryGridProps {
  items: GalleryGridItem[]
  /** Photos before this page's first one, in the whole gallery. */
  offset?: number
  /** Photos in the whole gallery. */
  total?: number
  /** The lightbox's photos, every one (src/build/steps/lightboxPhotos.ts); without it, this page's thumbnails. */
  photosUrl?: string
}

/**
 * The gallery's grid, each thumbnail a link to its large photo, and the one lightbox (Lightbox.tsx) they open, from
 * before the app's JavaScript on (docs/ARCHITECTURE.md, mechanism 12).
 */
export function GalleryGrid({ items, offset = 0, total = items.length, photosUrl }: GalleryGridProps) {
  const texts = useTexts()
  useLightbox({ offset, total, photosUrl })
  return (
    <>
      <ul className={styles.grid} data-testid="gallery-grid">
        {items.map((item, index) => {
          const thumb = imageData(item.thumb)
          const link = {
            [PHOTO_LINK]: item.link?.ratio ?? (thumb ? thumb.width / thumb.height : 1.5),
            [POSITION]: fillTemplate(texts.gallery.lightboxPosition, { position: offset + index + 1, count: total }),
          }
          return (
            <li key={item.id} className={styles.item}>
              <a href={item.link?.href ?? thumb?.images.fallback?.src} className={styles.thumb} aria-haspopup="dialog" {...link}>
                {thumb && (
                  // The 3:2 box exists before the photo arrives (no layout shift), and the photo paints without
                  // JavaScript (ResponsivePicture): the first thumbnail is the page's LCP, the second on a phone's first
                  // screen too (GalleryGrid.module.css holds back the rest there).
                  <span className={styles.frame} style={{ aspectRatio: `${thumb.width} / ${thumb.height}` }}>
                    <ResponsivePicture image={thumb} alt={item.alt} priority={index === 0} firstScreen={index === 1} />
                  </span>
                )}
                <span className={shared.visuallyHidden}>{texts.gallery.enlargeHint}</span>
              </a>
              <div className={styles.caption}>
                <h2 className={styles.title} {...slot("title")}>
                  {item.title}
                </h2>
                <p className={styles.description} {...slot("description")}>
                  {item.description}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
      <NeverHydrate>
        <Lightbox count={total} />
      </NeverHydrate>
    </>
  )
}
