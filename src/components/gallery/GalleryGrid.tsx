import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { imageData } from "../../lib/imageData"
import type { LightboxPhoto } from "../../lib/galleryPages"
import { loadLightboxPhotos, useLightbox } from "./useLightbox"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { PARTS, readyPartMark } from "../../hydration/parts"
import { useReadyPart } from "../../hydration/ready"
import { CHAKRA_WARM_UP } from "../ui/chakraWarmUp"
import * as shared from "../ui/shared.module.css"
import * as styles from "./GalleryGrid.module.css"
import { useTexts } from "../../i18n/frame"

const loadLightbox = () => import("./Lightbox")
const Lightbox = lazy(loadLightbox)

export interface GalleryGridItem extends Omit<LightboxPhoto, "large"> {
  thumb: IGatsbyImageData | null
}

export interface GalleryGridProps {
  /** This page's photos. */
  items: GalleryGridItem[]
  /** Photos before this page's first one, in the whole gallery. */
  offset?: number
  /** Photos in the whole gallery (a count for the lightbox until its photos arrive). */
  total?: number
  /** The lightbox's photos, every one (src/build/lightboxPhotos.ts); without it, this page's thumbnails. */
  photosUrl?: string
}

/** What the lightbox goes through: every photo from its JSON, or this page's own if that fails. */
interface LightboxSource {
  photos: LightboxPhoto[]
  /** Lightbox index of this page's first thumbnail. */
  base: number
}

/**
 * Responsive grid of the gallery's images (1 column below 480 px, 2 up to
 * 768 px, 3 up to 1024 px, 4 above), each a button that opens the lightbox.
 * The lightbox's code and its photos (every photo of the gallery, so previous/next go
 * beyond this page) are made ready while the splash shows (src/hydration/ready.ts), or, for a
 * visitor saving data, fetched the first time they point at, focus or open a thumbnail; a
 * thumbnail opened before they arrive opens as soon as they do. Should the
 * photos' file fail to load, the lightbox goes through this page's photos, at thumbnail size.
 */
export function GalleryGrid({ items, offset = 0, total = items.length, photosUrl }: GalleryGridProps) {
  const texts = useTexts()
  const [source, setSource] = useState<LightboxSource | null>(null)
  const lightbox = useLightbox(source?.photos.length ?? total)
  const [lightboxWanted, setLightboxWanted] = useState(false)
  /** The thumbnail opened before the lightbox's photos arrived (index on this page). */
  const [pending, setPending] = useState<number | null>(null)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const base = source?.base ?? offset
  const openerIndex = lightbox.openerIndex
  const finalFocusEl = useCallback(() => (openerIndex === null ? null : (thumbs.current[openerIndex - base] ?? null)), [openerIndex, base])
  /** A photo's thumbnail on this page, as the browser chose and decoded it: the lightbox's first frame. */
  const thumbnailSrc = useCallback((index: number) => thumbs.current[index - base]?.querySelector("img")?.currentSrc || null, [base])
  const ownPhotos = useCallback((): LightboxSource => ({ photos: items.map((item) => ({ ...item, large: item.thumb })), base: 0 }), [items])
  const requested = useRef<Promise<void> | null>(null)
  /** The lightbox's code and photos, fetched once; resolves when the photos are there. */
  const prefetch = () => {
    void loadLightbox()
    requested.current ??= photosUrl
      ? loadLightboxPhotos(photosUrl).then(
          (photos) => setSource(photos.length === total ? { photos, base: offset } : ownPhotos()),
          (error: unknown) => {
            console.error("[galeria] as fotografias da galeria não carregaram; a vista ampliada mostra as desta página", error)
            setSource(ownPhotos())
          },
        )
      : Promise.resolve(setSource(ownPhotos()))
    return requested.current
  }
  // Ready before the first tap (src/hydration/ready.ts): Chakra, its code and photos, then the dialog rendered closed.
  useReadyPart(PARTS.lightbox, [...CHAKRA_WARM_UP, loadLightbox, prefetch, () => startTransition(() => setLightboxWanted(true))])
  const { open } = lightbox
  useEffect(() => {
    if (source === null || pending === null) return
    open(source.base + pending)
    setPending(null)
  }, [source, pending, open])

  return (
    <>
      <ul className={styles.grid} data-testid="gallery-grid" {...readyPartMark(PARTS.lightbox)} data-ready-fetch={photosUrl}>
        {items.map((item, index) => {
          const thumb = imageData(item.thumb)
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
                  if (source) lightbox.open(base + index)
                  else {
                    setPending(index)
                    prefetch()
                  }
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
                <span className={shared.visuallyHidden}>{texts.gallery.enlargeHint}</span>
              </button>
              <div className={styles.caption}>
                <h2 className={styles.title}>{item.title}</h2>
                <p className={styles.description}>{item.description}</p>
              </div>
            </li>
          )
        })}
      </ul>
      {lightboxWanted && source && (
        <Suspense fallback={null}>
          <Lightbox
            items={source.photos}
            index={lightbox.index}
            onClose={lightbox.close}
            onMove={lightbox.move}
            finalFocusEl={finalFocusEl}
            thumbnailSrc={thumbnailSrc}
          />
        </Suspense>
      )}
    </>
  )
}
