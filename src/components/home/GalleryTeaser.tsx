import { Link } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { Box } from "@chakra-ui/react/box"
import { ArrowRight } from "lucide-react"
import { HomeSection } from "./HomeSection"
import type { GalleryTeaserItem, HomeTexts } from "./types"

export const GALLERY_TEASER_ID = "galeria-destaque"
export const GALLERY_PATH = "/galeria"

export interface GalleryTeaserProps {
  texts: Pick<HomeTexts, "galleryHeading" | "galleryIntro" | "galleryLinkLabel">
  items: readonly GalleryTeaserItem[]
}

/** Six photos from the gallery and a link to the full gallery. */
export function GalleryTeaser({ texts, items }: GalleryTeaserProps) {
  return (
    <HomeSection id={GALLERY_TEASER_ID} heading={texts.galleryHeading} intro={texts.galleryIntro}>
      <Box as="ul" listStyleType="none" display="grid" gap={{ base: "3", md: "4" }} gridTemplateColumns={{ base: "repeat(2, 1fr)", md: "repeat(3, 1fr)" }}>
        {items.map((item) => {
          const image = getImage(item.image.childImageSharp?.gatsbyImageData ?? null)
          return (
            <Box as="li" key={item.id} data-testid="gallery-teaser-item">
              <Box as="figure" borderRadius="lg" overflow="hidden" bg="gray.200" aspectRatio="4 / 3" position="relative">
                {image && <GatsbyImage image={image} alt={item.alt} style={{ width: "100%", height: "100%" }} objectFit="cover" />}
              </Box>
              <Box as="p" mt="2" fontWeight="semibold" color="green.800" fontSize={{ base: "sm", md: "md" }}>
                {item.title}
              </Box>
            </Box>
          )
        })}
      </Box>
      <Box mt="8" textAlign="center">
        <Box
          asChild
          display="inline-flex"
          alignItems="center"
          gap="2"
          minH="12"
          px="6"
          borderRadius="full"
          borderWidth="2px"
          borderColor="green.700"
          color="green.800"
          fontWeight="semibold"
          textDecoration="none"
          _hover={{ bg: "green.50" }}
        >
          <Link to={GALLERY_PATH}>
            {texts.galleryLinkLabel}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </Box>
      </Box>
    </HomeSection>
  )
}
