/**
 * The gallery's full-screen viewer, lazy-loaded from GalleryGrid so that Chakra's Dialog stays out of the first
 * load. Its first frame shows the tapped thumbnail, already decoded, under the large rendition, which covers it
 * once it arrives, so no frame is empty. The neighbours' large renditions are fetched too (not with Save-Data).
 */
import { useRef, type KeyboardEvent, type PointerEvent } from "react"
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { Box } from "@chakra-ui/react/box"
import { IconButton } from "@chakra-ui/react/button"
import { Dialog } from "@chakra-ui/react/dialog"
import { Portal } from "@chakra-ui/react/portal"
import { ChevronLeft, ChevronRight, X } from "../ui/icons"
import { ChakraIsland } from "../../theme/ChakraIsland"
import { FOCUS_RING } from "../../theme/siteConfig"
import type { LightboxPhoto } from "../../lib/galleryPages"
import { moveForKey, moveForSwipe, type LightboxMove } from "./lightboxNavigation"
import { fillTemplate } from "../../i18n/languages"
import { DIALOG_MODE, usePageBehindDialog } from "../../hooks/usePageBehindDialog"
import { useTexts } from "../../i18n/frame"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { savesData } from "../../hydration/parts"
import { nextIndex, prevIndex } from "../../lib/cycle"

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

/** The stand-in fills the box as the large rendition will. */
const STAND_IN_STYLE = { position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "contain" } as const

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

const controlStyle = {
  bg: "blackAlpha.700",
  color: "white",
  borderRadius: "full",
  _hover: { bg: "blackAlpha.800" },
  // The site's ring, a lighter orange: on the dark overlay.
  _focusVisible: { ...FOCUS_RING, outlineColor: "orange.300" },
} as const

const STEPS = [
  { move: "prev", label: "lightboxPrevious", Icon: ChevronLeft, side: { insetStart: "2" } },
  { move: "next", label: "lightboxNext", Icon: ChevronRight, side: { insetEnd: "2" } },
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
              w={{
                base: `min(100%, calc((100dvh - ${CAPTION_ROOM.base}px) * ${ratio}))`,
                md: `min(100%, ${MAX_WIDTH}px, calc((100dvh - ${CAPTION_ROOM.md}px) * ${ratio}))`,
              }}
            >
              <Box
                position="relative"
                touchAction="pan-y"
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                onPointerCancel={() => (swipeStart.current = null)}
              >
                {/* Only an open lightbox loads its photo. The box has the photo's shape before any of it arrives. */}
                {image && index !== null && (
                  <Box key={current.id} position="relative" style={{ aspectRatio: `${image.width} / ${image.height}` }}>
                    {standIn ? (
                      // The thumbnail the page already shows, decoded: the first frame's photo (alt: the large one below has it).
                      <img src={standIn} alt="" decoding="sync" style={STAND_IN_STYLE} />
                    ) : (
                      <Box position="absolute" inset="0" style={{ backgroundColor: image.backgroundColor }} />
                    )}
                    <ResponsivePicture image={image} alt={current.alt} priority elementTiming="lightbox-photo" style={LARGE_STYLE} />
                  </Box>
                )}
                {neighbours.map((i) => {
                  const neighbour = largeImage(items[i])
                  return neighbour ? (
                    <div key={items[i].id} hidden>
                      <ResponsivePicture image={neighbour} alt="" eager />
                    </div>
                  ) : null
                })}
                <Dialog.CloseTrigger asChild position="absolute" top="2" insetEnd="2">
                  <IconButton aria-label={t.lightboxClose} size="md" {...controlStyle}>
                    <X aria-hidden="true" />
                  </IconButton>
                </Dialog.CloseTrigger>
                {items.length > 1 &&
                  STEPS.map(({ move, label, Icon, side }) => (
                    <IconButton
                      key={move}
                      aria-label={t[label]}
                      onClick={() => onMove(move)}
                      position="absolute"
                      {...side}
                      top="50%"
                      transform="translateY(-50%)"
                      size="lg"
                      {...controlStyle}
                    >
                      <Icon aria-hidden="true" />
                    </IconButton>
                  ))}
              </Box>
              <Box px={{ base: "4", md: "5" }} py="3">
                <Box display="flex" alignItems="baseline" justifyContent="space-between" gap="4">
                  <Dialog.Title fontSize={{ base: "lg", md: "xl" }} fontWeight="bold">
                    {current.title}
                  </Dialog.Title>
                  <Box
                    as="p"
                    aria-live="polite"
                    aria-atomic="true"
                    fontSize="sm"
                    color="gray.200"
                    flexShrink={0}
                    data-testid="lightbox-position"
                  >
                    {fillTemplate(t.lightboxPosition, { position: lastIndex.current + 1, count: items.length })}
                  </Box>
                </Box>
                <Dialog.Description color="gray.200" fontSize={{ base: "sm", md: "md" }} mt="1">
                  {current.description}
                </Dialog.Description>
              </Box>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraIsland>
  )
}
