import { useEffect } from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { House, MapPinOff } from "../components/ui/icons"
import { Seo, frameOfHead, shareImage } from "../components/seo/Seo"
import { useLang } from "../i18n/frame"
import { routePath } from "../i18n/routes"
import { NOT_FOUND_LOG_PREFIX } from "../lib/notFound"
import * as shared from "../components/ui/shared.module.css"
import * as styles from "./404.module.css"

/**
 * The page for every unknown path (Gatsby serves it as 404.html, and its English twin as
 * /en/404.html for unknown paths under /en); its texts are in data/pages.json.
 */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const lang = useLang()
  const page = data.pagesJson?.notFound
  // Log the path asked for, on a direct hit (404.html) and on client-side navigation alike.
  useEffect(() => {
    console.error(`${NOT_FOUND_LOG_PREFIX} ${location.pathname}`)
  }, [location.pathname])
  return (
    <div className={styles.page}>
      <span className={styles.icon}>
        <MapPinOff aria-hidden="true" size={48} />
      </span>
      <h1 className={styles.heading}>{page?.heading}</h1>
      <p className={styles.text}>{page?.text}</p>
      <Link to={routePath("home", lang)} className={`${shared.buttonLarge} ${shared.buttonSolid}`}>
        <House aria-hidden="true" size={20} />
        {page?.linkLabel}
      </Link>
    </div>
  )
}

export const query = graphql`
  query NotFoundPage($lang: String!) {
    ...FrameTexts
    pagesJson {
      notFound {
        title(lang: $lang)
        description(lang: $lang)
        heading(lang: $lang)
        text(lang: $lang)
        linkLabel(lang: $lang)
      }
    }
    # No photo of its own: a shared broken link still previews with the home page's first slide.
    shareSlide: allSlidesJson(limit: 1) {
      nodes {
        alt(lang: $lang)
        image {
          ...ShareImage
        }
      }
    }
  }
`

export function Head(props: HeadProps<Queries.NotFoundPageQuery>) {
  const page = props.data.pagesJson?.notFound
  const { data } = props
  return (
    <Seo
      frame={frameOfHead(props)}
      title={page?.title ?? ""}
      description={page?.description ?? ""}
      image={shareImage(data.shareSlide.nodes[0]?.image, data.shareSlide.nodes[0]?.alt)}
    >
      <meta name="robots" content="noindex" />
    </Seo>
  )
}
