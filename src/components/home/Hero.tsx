import * as React from "react"
import { getImage } from "gatsby-plugin-image"
import { Box } from "@chakra-ui/react/box"
import { chakra } from "@chakra-ui/react/styled-system"
import { ChevronDown, ChevronLeft, ChevronRight, Pause, Play } from "lucide-react"
import { ROTATION_CONTROL_ATTRIBUTE, SLIDE_FADE_MS, useSlideshow } from "../../hooks/useSlideshow"
import { HEADER_HEIGHT, SECTION_IDS } from "../../lib/sections"
import { ResponsivePicture } from "../layout/ResponsivePicture"
import { SectionLink } from "../layout/SectionLink"
import {
  goToSlideLabel,
  HERO_CAROUSEL_ROLE,
  HERO_CONTACT_BUTTON,
  HERO_DOTS_LABEL,
  HERO_LABEL,
  HERO_NEXT_LABEL,
  HERO_PAUSE_LABEL,
  HERO_PLAY_LABEL,
  HERO_PREVIOUS_LABEL,
  HERO_SCROLL_DOWN_LABEL,
  HERO_SERVICES_BUTTON,
  HERO_SLIDE_ROLE,
  slideLabel,
} from "../layout/microcopy"
import type { Slide } from "./types"

export interface HeroProps {
  slides: readonly Slide[]
  /** Page heading shown above the slides (the company's tagline). */
  heading: string
}

const controlStyles = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "11",
  h: "11",
  borderRadius: "full",
  bg: "rgba(10, 31, 18, 0.6)",
  color: "white",
  borderWidth: "1px",
  borderColor: "whiteAlpha.600",
  cursor: "pointer",
  _hover: { bg: "rgba(10, 31, 18, 0.85)" },
} as const

const ctaStyles = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minH: "12",
  px: "6",
  borderRadius: "full",
  fontWeight: "semibold",
  textDecoration: "none",
  textAlign: "center",
} as const

/**
 * The hero slideshow (W3C ARIA carousel pattern): 4 slides that cross-fade
 * every 4 s, previous/next, one dot per slide, pause/play; rotation stops on
 * hover or focus and, with prefers-reduced-motion, does not start and does not
 * animate. Only the current slide is exposed to assistive technology. The
 * first slide's image is the page's LCP; the others load once it has.
 */
export function Hero({ slides, heading }: HeroProps) {
  const count = slides.length
  const show = useSlideshow(count)
  const [restReady, setRestReady] = React.useState(false)
  const firstImage = React.useRef<HTMLImageElement>(null)
  // The other slides' photos wait for the first (the LCP), which may have loaded before hydration.
  React.useEffect(() => {
    const img = firstImage.current
    if (!img || img.complete) {
      setRestReady(true)
      return undefined
    }
    const ready = () => setRestReady(true)
    img.addEventListener("load", ready, { once: true })
    img.addEventListener("error", ready, { once: true })
    return () => {
      img.removeEventListener("load", ready)
      img.removeEventListener("error", ready)
    }
  }, [])
  const fade = show.reducedMotion ? "none" : `opacity ${SLIDE_FADE_MS}ms ease-in-out`

  return (
    <Box
      as="section"
      aria-roledescription={HERO_CAROUSEL_ROLE}
      aria-label={HERO_LABEL}
      position="relative"
      h={{ base: `calc(100svh - ${HEADER_HEIGHT})` }}
      minH={{ base: "34rem", md: "36rem" }}
      maxH="60rem"
      overflow="hidden"
      bg="green.950"
      color="white"
      {...show.focusProps}
    >
      <Box
        id="destaques-slides"
        aria-live={show.rotating ? "off" : "polite"}
        position="absolute"
        inset="0"
        {...show.hoverProps}
      >
        {slides.map((slide, index) => {
          const current = index === show.current
          const image = getImage(slide.image.childImageSharp?.gatsbyImageData ?? null)
          const loadImage = index === 0 || restReady || current
          return (
            <Box
              key={slide.id}
              role="group"
              aria-roledescription={HERO_SLIDE_ROLE}
              aria-label={slideLabel(index, count)}
              aria-hidden={current ? undefined : true}
              data-current={current ? "" : undefined}
              data-testid="hero-slide"
              position="absolute"
              inset="0"
              opacity={current ? 1 : 0}
              zIndex={current ? 1 : 0}
              visibility={current ? "visible" : "hidden"}
              style={{ transition: show.reducedMotion ? "none" : `${fade}, visibility ${SLIDE_FADE_MS}ms` }}
            >
              {image && loadImage && (
                <ResponsivePicture image={image} alt={slide.alt} priority={index === 0} imageRef={index === 0 ? firstImage : undefined} />
              )}
              <Box
                position="absolute"
                inset="0"
                bgImage="linear-gradient(to top, rgba(10,31,18,0.92) 0%, rgba(10,31,18,0.7) 45%, rgba(10,31,18,0.35) 100%)"
              />
              <Box position="relative" h="full" maxW="7xl" mx="auto" px={{ base: "5", md: "10" }} display="flex" alignItems="center">
                <Box maxW="2xl" pt={{ base: "6", md: "0" }} pb={{ base: "36", md: "24" }}>
                  <Box as="h2" fontSize={{ base: "3xl", md: "5xl", lg: "6xl" }} fontWeight="bold" lineHeight="1.1" mb="4" textWrap="balance">
                    {slide.title}
                  </Box>
                  <Box as="p" fontSize={{ base: "md", md: "xl" }} color="green.50" maxW="xl">
                    {slide.description}
                  </Box>
                </Box>
              </Box>
            </Box>
          )
        })}
      </Box>

      {/* Heading and calls to action stay put while the slides change beneath them. */}
      <Box position="absolute" insetX="0" top="0" zIndex="2" maxW="7xl" mx="auto" px={{ base: "5", md: "10" }} pt={{ base: "6", md: "10" }} pointerEvents="none">
        <Box as="h1" fontSize={{ base: "sm", md: "md" }} fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="orange.200">
          {heading}
        </Box>
      </Box>

      <Box position="absolute" insetX="0" bottom="0" zIndex="2" maxW="7xl" mx="auto" px={{ base: "5", md: "10" }} pb={{ base: "5", md: "8" }}>
        <Box display="flex" flexWrap="wrap" gap="3" mb={{ base: "5", md: "6" }}>
          <Box asChild {...ctaStyles} bg="orange.600" color="white" _hover={{ bg: "orange.700" }}>
            <SectionLink section={SECTION_IDS.services}>{HERO_SERVICES_BUTTON}</SectionLink>
          </Box>
          <Box asChild {...ctaStyles} bg="whiteAlpha.200" color="white" borderWidth="2px" borderColor="white" _hover={{ bg: "whiteAlpha.300" }}>
            <SectionLink section={SECTION_IDS.contact}>{HERO_CONTACT_BUTTON}</SectionLink>
          </Box>
        </Box>

        <Box display="flex" alignItems="center" justifyContent="space-between" gap="3">
          <Box display="flex" alignItems="center" gap="2">
            <chakra.button
              type="button"
              {...controlStyles}
              {...{ [ROTATION_CONTROL_ATTRIBUTE]: "" }}
              aria-label={show.paused ? HERO_PLAY_LABEL : HERO_PAUSE_LABEL}
              onClick={show.togglePaused}
            >
              {show.paused ? <Play aria-hidden="true" size={20} /> : <Pause aria-hidden="true" size={20} />}
            </chakra.button>
            <chakra.button type="button" {...controlStyles} aria-label={HERO_PREVIOUS_LABEL} aria-controls="destaques-slides" onClick={show.previous}>
              <ChevronLeft aria-hidden="true" size={22} />
            </chakra.button>
            <Box role="group" aria-label={HERO_DOTS_LABEL} display="flex" alignItems="center">
              {slides.map((slide, index) => (
                <chakra.button
                  key={slide.id}
                  type="button"
                  aria-label={goToSlideLabel(index, count, slide.title)}
                  aria-current={index === show.current ? "true" : undefined}
                  aria-controls="destaques-slides"
                  onClick={() => show.goTo(index)}
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  w="8"
                  h="11"
                  cursor="pointer"
                  borderRadius="md"
                >
                  <Box
                    as="span"
                    display="block"
                    w="3"
                    h="3"
                    borderRadius="full"
                    borderWidth="2px"
                    borderColor="white"
                    bg={index === show.current ? "white" : "transparent"}
                  />
                </chakra.button>
              ))}
            </Box>
            <chakra.button type="button" {...controlStyles} aria-label={HERO_NEXT_LABEL} aria-controls="destaques-slides" onClick={show.next}>
              <ChevronRight aria-hidden="true" size={22} />
            </chakra.button>
          </Box>
          <Box asChild {...controlStyles}>
            <SectionLink section={SECTION_IDS.about} aria-label={HERO_SCROLL_DOWN_LABEL}>
              <ChevronDown aria-hidden="true" size={24} />
            </SectionLink>
          </Box>
        </Box>
      </Box>
    </Box>
  )
}
