import { Link } from "gatsby"
import { ChevronLeft, ChevronRight } from "../ui/icons"
import { galleryPagePath } from "../../i18n/routes"
import * as styles from "./GalleryPagination.module.css"
import { fillTemplate } from "../../i18n/languages"
import { useFrame, type InterfaceTexts } from "../../i18n/frame"

/** "Página 2 de 7" (data/interface.json, gallery.pageLabel). */
export const pageLabel = (texts: InterfaceTexts, page: number, pageCount: number) =>
  fillTemplate(texts.gallery.pageLabel, { page, count: pageCount })

export interface GalleryPaginationProps {
  page: number
  pageCount: number
}

/**
 * Links to every page of the gallery, with the previous and next pages: plain links, so a
 * visitor without JavaScript reaches every photo. Rendered only when there is more than one page.
 */
export function GalleryPagination({ page, pageCount }: GalleryPaginationProps) {
  const { lang, texts } = useFrame()
  if (pageCount <= 1) return null
  const pathOf = (n: number) => galleryPagePath(n, lang)
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  return (
    <nav aria-label={texts.gallery.paginationLabel} className={styles.nav} data-testid="gallery-pagination">
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link to={pathOf(page - 1)} rel="prev" className={styles.step}>
              <ChevronLeft aria-hidden="true" size={18} />
              {texts.gallery.previousPage}
            </Link>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={pathOf(n)}
              className={n === page ? `${styles.number} ${styles.current}` : styles.number}
              aria-current={n === page ? "page" : undefined}
              aria-label={pageLabel(texts, n, pageCount)}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={pathOf(page + 1)} rel="next" className={styles.step}>
              {texts.gallery.nextPage}
              <ChevronRight aria-hidden="true" size={18} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
