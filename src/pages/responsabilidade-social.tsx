import { graphql, type HeadProps, type PageProps } from "gatsby"
import { imageData } from "../lib/imageData"
import { Seo, frameOfHead, shareImage } from "../components/seo/Seo"
import { routePath } from "../i18n/routes"
import { ResponsivePicture } from "../components/ui/ResponsivePicture"
import { ResponsibilitySection } from "../components/responsibility/ResponsibilitySection"
import { ResponsibilityCta } from "../components/responsibility/ResponsibilityCta"
import { HydrateLater } from "../hydration/HydrateLater"
import * as styles from "./responsabilidade-social.module.css"

export default function ResponsibilityPage({ data }: PageProps<Queries.ResponsibilityPageQuery>) {
  const page = data.responsibilityJson
  if (!page) return null
  const hero = imageData(page.image.childImageSharp?.gatsbyImageData)
  return (
    <>
      <header className={styles.banner}>
        {hero && <ResponsivePicture image={hero} alt={page.imageAlt} priority />}
        <div className={styles.bannerShade} />
        <div className={styles.bannerBody}>
          <h1 className={styles.bannerHeading}>{page.heading}</h1>
          <p className={styles.bannerIntro}>{page.intro}</p>
        </div>
      </header>
      <HydrateLater>
        <div className={styles.container}>
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
        </div>
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
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1024, 1600], quality: 60, avifOptions: { quality: 50 })
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
