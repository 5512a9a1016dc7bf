import { useEffect } from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { Box } from "@chakra-ui/react/box"
import { Button } from "@chakra-ui/react/button"
import { House, MapPinOff } from "lucide-react"
import { Seo, shareImage } from "../components/layout/Seo"
import { NOT_FOUND_LOG_PREFIX } from "../lib/notFound"

/** Start of the console message logged for every missing path. */

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const page = data.pagesJson?.notFound
  // Log the path asked for, on a direct hit (404.html) and on client-side navigation alike.
  useEffect(() => {
    console.error(`${NOT_FOUND_LOG_PREFIX} ${location.pathname}`)
  }, [location.pathname])
  return (
    <Box maxW="3xl" mx="auto" px="4" py={{ base: "16", md: "24" }} textAlign="center">
      <Box display="inline-flex" color="orange.600" mb="4">
        <MapPinOff aria-hidden="true" size={48} />
      </Box>
      <Box as="h1" fontSize={{ base: "3xl", md: "5xl" }} fontWeight="bold" color="green.800">
        {page?.heading}
      </Box>
      <Box as="p" mt="4" mb="8" fontSize={{ base: "md", md: "lg" }} color="fg.muted">
        {page?.text}
      </Box>
      <Button asChild size="lg">
        <Link to="/">
          <House aria-hidden="true" />
          {page?.linkLabel}
        </Link>
      </Button>
    </Box>
  )
}

export const query = graphql`
  query NotFoundPage {
    pagesJson {
      notFound {
        title
        description
        heading
        text
        linkLabel
      }
    }
    # No photo of its own: a shared broken link still previews with the home page's first slide.
    shareSlide: allSlidesJson(limit: 1) {
      nodes {
        alt
        image {
          ...ShareImage
        }
      }
    }
  }
`

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  const page = data.pagesJson?.notFound
  return (
    <Seo title={page?.title ?? ""} description={page?.description ?? ""} image={shareImage(data.shareSlide.nodes[0]?.image, data.shareSlide.nodes[0]?.alt)}>
      <meta name="robots" content="noindex" />
    </Seo>
  )
}
