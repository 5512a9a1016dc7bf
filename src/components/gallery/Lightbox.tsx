/**
 * The gallery's full-screen viewer, lazy-loaded from GalleryGrid so that Chakra's Dialog stays out of the first
 * load. Its first frame shows the tapped thumbnail, already decoded, under the large rendition, which covers it
 * once it arrives, so no frame is empty. The neighbours' large renditions are fetched too (not with Save-Data).
 */
import { Fragment, useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from "react"
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { Dialog } from "@chakra-ui/react/dialog"
import { Portal } from "@chakra-ui/react/portal"
import { ChevronLeft, ChevronRight, X } from "../ui/icons"
import { ChakraIsland } from "../../theme/ChakraIsland"
import type { LightboxPhoto } from "../../lib/galleryPages"
import { moveForKey, moveForSwipe, type LightboxMove } from "./lightboxNavigation"
import { fillTemplate } from "../../i18n/languages"
import { DIALOG_MODE, usePageBehindDialog } from "../../hooks/usePageBehindDialog"
import { useTexts } from "../../i18n/frame"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { savesData } from "../../hydration/parts"
import { nextIndex, prevIndex } from "../../lib/cycle"
import * as look from "./Lightbox.module.css"
import { lightboxControl } from "./lightboxControl"

/** Room kept below/around the image for the caption and the margins, in px (13rem and 10rem). */
const CAPTION_ROOM = { base: 208, md: 160 } as const
/** The positioner's padding on each side, in px (Chakra's spacing 3 and 6), and where md starts. */
const EDGE = { base: 12, md: 24 } as const
const MD = 768
/** The widest the photo is drawn, in CSS px. */
const MAX_WIDTH = 1600

/** The photo's width on screen, as the box below computes it, so the browser picks the smallest rendition that fills it (not 100vw). */
export function lightboxSizes(ratio: number): string {
  const r = Number(ratio.toFixed(4))
  return [
    `(min-width: ${MD}px) min(calc(100vw - ${2 * EDGE.md}px), ${MAX_WIDTH}px, calc((100vh - ${CAPTION_ROOM.md}px) * ${r}))`,
    `min(calc(100vw - ${2 * EDGE.base}px), calc((100vh - ${CAPTION_ROOM.base}px) * ${r}))`,
  ].join(", ")
}

function withSizes(image: IGatsbyImageData, sizes: string): IGatsbyImageData {
  const { fallback, sources = [] } = image.images
  return {
    ...image,
    images: { fallback: fallback && { ...fallback, sizes }, sources: sources.map((source) => ({ ...source, sizes })) },
  }
}

/** A photo's large renditions, with the `sizes` of the lightbox's box; null if it has none. */
function largeImage(item: LightboxPhoto | undefined): IGatsbyImageData | null {
  const large = getImage(item?.large ?? null)
  return large ? withSizes(large, lightboxSizes(large.width / large.height)) : null
}

/** The large rendition over its stand-in: transparent where it has not arrived, contained in the box like the stand-in. */
const LARGE_STYLE = { objectFit: "contain", backgroundColor: "transparent" } as const

export interface LightboxProps {
  items: LightboxPhoto[]
  /** Image shown, or null when closed. */
  index: number | null
  onClose: () => void
  onMove: (move: LightboxMove) => void
  /** Where focus goes on close (the thumbnail that opened the lightbox). */
  finalFocusEl: () => HTMLElement | null
  /** The URL of the photo's thumbnail as the page shows it (already decoded), or null where the page has none. */
  thumbnailSrc: (index: number) => string | null
}

/** The dialog's width: the photo's (`--ratio`) where the screen's height allows, leaving room for the caption. */
const CONTENT_WIDTH = {
  base: `min(100%, calc((100dvh - ${CAPTION_ROOM.base}px) * var(--ratio)))`,
  md: `min(100%, ${MAX_WIDTH}px, calc((100dvh - ${CAPTION_ROOM.md}px) * var(--ratio)))`,
} as const

const STEPS = [
  { move: "prev", label: "lightboxPrevious", Icon: ChevronLeft, side: look.prev },
  { move: "next", label: "lightboxNext", Icon: ChevronRight, side: look.next },
] as const

export default function Lightbox({ items, index, onClose, onMove, finalFocusEl, thumbnailSrc }: LightboxProps) {
  const t = useTexts().gallery
  // Keep showing the last image while the dialog animates out.
  const lastIndex = useRef(0)
  if (index !== null) lastIndex.current = index
  usePageBehindDialog(index !== null, finalFocusEl)
  const current = items[lastIndex.current]
  const image = largeImage(current)
  const ratio = image ? image.width / image.height : 1.5
  const standIn = index !== null ? thumbnailSrc(index) : null
  // The photos either side, fetched while this one is looked at (their <picture>s rendered hidden).
  const neighbours =
    index !== null && items.length > 1 && !savesData()
      ? [...new Set([prevIndex(index, items.length), nextIndex(index, items.length)])].filter((i) => i !== index)
      : []
  const swipeStart = useRef<{ x: number; y: number } | null>(null)

  const onKeyDown = (event: KeyboardEvent) => {
    const move = moveForKey(event.key)
    if (!move) return
    event.preventDefault()
    onMove(move)
  }
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === "mouse") return
    swipeStart.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (!start) return
    const move = moveForSwipe(event.clientX - start.x, event.clientY - start.y)
    if (move) onMove(move)
  }

  if (!current) return null
  return (
    // Its own Chakra provider: the page has none (see src/theme/ChakraIsland.tsx).
    <ChakraIsland>
      <Dialog.Root
        open={index !== null}
        onOpenChange={(details) => {
          if (!details.open) onClose()
        }}
        finalFocusEl={finalFocusEl}
        placement="center"
        motionPreset="none"
        // Rendered closed before the first tap (src/hydration/ready.ts), and kept: opening only shows it.
        lazyMount={false}
        unmountOnExit={false}
        // Modal without restyling the whole page on the tap: see usePageBehindDialog.
        {...DIALOG_MODE}
      >
        <Portal>
          <Dialog.Backdrop bg="blackAlpha.800" _closed={{ pointerEvents: "none" }} />
          <Dialog.Positioner p={{ base: "3", md: "6" }}>
            <Dialog.Content
              aria-modal
              data-testid="lightbox"
              onKeyDown={onKeyDown}
              bg="gray.950"
              color="gray.50"
              borderRadius="md"
              overflow="hidden"
              maxW="none"
              my="auto"
              // The photo's shape, in a custom property: the same class for every photo, styled once.
              w={CONTENT_WIDTH}
              style={{ "--ratio": ratio } as CSSProperties}
            >
              <div
                className={`${look.photo} ${look.swipe}`}
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                onPointerCancel={() => (swipeStart.current = null)}
              >
                {/* Only an open lightbox loads its photo. The box has the photo's shape before any of it arrives. */}
                {image && index !== null && (
                  <Fragment key={current.id}>
                    {standIn ? (
                      // The thumbnail the page already shows, decoded: the first frame's photo (alt: the large one below has it).
                      <img src={standIn} alt="" decoding="sync" />
                    ) : (
                      <div className={look.placeholder} style={{ backgroundColor: image.backgroundColor }} />
                    )}
                    <ResponsivePicture image={image} alt={current.alt} priority elementTiming="lightbox-photo" style={LARGE_STYLE} />
                  </Fragment>
                )}
                {neighbours.map((i) => {
                  const neighbour = largeImage(items[i])
                  return neighbour ? (
                    <div key={items[i].id} hidden>
                      <ResponsivePicture image={neighbour} alt="" eager />
                    </div>
                  ) : null
                })}
                <Dialog.CloseTrigger asChild>
                  <button type="button" aria-label={t.lightboxClose} className={lightboxControl(look.close)}>
                    <X aria-hidden="true" />
                  </button>
                </Dialog.CloseTrigger>
                {items.length > 1 &&
                  STEPS.map(({ move, label, Icon, side }) => (
                    <button key={move} type="button" aria-label={t[label]} onClick={() => onMove(move)} className={lightboxControl(side)}>
                      <Icon aria-hidden="true" />
                    </button>
                  ))}
              </div>
              <div className={look.text}>
                <div className={look.heading}>
                  <Dialog.Title className={look.title}>{current.title}</Dialog.Title>
                  <p aria-live="polite" aria-atomic="true" className={look.position} data-testid="lightbox-position">
                    {fillTemplate(t.lightboxPosition, { position: lastIndex.current + 1, count: items.length })}
                  </p>
                </div>
                <Dialog.Description className={look.description}>{current.description}</Dialog.Description>
              </div>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraIsland>
  )
}
