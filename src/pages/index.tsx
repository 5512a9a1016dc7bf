import { graphql, type HeadProps, type PageProps } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { Box } from "@chakra-ui/react/box"
import { Seo } from "../components/layout/Seo"
import { ContactForm } from "../components/contact/ContactForm"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.pagesJson?.home
  const about = data.aboutJson
  return (
    <Box maxW="6xl" mx="auto" px="4" py="8">
      <section aria-label="Destaques">
        {data.slides.nodes.map((slide, i) => {
          const image = getImage(slide.image.childImageSharp?.gatsbyImageData ?? null)
          return (
            <article key={slide.id}>
              {image && <GatsbyImage image={image} alt={slide.alt} loading={i === 0 ? "eager" : "lazy"} />}
              <h2>{slide.title}</h2>
              <p>{slide.description}</p>
            </article>
          )
        })}
      </section>
      {about && (
        <section id="sobre">
          <h2>{about.heading}</h2>
          <p>{about.intro}</p>
          {about.background.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      )}
      <section id="servicos">
        <h2>{home?.servicesHeading}</h2>
        <ul>
          {data.services.nodes.map((service) => (
            <li key={service.id}>
              <h3>{service.title}</h3>
              <p>{service.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section id="contato">
        <h2>{home?.contactHeading}</h2>
        <p>{home?.contactIntro}</p>
        <ContactForm />
      </section>
    </Box>
  )
}

export const query = graphql`
  query HomePage {
    pagesJson {
      home {
        title
        description
        servicesHeading
        servicesIntro
        contactHeading
        contactIntro
      }
    }
    slides: allSlidesJson {
      nodes {
        id
        title
        description
        alt
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, sizes: "100vw")
          }
        }
      }
    }
    aboutJson {
      heading
      intro
      background
    }
    services: allServicesJson {
      nodes {
        id
        icon
        title
        description
      }
    }
  }
`

export function Head({ data }: HeadProps<Queries.HomePageQuery>) {
  const home = data.pagesJson?.home
  return <Seo title={home?.title ?? ""} description={home?.description ?? ""} pathname="/" />
}
