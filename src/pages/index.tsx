import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useSiteFacts } from "../i18n/frame"
import { Seo, frameOfHead, shareImage } from "../components/seo/Seo"
import { routePath } from "../i18n/routes"
import { JsonLd } from "../components/seo/JsonLd"
import { localBusinessJsonLd } from "../components/seo/jsonLd"
import { siteUrl } from "../lib/settings"
import { Hero } from "../components/home/Hero"
import { About } from "../components/home/About"
import { Services } from "../components/home/Services"
import { GalleryTeaser } from "../components/home/GalleryTeaser"
import { ContactSection } from "../features/contact/ContactSection"
import { HydrateLater } from "../hydration/boundaries"
import { afterQuiet } from "../hydration/whenQuiet"
import { renderSectionsOnce } from "../browser/scroll"

/** The home page: hero, sobre, serviços, gallery teaser, contacto (the frame adds header and footer). */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const facts = useSiteFacts()
  const home = data.pagesJson?.home
  const about = data.aboutJson
  if (!home || !about) throw new Error("data/pages.json or data/about.json is missing: the home page cannot be built")
  // Every section's size, for a scroll to a section (src/browser/scroll.ts): a second after the work queued ahead is
  // done, out of the way of the first taps, since it lays the whole page out once.
  React.useEffect(() => {
    let timer: number | undefined
    const cancel = afterQuiet(() => (timer = window.setTimeout(renderSectionsOnce, 1000)))
    return () => {
      cancel()
      window.clearTimeout(timer)
    }
  }, [])
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
  query HomePage($lang: String!) {
    ...FrameTexts
    pagesJson {
      home {
        title(lang: $lang)
        description(lang: $lang)
        servicesHeading(lang: $lang)
        servicesIntro(lang: $lang)
        servicesCta(lang: $lang)
        galleryHeading(lang: $lang)
        galleryIntro(lang: $lang)
        galleryLinkLabel(lang: $lang)
        contactHeading(lang: $lang)
        contactIntro(lang: $lang)
      }
    }
    slides: allSlidesJson {
      nodes {
        id
        title(lang: $lang)
        description(lang: $lang)
        alt(lang: $lang)
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, sizes: "100vw", breakpoints: [480, 768, 1080, 1440, 1920])
          }
        }
      }
    }
    aboutJson {
      heading(lang: $lang)
      intro(lang: $lang)
      background(lang: $lang)
      image {
        childImageSharp {
          gatsbyImageData(width: 560, aspectRatio: 1.333, sizes: "(min-width: 1024px) 480px, 100vw")
        }
      }
      imageAlt(lang: $lang)
      successFactorsHeading(lang: $lang)
      successFactors {
        id
        title(lang: $lang)
        description(lang: $lang)
      }
      vision(lang: $lang)
      mission(lang: $lang)
      values(lang: $lang)
      location {
        heading(lang: $lang)
        text(lang: $lang)
      }
      figuresHeading(lang: $lang)
      figures {
        id
        value(lang: $lang)
        label(lang: $lang)
        detail(lang: $lang)
      }
    }
    services: allServicesJson {
      nodes {
        id
        icon
        title(lang: $lang)
        description(lang: $lang)
      }
    }
    shareSlide: allSlidesJson(limit: 1) {
      nodes {
        alt(lang: $lang)
        image {
          ...ShareImage
        }
      }
    }
    gallery: allGalleryJson(limit: 6) {
      nodes {
        id
        title(lang: $lang)
        alt(lang: $lang)
        image {
          childImageSharp {
            gatsbyImageData(width: 420, aspectRatio: 1.333, sizes: "(min-width: 1280px) 400px, (min-width: 768px) 33vw, 50vw")
          }
        }
      }
    }
  }
`

export function Head(props: HeadProps<Queries.HomePageQuery>) {
  const { data } = props
  const frame = frameOfHead(props)
  const home = data.pagesJson?.home
  const slide = data.shareSlide.nodes[0]
  const image = shareImage(slide?.image, slide?.alt)
  return (
    <Seo
      frame={frame}
      title={home?.title ?? ""}
      description={home?.description ?? ""}
      pathname={routePath("home", frame.lang)}
      image={image}
    >
      <JsonLd data={localBusinessJsonLd(frame.site, { siteUrl, image: image?.src, lang: frame.lang })} />
    </Seo>
  )
}
