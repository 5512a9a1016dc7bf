import { graphql, type HeadProps, type PageProps } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { Box } from "@chakra-ui/react/box"
import { Seo } from "../components/layout/Seo"

export default function GalleryPage({ data }: PageProps<Queries.GalleryPageQuery>) {
  const page = data.pagesJson?.gallery
  return (
    <Box maxW="6xl" mx="auto" px="4" py="8">
      <h1>{page?.heading}</h1>
      <p>{page?.intro}</p>
      <ul>
        {data.gallery.nodes.map((item) => {
          const image = getImage(item.image.childImageSharp?.gatsbyImageData ?? null)
          return (
            <li key={item.id}>
              {image && <GatsbyImage image={image} alt={item.alt} />}
              <h2>{item.title}</h2>
              <p>{item.description}</p>
            </li>
          )
        })}
      </ul>
      <h2>{page?.comingSoon}</h2>
      <h2>{page?.creditsHeading}</h2>
      <ul>
        {data.credits.nodes.map((credit) => (
          <li key={credit.file}>
            {credit.work}, {credit.author}, {credit.licence}
          </li>
        ))}
      </ul>
    </Box>
  )
}

export const query = graphql`
  query GalleryPage {
    pagesJson {
      gallery {
        title
        description
        heading
        intro
        comingSoon
        creditsHeading
      }
    }
    gallery: allGalleryJson {
      nodes {
        id
        title
        description
        alt
        image {
          childImageSharp {
            gatsbyImageData(width: 400)
          }
        }
      }
    }
    credits: allPhotoCredit(sort: { order: ASC }) {
      nodes {
        file
        work
        author
        licence
        licenceUrl
      }
    }
  }
`

export function Head({ data }: HeadProps<Queries.GalleryPageQuery>) {
  const page = data.pagesJson?.gallery
  return <Seo title={page?.title ?? ""} description={page?.description ?? ""} pathname="/galeria" />
}
