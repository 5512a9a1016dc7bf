import * as styles from "./GalleryHeading.module.css"

export interface GalleryHeadingProps {
  heading?: string
  intro?: string
  /** "Página 2 de 7", when the gallery has more than one page. */
  pageLabel?: string
}

/** A gallery page's h1 (with its page number, if any) and intro. */
export function GalleryHeading({ heading, intro, pageLabel }: GalleryHeadingProps) {
  return (
    <>
      <h1 className={styles.heading}>
        {heading}
        {pageLabel && <span className={styles.pageNumber}>{pageLabel}</span>}
      </h1>
      <p className={styles.intro}>{intro}</p>
    </>
  )
}
