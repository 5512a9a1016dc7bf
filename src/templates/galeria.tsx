/**
 * A page of the gallery: /galeria, and /galeria/2, /galeria/3 … when there are more photos
 * than a page holds. gatsby-node.ts creates the pages (src/lib/galleryPages.ts).
 */
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ImagePlus } from "lucide-react"
import { Seo, shareImage } from "../components/seo/Seo"
import { GalleryGrid, type GalleryGridItem } from "../components/gallery/GalleryGrid"
import { GalleryPagination, pageLabel } from "../components/gallery/GalleryPagination"
import { CREDITS_SECTION_ID, PhotoCredits } from "../components/gallery/PhotoCredits"
import { BackHomeButton } from "../components/gallery/BackHomeButton"
import { HydrateLater } from "../hydration/HydrateLater"
import { NeverHydrate } from "../hydration/NeverHydrate"
import { GALLERY_PATH, galleryPagePath, type GalleryPageContext } from "../lib/galleryPages"
import * as styles from "./galeria.module.css"

/** On the second and later pages, in place of the credits: where they are. */
export const CREDITS_ELSEWHERE = "Os créditos e as licenças de todas as fotografias estão na"
export const CREDITS_ELSEWHERE_LINK = "primeira página da galeria"

type Props = PageProps<Queries.GalleryPageQuery, GalleryPageContext>

export default function GalleryPage({ data, pageContext }: Props) {
  const page = data.pagesJson?.gallery
  const { skip, page: number, pageCount, total, photosUrl } = pageContext
  const items: GalleryGridItem[] = data.gallery.nodes.map((node) => ({
    id: node.id,
    title: node.title,
    description: node.description,
    alt: node.alt,
    thumb: node.image.thumb?.gatsbyImageData ?? null,
  }))
  const credits = data.credits?.nodes
  return (
    <div className={styles.page}>
      <BackHomeButton />
      <h1 className={styles.heading}>
        {page?.heading}
        {pageCount > 1 && <span className={styles.pageNumber}>{pageLabel(number, pageCount)}</span>}
      </h1>
      <p className={styles.intro}>{page?.intro}</p>
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
            {CREDITS_ELSEWHERE} <a href={`${GALLERY_PATH}#${CREDITS_SECTION_ID}`}>{CREDITS_ELSEWHERE_LINK}</a>.
          </p>
        )}
      </NeverHydrate>
    </div>
  )
}

export const query = graphql`
  query GalleryPage($skip: Int!, $limit: Int!, $withCredits: Boolean!) {
    pagesJson {
      gallery {
        title
        description
        heading
        intro
        comingSoon
        comingSoonText
        creditsHeading
        creditsIntro
      }
    }
    gallery: allGalleryJson(skip: $skip, limit: $limit) {
      nodes {
        id
        title
        description
        alt
        image {
          # Grid thumbnails, 3:2. sizes follows the grid: 1 column below 480 px,
          # 2 up to 768, 3 up to 1024, 4 above (inside the 72rem container,
          # 16 px padding and gaps); breakpoints cover 1x-3x phones without
          # ever sending a desktop-size file. AVIF at quality 50 looks like the
          # WebP/JPEG at 70 and weighs about half. (The lightbox's renditions are
          # made in gatsby-node.ts, for every page at once.)
          thumb: childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 720
              aspectRatio: 1.5
              breakpoints: [280, 360, 480, 600, 720]
              avifOptions: { quality: 50 }
              sizes: "(min-width: 1024px) min(268px, calc((100vw - 80px) / 4)), (min-width: 768px) calc((100vw - 64px) / 3), (min-width: 480px) calc((100vw - 48px) / 2), calc(100vw - 32px)"
            )
          }
        }
      }
    }
    shareItem: allGalleryJson(skip: $skip, limit: 1) {
      nodes {
        alt
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

export function Head({ data, pageContext }: HeadProps<Queries.GalleryPageQuery, GalleryPageContext>) {
  const page = data.pagesJson?.gallery
  const item = data.shareItem.nodes[0]
  const { page: number, pageCount } = pageContext
  const title = pageCount > 1 && number > 1 ? `${pageLabel(number, pageCount)} · ${page?.title ?? ""}` : (page?.title ?? "")
  return (
    <Seo
      title={title}
      description={page?.description ?? ""}
      pathname={galleryPagePath(number)}
      image={shareImage(item?.image, item?.alt)}
    />
  )
}
