/**
 * A page of the gallery: /galeria, and /galeria/2, /galeria/3 … when there are more photos
 * than a page holds, and the same in English (/en/gallery …). src/build/steps/sitePages.ts creates the pages
 * (src/lib/galleryPages.ts).
 */
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { ArrowLeft, ImagePlus } from "../components/ui/icons"
import { Seo, frameOfHead, shareImage } from "../components/seo/Seo"
import { useFrame } from "../i18n/frame"
import { type Lang } from "../i18n/languages"
import { CREDITS_SECTION_ID, galleryPagePath, routePath } from "../i18n/routes"
import { GalleryGrid, type GalleryGridItem } from "../components/gallery/GalleryGrid"
import { GalleryPagination, pageLabel } from "../components/gallery/GalleryPagination"
import { PhotoCredits } from "../components/gallery/PhotoCredits"
import { GalleryHeading } from "../components/gallery/GalleryHeading"
import { HydrateLater, NeverHydrate } from "../hydration/boundaries"
import type { GalleryPageContext, PhotoLink } from "../lib/galleryPages"
import * as shared from "../components/ui/shared.module.css"
import * as styles from "./galeria.module.css"

/** `links`: each photo's large file, for its thumbnail's link (src/build/steps/sitePages.ts). */
type Context = GalleryPageContext & { lang: Lang; links?: (PhotoLink | null)[] }
type Props = PageProps<Queries.GalleryPageQuery, Context>

export default function GalleryPage({ data, pageContext }: Props) {
  const { lang, texts } = useFrame()
  const page = data.pagesJson?.gallery
  const { skip, page: number, pageCount, total, photosUrl, links = [] } = pageContext
  const items: GalleryGridItem[] = data.gallery.nodes.map(({ image, ...text }, index) => ({
    ...text,
    thumb: image.thumb?.gatsbyImageData ?? null,
    link: links[index] ?? null,
  }))
  const credits = data.credits?.nodes
  return (
    <div className={styles.page}>
      {/* The way back to the home page, styled like Chakra's small outline button. */}
      <Link to={routePath("home", lang)} className={`${shared.buttonSmall} ${shared.buttonOutline}`}>
        <ArrowLeft aria-hidden="true" size={16} />
        {texts.gallery.backHome}
      </Link>
      <GalleryHeading
        heading={page?.heading}
        intro={page?.intro}
        pageLabel={pageCount > 1 ? pageLabel(texts, number, pageCount) : undefined}
      />
      <HydrateLater>
        <GalleryGrid items={items} offset={skip} total={total} photosUrl={photosUrl} />
        <GalleryPagination page={number} pageCount={pageCount} />
      </HydrateLater>
      {/* No behaviour below, and the credits grow with the gallery: React leaves them as the server wrote them. */}
      <NeverHydrate>
        <section aria-labelledby="em-breve" className={styles.comingSoon}>
          <span className={styles.comingSoonIcon}>
            <ImagePlus aria-hidden="true" size={28} />
          </span>
          <div>
            <h2 id="em-breve" className={styles.comingSoonHeading}>
              {page?.comingSoon}
            </h2>
            <p className={styles.comingSoonText}>{page?.comingSoonText}</p>
          </div>
        </section>
        {page && credits && <PhotoCredits heading={page.creditsHeading} intro={page.creditsIntro} credits={credits} />}
        {!credits && (
          <p className={styles.creditsElsewhere}>
            {texts.gallery.creditsElsewhere}{" "}
            <a href={`${routePath("gallery", lang)}#${CREDITS_SECTION_ID}`}>{texts.gallery.creditsElsewhereLink}</a>.
          </p>
        )}
      </NeverHydrate>
    </div>
  )
}

export const query = graphql`
  query GalleryPage($lang: String!, $skip: Int!, $limit: Int!, $withCredits: Boolean!) {
    ...FrameTexts
    pagesJson {
      gallery {
        title(lang: $lang)
        description(lang: $lang)
        heading(lang: $lang)
        intro(lang: $lang)
        comingSoon(lang: $lang)
        comingSoonText(lang: $lang)
        creditsHeading(lang: $lang)
        creditsIntro(lang: $lang)
      }
    }
    gallery: allGalleryJson(skip: $skip, limit: $limit) {
      nodes {
        id
        title(lang: $lang)
        description(lang: $lang)
        alt(lang: $lang)
        image {
          # Grid thumbnails, 3:2. sizes follows the grid: 1 column below 480 px,
          # 2 up to 768, 3 up to 1024, 4 above (inside the 72rem container,
          # 16 px padding and gaps); breakpoints cover 1x-3x phones without
          # ever sending a desktop-size file. (The lightbox's renditions are
          # made in src/build/steps/sitePages.ts, for every page at once.) AVIF at 40,
          # a third lighter than at 50: a phone's first screen holds two, which
          # must arrive under the splash at 400 kbps (docs/PERFORMANCE.md).
          thumb: childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 720
              aspectRatio: 1.5
              breakpoints: [280, 360, 480, 600, 720]
              avifOptions: { quality: 40 }
              sizes: "(min-width: 1024px) min(268px, calc((100vw - 80px) / 4)), (min-width: 768px) calc((100vw - 64px) / 3), (min-width: 480px) calc((100vw - 48px) / 2), calc(100vw - 32px)"
            )
          }
        }
      }
    }
    shareItem: allGalleryJson(skip: $skip, limit: 1) {
      nodes {
        alt(lang: $lang)
        image {
          ...ShareImage
        }
      }
    }
    credits: allPhotoCredit(sort: { order: ASC }) @include(if: $withCredits) {
      nodes {
        file
        work
        author
        licence
        licenceUrl
        source
      }
    }
  }
`

export function Head(props: HeadProps<Queries.GalleryPageQuery, Context>) {
  const { data, pageContext } = props
  const frame = frameOfHead(props)
  const page = data.pagesJson?.gallery
  const item = data.shareItem.nodes[0]
  const { page: number, pageCount } = pageContext
  const title = pageCount > 1 && number > 1 ? `${pageLabel(frame.texts, number, pageCount)} · ${page?.title ?? ""}` : (page?.title ?? "")
  return (
    <Seo
      frame={frame}
      title={title}
      description={page?.description ?? ""}
      pathname={galleryPagePath(number, frame.lang)}
      image={shareImage(item?.image, item?.alt)}
    />
  )
}
