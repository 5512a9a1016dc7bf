import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Box } from "@chakra-ui/react/box"
import { Seo } from "../components/layout/Seo"

export default function ResponsibilityPage({ data }: PageProps<Queries.ResponsibilityPageQuery>) {
  const page = data.responsibilityJson
  if (!page) return null
  return (
    <Box maxW="6xl" mx="auto" px="4" py="8">
      <h1>{page.heading}</h1>
      <p>{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.id}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Box>
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
      sections {
        id
        title
        paragraphs
      }
    }
  }
`

export function Head({ data }: HeadProps<Queries.ResponsibilityPageQuery>) {
  const page = data.pagesJson?.responsibility
  return <Seo title={page?.title ?? ""} description={page?.description ?? ""} pathname="/responsabilidade-social" />
}
