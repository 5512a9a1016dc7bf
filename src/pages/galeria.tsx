import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ImagePlus } from "lucide-react"
import { Seo, shareImage } from "../components/layout/Seo"
import { GalleryGrid, type GalleryGridItem } from "../components/gallery/GalleryGrid"
import { PhotoCredits } from "../components/gallery/PhotoCredits"
import { BackHomeButton } from "../components/gallery/BackHomeButton"
import { HydrateLater } from "../components/layout/HydrateLater"
import * as styles from "../components/gallery/GalleryPage.module.css"

export default function GalleryPage({ data }: PageProps<Queries.GalleryPageQuery>) {
  const page = data.pagesJson?.gallery
  const items: GalleryGridItem[] = data.gallery.nodes.map((node) => ({
    id: node.id,
    title: node.title,
    description: node.description,
    alt: node.alt,
    thumb: node.image.thumb?.gatsbyImageData ?? null,
    large: node.image.large?.gatsbyImageData ?? null,
  }))
  return (
    <div className={styles.page}>
      <BackHomeButton />
      <h1 className={styles.heading}>{page?.heading}</h1>
      <p className={styles.intro}>{page?.intro}</p>
      <HydrateLater>
        <GalleryGrid items={items} />
      </HydrateLater>
      <HydrateLater>
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
        {page && <PhotoCredits heading={page.creditsHeading} intro={page.creditsIntro} credits={data.credits.nodes} />}
      </HydrateLater>
    </div>
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
        comingSoonText
        creditsHeading
        creditsIntro
      }
    }
    gallery: allGalleryJson {
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
          # WebP/JPEG at 70 and weighs about half.
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
          # The lightbox's rendition, only requested when the lightbox opens.
          large: childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [800, 1200, 1600])
          }
        }
      }
    }
    shareItem: allGalleryJson(limit: 1) {
      nodes {
        alt
        image {
          ...ShareImage
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
        source
      }
    }
  }
`

export function Head({ data }: HeadProps<Queries.GalleryPageQuery>) {
  const page = data.pagesJson?.gallery
  const item = data.shareItem.nodes[0]
  return <Seo title={page?.title ?? ""} description={page?.description ?? ""} pathname="/galeria" image={shareImage(item?.image, item?.alt)} />
}
