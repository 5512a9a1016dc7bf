import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { Box } from "@chakra-ui/react/box"
import { Seo } from "../components/layout/Seo"

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const page = data.pagesJson?.notFound
  return (
    <Box maxW="6xl" mx="auto" px="4" py="16">
      <h1>{page?.heading}</h1>
      <p>{page?.text}</p>
      <Link to="/">{page?.linkLabel}</Link>
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
  }
`

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  const page = data.pagesJson?.notFound
  return (
    <Seo title={page?.title ?? ""} description={page?.description ?? ""}>
      <meta name="robots" content="noindex" />
    </Seo>
  )
}
