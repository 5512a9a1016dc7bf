/**
 * The gallery's full-screen viewer. Loaded with React.lazy from GalleryGrid,
 * so this module and Chakra's Dialog (with zag's focus trap) stay out of the
 * page's first load.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from "react"
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { Box } from "@chakra-ui/react/box"
import { IconButton } from "@chakra-ui/react/button"
import { Dialog } from "@chakra-ui/react/dialog"
import { Portal } from "@chakra-ui/react/portal"
import { ChevronLeft, ChevronRight, X } from "lucide-react"
import { ChakraIsland } from "../../theme/ChakraIsland"
import type { LightboxPhoto } from "../../lib/galleryPages"
import { moveForKey, moveForSwipe, type LightboxMove } from "./lightboxNavigation"
import { fillTemplate } from "../../i18n/languages"
import { DIALOG_MODE, usePageBehindDialog } from "../../hooks/usePageBehindDialog"
import { useTexts } from "../../i18n/frame"

/** Room kept below/around the image for the caption and the margins, in px (13rem and 10rem). */
const CAPTION_ROOM = { base: 208, md: 160 } as const
/** The positioner's padding on each side, in px (Chakra's spacing 3 and 6), and where md starts. */
const EDGE = { base: 12, md: 24 } as const
const MD = 768
/** The widest the photo is drawn, in CSS px. */
const MAX_WIDTH = 1600

export type LightboxItem = LightboxPhoto

/**
 * The photo's width on screen, as the dialog's box computes it below, for the browser to pick
 * the smallest rendition that fills it (gatsby-plugin-image's FULL_WIDTH says 100vw, which
 * made a laptop fetch the 1600 px file for a photo drawn 900 px wide).
 */
export function lightboxSizes(ratio: number): string {
  const r = Number(ratio.toFixed(4))
  return [
    `(min-width: ${MD}px) min(calc(100vw - ${2 * EDGE.md}px), ${MAX_WIDTH}px, calc((100vh - ${CAPTION_ROOM.md}px) * ${r}))`,
    `min(calc(100vw - ${2 * EDGE.base}px), calc((100vh - ${CAPTION_ROOM.base}px) * ${r}))`,
  ].join(", ")
}

/** The image data with its `sizes` replaced in every source. */
function withSizes(image: IGatsbyImageData, sizes: string): IGatsbyImageData {
  const { fallback, sources = [] } = image.images
  return {
    ...image,
    images: { fallback: fallback && { ...fallback, sizes }, sources: sources.map((source) => ({ ...source, sizes })) },
  }
}

export interface LightboxProps {
  items: LightboxItem[]
  /** Image shown, or null when closed. */
  index: number | null
  onClose: () => void
  onMove: (move: LightboxMove) => void
  /** Where focus goes on close (the thumbnail that opened the lightbox). */
  finalFocusEl: () => HTMLElement | null
}

const controlStyle = {
  bg: "blackAlpha.700",
  color: "white",
  borderRadius: "full",
  _hover: { bg: "blackAlpha.800" },
  _focusVisible: { outline: "3px solid", outlineColor: "orange.300", outlineOffset: "2px" },
} as const

/** The previous and next buttons, on either side of the photo. */
const STEPS = [
  { move: "prev", label: "lightboxPrevious", Icon: ChevronLeft, side: { insetStart: "2" } },
  { move: "next", label: "lightboxNext", Icon: ChevronRight, side: { insetEnd: "2" } },
] as const

export default function Lightbox({ items, index, onClose, onMove, finalFocusEl }: LightboxProps) {
  const t = useTexts().gallery
  // Keep showing the last image while the dialog animates out.
  const lastIndex = useRef(0)
  if (index !== null) lastIndex.current = index
  usePageBehindDialog(index !== null)
  const current = items[lastIndex.current]
  const large = getImage(current?.large ?? null)
  const ratio = large ? large.width / large.height : 1.5
  const image = large && withSizes(large, lightboxSizes(ratio))
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
                {/* Only an open lightbox loads its photo. */}
                {image && index !== null && (
                  <GatsbyImage
                    key={current.id}
                    image={image}
                    alt={current.alt}
                    loading="eager"
                    objectFit="contain"
                    style={{ display: "block", width: "100%" }}
                  />
                )}
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
