import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Box } from "@chakra-ui/react/box"
import { Seo, shareImage } from "../components/layout/Seo"
import { ResponsivePicture } from "../components/layout/ResponsivePicture"
import { ResponsibilitySection } from "../components/responsibility/ResponsibilitySection"
import { ResponsibilityCta } from "../components/responsibility/ResponsibilityCta"
import { HydrateLater } from "../components/layout/HydrateLater"

export default function ResponsibilityPage({ data }: PageProps<Queries.ResponsibilityPageQuery>) {
  const page = data.responsibilityJson
  if (!page) return null
  const hero = getImage(page.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <>
      <Box as="header" position="relative" bg="green.950" color="white" overflow="hidden">
        {hero && <ResponsivePicture image={hero} alt={page.imageAlt} priority />}
        <Box position="absolute" inset="0" bg="linear-gradient(180deg, rgba(10,31,18,0.55) 0%, rgba(10,31,18,0.85) 100%)" />
        <Box position="relative" maxW="6xl" mx="auto" px="4" py={{ base: "16", md: "24" }}>
          <Box as="h1" fontSize={{ base: "3xl", md: "5xl" }} fontWeight="bold" lineHeight="short">
            {page.heading}
          </Box>
          <Box as="p" mt="4" maxW="3xl" fontSize={{ base: "lg", md: "xl" }} color="green.50">
            {page.intro}
          </Box>
        </Box>
      </Box>
      <HydrateLater>
        <Box maxW="6xl" mx="auto" px="4">
          {page.sections.map((section, index) => (
            <ResponsibilitySection
              key={section.id}
              id={section.id}
              title={section.title}
              paragraphs={section.paragraphs}
              image={section.image.childImageSharp?.gatsbyImageData ?? null}
              alt={section.alt}
              imageLast={index % 2 === 1}
            />
          ))}
          <ResponsibilityCta heading={page.cta.heading} text={page.cta.text} label={page.cta.label} />
        </Box>
      </HydrateLater>
    </>
  )
}

export const query = graphql`
  query ResponsibilityPage {
    pagesJson {
      responsibility {
        title
        description
      }
    }
    responsibilityJson {
      heading
      intro
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1024, 1600], quality: 60, avifOptions: { quality: 50 })
        }
        ...ShareImage
      }
      sections {
        id
        title
        paragraphs
        alt
        image {
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 1100
              aspectRatio: 1.5
              breakpoints: [360, 540, 720, 1100]
              sizes: "(min-width: 1024px) 540px, (min-width: 768px) calc((100vw - 72px) / 2), calc(100vw - 32px)"
            )
          }
        }
      }
      cta {
        heading
        text
        label
      }
    }
  }
`

export function Head({ data }: HeadProps<Queries.ResponsibilityPageQuery>) {
  const page = data.pagesJson?.responsibility
  const main = data.responsibilityJson
  return (
    <Seo
      title={page?.title ?? ""}
      description={page?.description ?? ""}
      pathname="/responsabilidade-social"
      image={shareImage(main?.image, main?.imageAlt)}
    />
  )
}
