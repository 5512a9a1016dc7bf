import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { Box } from "@chakra-ui/react/box"
import { MapPin } from "lucide-react"
import { SECTION_IDS } from "../../lib/sections"
import { ABOUT_MISSION, ABOUT_VALUES, ABOUT_VISION } from "../layout/microcopy"
import { HomeSection } from "./HomeSection"
import type { About as AboutData } from "./types"

export interface AboutProps {
  about: AboutData
  /** District and province, from the site facts. */
  location: { district: string; province: string; country: string }
}

const cardStyles = { bg: "bg.panel", borderRadius: "xl", p: "6", borderWidth: "1px", borderColor: "gray.200" } as const
const subHeading = { fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", color: "green.800", mb: "4" } as const

/** "Sobre Nós": background, success factors, vision/mission/values, project location and the figures. */
export function About({ about, location }: AboutProps) {
  const image = getImage(about.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <HomeSection id={SECTION_IDS.about} heading={about.heading} intro={about.intro}>
      <Box display="grid" gap={{ base: "8", lg: "12" }} gridTemplateColumns={{ base: "1fr", lg: "3fr 2fr" }} alignItems="start">
        <Box display="grid" gap="4" fontSize={{ base: "md", md: "lg" }}>
          {about.background.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Box>
        {image && (
          <Box borderRadius="xl" overflow="hidden" boxShadow="md">
            <GatsbyImage image={image} alt={about.imageAlt} />
          </Box>
        )}
      </Box>

      <Box as="h3" {...subHeading} mt={{ base: "12", md: "16" }}>
        {about.successFactorsHeading}
      </Box>
      <Box as="ul" listStyleType="none" display="grid" gap="5" gridTemplateColumns={{ base: "1fr", md: "repeat(3, 1fr)" }}>
        {about.successFactors.map((factor) => (
          <Box as="li" key={factor.id} {...cardStyles} borderTopWidth="4px" borderTopColor="orange.500">
            <Box as="h4" fontSize="lg" fontWeight="bold" color="green.800" mb="2">
              {factor.title}
            </Box>
            <p>{factor.description}</p>
          </Box>
        ))}
      </Box>

      <Box display="grid" gap="5" gridTemplateColumns={{ base: "1fr", md: "repeat(3, 1fr)" }} mt={{ base: "12", md: "16" }}>
        <Box {...cardStyles} bg="green.800" color="white" borderColor="green.800">
          <Box as="h3" fontSize="xl" fontWeight="bold" mb="2" color="orange.200">
            {ABOUT_VISION}
          </Box>
          <p>{about.vision}</p>
        </Box>
        <Box {...cardStyles} bg="green.800" color="white" borderColor="green.800">
          <Box as="h3" fontSize="xl" fontWeight="bold" mb="2" color="orange.200">
            {ABOUT_MISSION}
          </Box>
          <p>{about.mission}</p>
        </Box>
        <Box {...cardStyles} bg="green.800" color="white" borderColor="green.800">
          <Box as="h3" fontSize="xl" fontWeight="bold" mb="2" color="orange.200">
            {ABOUT_VALUES}
          </Box>
          <Box as="ul" ps="5" listStyleType="disc" display="grid" gap="1">
            {about.values.map((value) => (
              <li key={value}>{value}</li>
            ))}
          </Box>
        </Box>
      </Box>

      <Box display="grid" gap={{ base: "8", lg: "12" }} gridTemplateColumns={{ base: "1fr", lg: "2fr 3fr" }} mt={{ base: "12", md: "16" }}>
        <Box>
          <Box as="h3" {...subHeading}>
            {about.location.heading}
          </Box>
          <Box as="p" display="flex" alignItems="center" gap="2" fontWeight="semibold" color="green.800" fontSize="lg" mb="3" data-testid="about-location">
            <MapPin aria-hidden="true" size={20} />
            {location.district}, {location.province}, {location.country}
          </Box>
          <p>{about.location.text}</p>
        </Box>
        <Box>
          <Box as="h3" {...subHeading}>
            {about.figuresHeading}
          </Box>
          <Box as="dl" display="grid" gap="4" gridTemplateColumns={{ base: "1fr", sm: "repeat(2, 1fr)" }}>
            {about.figures.map((figure) => (
              <Box key={figure.id} {...cardStyles} display="flex" flexDirection="column" data-testid="about-figure">
                <Box as="dt" order={2} fontWeight="semibold" color="green.800" mb="1">
                  {figure.label}
                </Box>
                <Box as="dd" order={1} fontSize={{ base: "3xl", md: "4xl" }} fontWeight="bold" color="orange.700" lineHeight="1.1" mb="2">
                  {figure.value}
                </Box>
                <Box as="dd" order={3} color="fg.muted" fontSize="sm">
                  {figure.detail}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </HomeSection>
  )
}
