import { Link } from "gatsby"
import { ChevronLeft, ChevronRight } from "lucide-react"
import { galleryPagePath } from "../../lib/galleryPages"
import * as styles from "./GalleryPagination.module.css"

export const PAGINATION_LABEL = "Páginas da galeria"
export const PREV_PAGE_LABEL = "Página anterior"
export const NEXT_PAGE_LABEL = "Página seguinte"
/** "Página 2 de 7" */
export const pageLabel = (page: number, pageCount: number) => `Página ${page} de ${pageCount}`

export interface GalleryPaginationProps {
  page: number
  pageCount: number
}

/**
 * Links to every page of the gallery, with the previous and next pages: plain links, so a
 * visitor without JavaScript reaches every photo. Rendered only when there is more than one page.
 */
export function GalleryPagination({ page, pageCount }: GalleryPaginationProps) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  return (
    <nav aria-label={PAGINATION_LABEL} className={styles.nav} data-testid="gallery-pagination">
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link to={galleryPagePath(page - 1)} rel="prev" className={styles.step}>
              <ChevronLeft aria-hidden="true" size={18} />
              {PREV_PAGE_LABEL}
            </Link>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={galleryPagePath(n)}
              className={n === page ? `${styles.number} ${styles.current}` : styles.number}
              aria-current={n === page ? "page" : undefined}
              aria-label={pageLabel(n, pageCount)}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={galleryPagePath(page + 1)} rel="next" className={styles.step}>
              {NEXT_PAGE_LABEL}
              <ChevronRight aria-hidden="true" size={18} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
