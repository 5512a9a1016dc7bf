import { Link } from "gatsby"
import { ArrowRight } from "../ui/icons"
import { imageData } from "../../lib/imageData"
import { HomeSection } from "./HomeSection"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import type { GalleryTeaserItem, HomeTexts } from "./types"
import * as shared from "../ui/shared.module.css"
import * as styles from "./GalleryTeaser.module.css"
import { routePath } from "../../i18n/routes"
import { useLang } from "../../i18n/frame"

const GALLERY_TEASER_ID = "galeria-destaque"

export interface GalleryTeaserProps {
  texts: Pick<HomeTexts, "galleryHeading" | "galleryIntro" | "galleryLinkLabel">
  items: readonly GalleryTeaserItem[]
}

/** Six photos from the gallery and a link to the full gallery. */
export function GalleryTeaser({ texts, items }: GalleryTeaserProps) {
  const lang = useLang()
  return (
    <HomeSection id={GALLERY_TEASER_ID} heading={texts.galleryHeading} intro={texts.galleryIntro}>
      <ul className={styles.grid}>
        {items.map((item) => {
          const image = imageData(item.image.childImageSharp?.gatsbyImageData)
          return (
            <li key={item.id} data-testid="gallery-teaser-item">
              <figure>
                <div className={styles.photo}>{image && <ResponsivePicture image={image} alt={item.alt} />}</div>
                <figcaption className={styles.title}>{item.title}</figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
      <div className={styles.action}>
        <Link to={routePath("gallery", lang)} className={shared.pillOutline}>
          {texts.galleryLinkLabel}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </HomeSection>
  )
}
