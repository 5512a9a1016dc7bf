import { lazy, Suspense, useCallback, useRef, useState } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { imageData } from "../../lib/imageData"
import { useLightbox } from "./lightboxNavigation"
import type { LightboxItem } from "./Lightbox"
import { ResponsivePicture } from "../layout/ResponsivePicture"
import * as shared from "../layout/shared.module.css"
import * as styles from "./GalleryGrid.module.css"

/** Spoken after a thumbnail's alt text: the thumbnail opens the lightbox. */
export const ENLARGE_HINT = "(ver em grande)"

const loadLightbox = () => import("./Lightbox")
const Lightbox = lazy(loadLightbox)

export interface GalleryGridItem extends LightboxItem {
  thumb: IGatsbyImageData | null
}

export interface GalleryGridProps {
  items: GalleryGridItem[]
  /** Level of the items' title headings (2 under the page's h1). */
  headingLevel?: "h2" | "h3"
}

/**
 * Responsive grid of the gallery's images (1 column below 480 px, 2 up to
 * 768 px, 3 up to 1024 px, 4 above), each a button that opens the lightbox.
 * The lightbox's code is fetched the first time a visitor points at, focuses
 * or opens a thumbnail.
 */
export function GalleryGrid({ items, headingLevel = "h2" }: GalleryGridProps) {
  const lightbox = useLightbox(items.length)
  const [lightboxWanted, setLightboxWanted] = useState(false)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const openerIndex = lightbox.openerIndex
  const finalFocusEl = useCallback(() => (openerIndex === null ? null : thumbs.current[openerIndex] ?? null), [openerIndex])
  const prefetch = () => {
    void loadLightbox()
  }

  return (
    <>
      <ul className={styles.grid} data-testid="gallery-grid">
        {items.map((item, index) => {
          const thumb = imageData(item.thumb)
          const Heading = headingLevel
          return (
            <li key={item.id} className={styles.item}>
              <button
                ref={(el) => {
                  thumbs.current[index] = el
                }}
                type="button"
                className={styles.thumb}
                aria-haspopup="dialog"
                onClick={() => {
                  setLightboxWanted(true)
                  lightbox.open(index)
                }}
                onPointerEnter={prefetch}
                onFocus={prefetch}
              >
                {thumb && (
                  // The 3:2 box exists before the photo arrives (no layout shift); the photo paints
                  // without waiting for JavaScript (see ResponsivePicture), which is what the
                  // first thumbnail, the page's LCP, needs. A <span> (display: block): a button
                  // may hold only phrasing content, so no <div>.
                  <span className={styles.frame} style={{ aspectRatio: `${thumb.width} / ${thumb.height}` }}>
                    <ResponsivePicture image={thumb} alt={item.alt} priority={index === 0} />
                  </span>
                )}
                <span className={shared.visuallyHidden}>{ENLARGE_HINT}</span>
              </button>
              <div className={styles.caption}>
                <Heading className={styles.title}>{item.title}</Heading>
                <p className={styles.description}>{item.description}</p>
              </div>
            </li>
          )
        })}
      </ul>
      {lightboxWanted && (
        <Suspense fallback={null}>
          <Lightbox
            items={items}
            index={lightbox.index}
            onClose={lightbox.close}
            onMove={lightbox.move}
            finalFocusEl={finalFocusEl}
          />
        </Suspense>
      )}
    </>
  )
}
