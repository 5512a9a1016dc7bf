import { lazy, memo, startTransition, Suspense, useCallback, useRef, useState, type MutableRefObject, type SyntheticEvent } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ChevronLeft, ChevronRight, X } from "../ui/icons"
import { imageData } from "../../lib/imageData"
import type { LightboxPhoto, PhotoLink } from "../../lib/galleryPages"
import { EARLY_LIGHTBOX_ID, PHOTO_LINK } from "../../browser/earlyInput"
import { plainClick } from "../../browser/clicks"
import { NeverHydrate } from "../../hydration/NeverHydrate"
import { loadLightboxPhotos, useLightbox } from "./useLightbox"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { PARTS, readyPartMark } from "../../hydration/parts"
import { useReadyPart } from "../../hydration/ready"
import { useHandOver } from "../../hooks/useHandOver"
import { CHAKRA_WARM_UP } from "../ui/chakraWarmUp"
import * as shared from "../ui/shared.module.css"
import * as styles from "./GalleryGrid.module.css"
import * as look from "./Lightbox.module.css"
import { lightboxControl } from "./lightboxControl"
import { useTexts } from "../../i18n/frame"
import { afterNextPaint } from "../../browser/paint"

const loadLightbox = () => import("./Lightbox")
const Lightbox = lazy(loadLightbox)

export interface GalleryGridItem extends Omit<LightboxPhoto, "large"> {
  thumb: IGatsbyImageData | null
  /** Its large photo, which the thumbnail links to; else the thumbnail's own largest file. */
  link?: PhotoLink | null
}

export interface GalleryGridProps {
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
 * The gallery's grid, each thumbnail a link to its large photo. Until the Chakra lightbox is ready, the page's
 * own <dialog> answers (src/browser/earlyInput.ts), so a tap works before the JavaScript; the Chakra one, with
 * every photo of the gallery, takes over once ready and the page's own is closed (docs/ARCHITECTURE.md, mechanism 12).
 */
export function GalleryGrid({ items, offset = 0, total = items.length, photosUrl }: GalleryGridProps) {
  const [source, setSource] = useState<LightboxSource | null>(null)
  const lightbox = useLightbox(source?.photos.length ?? total)
  const [lightboxWanted, setLightboxWanted] = useState(false)
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([])
  const base = source?.base ?? offset
  const openerIndex = lightbox.openerIndex
  const finalFocusEl = useCallback(() => (openerIndex === null ? null : (thumbs.current[openerIndex - base] ?? null)), [openerIndex, base])
  /** A photo's thumbnail on this page, as the browser chose and decoded it: the lightbox's first frame. */
  const thumbnailSrc = useCallback((index: number) => thumbs.current[index - base]?.querySelector("img")?.currentSrc || null, [base])
  const ownPhotos = useCallback((): LightboxSource => ({ photos: items.map((item) => ({ ...item, large: item.thumb })), base: 0 }), [items])
  const requested = useRef<Promise<void> | null>(null)
  /** The lightbox's code and photos, fetched once; resolves when the photos are there. */
  const prefetch = useCallback(() => {
    void loadLightbox()
    requested.current ??= (
      photosUrl
        ? loadLightboxPhotos(photosUrl).then(
            (photos) => setSource(photos.length === total ? { photos, base: offset } : ownPhotos()),
            (error: unknown) => {
              console.error("[galeria] as fotografias da galeria não carregaram; a vista ampliada mostra as desta página", error)
              setSource(ownPhotos())
            },
          )
        : Promise.resolve(setSource(ownPhotos()))
    ).then(() => startTransition(() => setLightboxWanted(true)))
    return requested.current
  }, [photosUrl, total, offset, ownPhotos])
  /**
   * Hover and focus fetch them after the next frame: on a phone they come with the tap itself, and the script tag and the
   * request cost its first frame 10–20 ms at 4× when the warm-up had not got there yet (docs/PERFORMANCE.md).
   */
  const prefetchSoon = useCallback(() => {
    if (!requested.current) afterNextPaint(prefetch)
  }, [prefetch])
  // Ready before the first tap (src/hydration/ready.ts): Chakra, its code, then its photos and the dialog rendered closed.
  useReadyPart(PARTS.lightbox, [...CHAKRA_WARM_UP, loadLightbox, prefetch])
  /** The Chakra lightbox answers the thumbnails (until then, the page's own). */
  const handedOver = useHandOver(lightboxWanted && source !== null, EARLY_LIGHTBOX_ID)
  const { open } = lightbox
  const openAt = useCallback((index: number) => open(base + index), [open, base])
  return (
    <>
      <ThumbnailList items={items} handedOver={handedOver} openAt={openAt} prefetch={prefetchSoon} thumbs={thumbs} photosUrl={photosUrl} />
      <NeverHydrate>
        <EarlyLightbox count={items.length} />
      </NeverHydrate>
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

interface ThumbnailListProps extends Pick<GalleryGridProps, "items" | "photosUrl"> {
  handedOver: boolean
  /** Opens the Chakra lightbox on this page's thumbnail `index`. */
  openAt: (index: number) => void
  prefetch: () => void
  thumbs: MutableRefObject<(HTMLAnchorElement | null)[]>
}

/** The thumbnails, memoized: opening, moving and closing the lightbox re-render only the lightbox, not the grid. */
const ThumbnailList = memo(function ThumbnailList({ items, handedOver, openAt, prefetch, thumbs, photosUrl }: ThumbnailListProps) {
  const texts = useTexts()
  const openLightbox = (event: SyntheticEvent, index: number) => {
    event.preventDefault()
    openAt(index)
  }
  return (
    <ul className={styles.grid} data-testid="gallery-grid" {...readyPartMark(PARTS.lightbox)} data-ready-fetch={photosUrl}>
      {items.map((item, index) => {
        const thumb = imageData(item.thumb)
        return (
          <li key={item.id} className={styles.item}>
            <a
              ref={(el) => {
                thumbs.current[index] = el
              }}
              href={item.link?.href ?? thumb?.images.fallback?.src}
              className={styles.thumb}
              aria-haspopup="dialog"
              // The page's own lightbox answers the links that carry it; the Chakra one, the others.
              {...(handedOver ? {} : { [PHOTO_LINK]: item.link?.ratio ?? (thumb ? thumb.width / thumb.height : 1.5) })}
              onClick={(event) => {
                if (handedOver && plainClick(event)) openLightbox(event, index)
              }}
              // Space too, as on the button it was: it opens a dialog.
              onKeyDown={(event) => {
                if (handedOver && event.key === " ") openLightbox(event, index)
              }}
              onPointerEnter={prefetch}
              onFocus={prefetch}
            >
              {thumb && (
                // The 3:2 box exists before the photo arrives (no layout shift), and the photo paints without
                // JavaScript (ResponsivePicture): the first thumbnail is the page's LCP.
                <span className={styles.frame} style={{ aspectRatio: `${thumb.width} / ${thumb.height}` }}>
                  <ResponsivePicture image={thumb} alt={item.alt} priority={index === 0} />
                </span>
              )}
              <span className={shared.visuallyHidden}>{texts.gallery.enlargeHint}</span>
            </a>
            <div className={styles.caption}>
              <h2 className={styles.title} data-title>
                {item.title}
              </h2>
              <p className={styles.description} data-description>
                {item.description}
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
})

/**
 * The page's own lightbox, run by src/browser/earlyInput.ts and drawn as the Chakra one (Lightbox.module.css). React never
 * hydrates it (NeverHydrate), so the script may change it. Its close button works without any script. A popover,
 * not showModal(): making the page inert restyles all of it inside the tap; the script keeps Tab inside it.
 */
function EarlyLightbox({ count }: { count: number }) {
  const t = useTexts().gallery
  return (
    <dialog id={EARLY_LIGHTBOX_ID} popover="auto" aria-modal="true" className={styles.early} aria-labelledby={`${EARLY_LIGHTBOX_ID}-title`}>
      <div className={styles.earlyContent}>
        <div className={look.photo}>
          <span data-photo />
          <button
            type="button"
            className={lightboxControl(look.close)}
            aria-label={t.lightboxClose}
            popovertarget={EARLY_LIGHTBOX_ID}
            popovertargetaction="hide"
          >
            <X aria-hidden="true" />
          </button>
          {count > 1 && (
            <>
              <button type="button" className={lightboxControl(look.prev)} aria-label={t.lightboxPrevious} data-move="-1">
                <ChevronLeft aria-hidden="true" />
              </button>
              <button type="button" className={lightboxControl(look.next)} aria-label={t.lightboxNext} data-move="1">
                <ChevronRight aria-hidden="true" />
              </button>
            </>
          )}
        </div>
        <div className={look.text}>
          <p id={`${EARLY_LIGHTBOX_ID}-title`} className={look.title} data-title />
          <p className={look.description} data-description />
        </div>
      </div>
    </dialog>
  )
}
