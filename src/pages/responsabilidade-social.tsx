import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo, frameOfHead, shareImage } from "../components/seo/Seo"
import { routePath } from "../i18n/routes"
import { ResponsibilityBanner, ResponsibilityBody } from "../components/responsibility/ResponsibilityPage"
import { HydrateLater } from "../hydration/boundaries"

export default function ResponsibilityPage({ data }: PageProps<Queries.ResponsibilityPageQuery>) {
  const page = data.responsibilityJson
  if (!page) return null
  return (
    <>
      <ResponsibilityBanner page={page} />
      <HydrateLater>
        <ResponsibilityBody page={page} />
      </HydrateLater>
    </>
  )
}

export const query = graphql`
  query ResponsibilityPage($lang: String!) {
    ...FrameTexts
    pagesJson {
      responsibility {
        title(lang: $lang)
        description(lang: $lang)
      }
    }
    responsibilityJson {
      heading(lang: $lang)
      intro(lang: $lang)
      imageAlt(lang: $lang)
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1024, 1600], quality: 60)
        }
        ...ShareImage
      }
      sections {
        id
        title(lang: $lang)
        paragraphs(lang: $lang)
        alt(lang: $lang)
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
        heading(lang: $lang)
        text(lang: $lang)
        label(lang: $lang)
      }
    }
  }
`

export function Head(props: HeadProps<Queries.ResponsibilityPageQuery>) {
  const { data } = props
  const frame = frameOfHead(props)
  const page = data.pagesJson?.responsibility
  const main = data.responsibilityJson
  return (
    <Seo
      frame={frame}
      title={page?.title ?? ""}
      description={page?.description ?? ""}
      pathname={routePath("responsibility", frame.lang)}
      image={shareImage(main?.image, main?.imageAlt)}
    />
  )
}
