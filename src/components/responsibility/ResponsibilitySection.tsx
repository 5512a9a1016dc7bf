import { imageData } from "../../lib/imageData"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import type { ResponsibilityContent } from "./ResponsibilityPage"
import * as styles from "./ResponsibilitySection.module.css"

export interface ResponsibilitySectionProps {
  /** The theme as the page's query gives it (src/pages/responsabilidade-social.tsx). */
  section: ResponsibilityContent["sections"][number]
  /** Puts the photo on the right on wide screens (sections alternate). */
  imageLast?: boolean
}

/** One theme of the social responsibility page: text beside its photo. */
export function ResponsibilitySection({ section: { id, title, paragraphs, image, alt }, imageLast = false }: ResponsibilitySectionProps) {
  const img = imageData(image.childImageSharp?.gatsbyImageData)
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className={styles.section}>
      {img && (
        <div
          className={imageLast ? `${styles.photo} ${styles.photoLast}` : styles.photo}
          style={{ aspectRatio: `${img.width} / ${img.height}` }}
        >
          <ResponsivePicture image={img} alt={alt} />
        </div>
      )}
      <div>
        <h2 id={`${id}-titulo`} className={styles.heading}>
          {title}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  )
}
