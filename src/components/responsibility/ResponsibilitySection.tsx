import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { Box } from "@chakra-ui/react/box"

export interface ResponsibilitySectionProps {
  id: string
  title: string
  paragraphs: readonly string[]
  image: IGatsbyImageData | null
  alt: string
  /** Puts the photo on the right on wide screens (sections alternate). */
  imageLast?: boolean
}

/** One theme of the social responsibility page: text beside its photo. */
export function ResponsibilitySection({ id, title, paragraphs, image, alt, imageLast = false }: ResponsibilitySectionProps) {
  const img = getImage(image)
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-titulo`}
      display="grid"
      gridTemplateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }}
      gap={{ base: "5", md: "10" }}
      alignItems="center"
      py={{ base: "8", md: "12" }}
    >
      {img && (
        <Box order={{ base: 0, md: imageLast ? 1 : 0 }} borderRadius="lg" overflow="hidden" boxShadow="md">
          <GatsbyImage image={img} alt={alt} style={{ display: "block" }} />
        </Box>
      )}
      <div>
        <Box as="h2" id={`${id}-titulo`} fontSize={{ base: "2xl", md: "3xl" }} fontWeight="bold" color="green.800" mb="4">
          {title}
        </Box>
        {paragraphs.map((paragraph) => (
          <Box as="p" key={paragraph} mb="4" fontSize={{ base: "md", md: "lg" }} lineHeight="tall">
            {paragraph}
          </Box>
        ))}
      </div>
    </Box>
  )
}
