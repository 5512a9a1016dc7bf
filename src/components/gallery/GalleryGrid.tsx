import { lazy, Suspense, useCallback, useRef, useState } from "react"
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { Box } from "@chakra-ui/react/box"
import { chakra } from "@chakra-ui/react/styled-system"
import { VisuallyHidden } from "@chakra-ui/react/visually-hidden"
import { useLightbox } from "./lightboxNavigation"
import type { LightboxItem } from "./Lightbox"
import { ResponsivePicture } from "../layout/ResponsivePicture"

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
      <Box
        as="ul"
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" }}
        gap="4"
        data-testid="gallery-grid"
      >
        {items.map((item, index) => {
          const thumb = getImage(item.thumb)
          return (
            <Box as="li" key={item.id} bg="bg.panel" borderRadius="md" overflow="hidden" boxShadow="xs" display="flex" flexDirection="column">
              <chakra.button
                ref={(el: HTMLButtonElement | null) => {
                  thumbs.current[index] = el
                }}
                type="button"
                aria-haspopup="dialog"
                onClick={() => {
                  setLightboxWanted(true)
                  lightbox.open(index)
                }}
                onPointerEnter={prefetch}
                onFocus={prefetch}
                display="block"
                w="full"
                cursor="zoom-in"
                bg="gray.200"
                css={{ "& img": { transition: "transform 0.3s ease" }, "&:hover img": { transform: "scale(1.03)" } }}
                _focusVisible={{ outline: "3px solid", outlineColor: "orange.500", outlineOffset: "-3px" }}
              >
                {thumb && (
                  // The 3:2 box exists before the photo arrives (no layout shift); the photo paints
                  // without waiting for JavaScript (see ResponsivePicture), which is what the
                  // first thumbnail, the page's LCP, needs.
                  <Box position="relative" overflow="hidden" style={{ aspectRatio: `${thumb.width} / ${thumb.height}` }}>
                    <ResponsivePicture image={thumb} alt={item.alt} priority={index === 0} />
                  </Box>
                )}
                <VisuallyHidden>{ENLARGE_HINT}</VisuallyHidden>
              </chakra.button>
              <Box px="4" py="3">
                <Box as={headingLevel} fontSize="lg" fontWeight="bold" color="green.800" lineHeight="short">
                  {item.title}
                </Box>
                <Box as="p" mt="1" fontSize="sm" color="fg.muted">
                  {item.description}
                </Box>
              </Box>
            </Box>
          )
        })}
      </Box>
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
