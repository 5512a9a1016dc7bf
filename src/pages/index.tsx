import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo, shareImage } from "../components/seo/Seo"
import { JsonLd } from "../components/seo/JsonLd"
import { localBusinessJsonLd } from "../lib/jsonLd"
import { siteUrl } from "../lib/settings"
import { useSiteFacts } from "../hooks/useSiteFacts"
import { Hero } from "../components/home/Hero"
import { About } from "../components/home/About"
import { Services } from "../components/home/Services"
import { GalleryTeaser } from "../components/home/GalleryTeaser"
import { ContactSection } from "../components/home/ContactSection"
import { HydrateLater } from "../hydration/HydrateLater"

/** The home page: hero, sobre, serviços, gallery teaser, contacto (the frame adds header and footer). */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const facts = useSiteFacts()
  const home = data.pagesJson?.home
  const about = data.aboutJson
  if (!home || !about) throw new Error("data/pages.json or data/about.json is missing: the home page cannot be built")
  return (
    <>
      <Hero slides={data.slides.nodes} heading={facts.tagline} />
      <HydrateLater>
        <About about={about} location={facts.location} />
      </HydrateLater>
      <HydrateLater>
        <Services texts={home} services={data.services.nodes} />
      </HydrateLater>
      <HydrateLater>
        <GalleryTeaser texts={home} items={data.gallery.nodes} />
      </HydrateLater>
      <HydrateLater>
        <ContactSection texts={home} facts={facts} />
      </HydrateLater>
    </>
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
        servicesCta
        galleryHeading
        galleryIntro
        galleryLinkLabel
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
            # AVIF at quality 50 looks like WebP/JPEG at 70 for these photos and weighs about half.
            gatsbyImageData(layout: FULL_WIDTH, sizes: "100vw", breakpoints: [480, 768, 1080, 1440, 1920], avifOptions: { quality: 50 })
          }
        }
      }
    }
    aboutJson {
      heading
      intro
      background
      image {
        childImageSharp {
          gatsbyImageData(width: 560, aspectRatio: 1.333, sizes: "(min-width: 1024px) 480px, 100vw")
        }
      }
      imageAlt
      successFactorsHeading
      successFactors {
        id
        title
        description
      }
      vision
      mission
      values
      location {
        heading
        text
      }
      figuresHeading
      figures {
        id
        value
        label
        detail
      }
    }
    services: allServicesJson {
      nodes {
        id
        icon
        title
        description
      }
    }
    shareSlide: allSlidesJson(limit: 1) {
      nodes {
        alt
        image {
          ...ShareImage
        }
      }
    }
    gallery: allGalleryJson(limit: 6) {
      nodes {
        id
        title
        alt
        image {
          childImageSharp {
            gatsbyImageData(width: 420, aspectRatio: 1.333, sizes: "(min-width: 1280px) 400px, (min-width: 768px) 33vw, 50vw")
          }
        }
      }
    }
  }
`

export function Head({ data }: HeadProps<Queries.HomePageQuery>) {
  const home = data.pagesJson?.home
  const facts = useSiteFacts()
  const slide = data.shareSlide.nodes[0]
  const image = shareImage(slide?.image, slide?.alt)
  return (
    <Seo title={home?.title ?? ""} description={home?.description ?? ""} pathname="/" image={image}>
      <JsonLd data={localBusinessJsonLd(facts, { siteUrl, image: image?.src })} />
    </Seo>
  )
}
