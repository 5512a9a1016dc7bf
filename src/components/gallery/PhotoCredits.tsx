import type { CSSProperties } from "react"
import * as styles from "./PhotoCredits.module.css"

import { useTexts } from "../../i18n/frame"
import { CREDITS_SECTION_ID } from "../../i18n/routes"

/** One photo's credit, as the PhotoCredit nodes carry it (gatsby-node, from the credit beside each photo in data/). */
interface PhotoCreditRow {
  /** File name inside data/images/. */
  file: string
  work: string
  author: string
  licence: string
  licenceUrl: string | null
  source: string
}

export interface PhotoCreditsProps {
  heading: string
  intro: string
  credits: readonly PhotoCreditRow[]
}

/**
 * Every photo's credit and licence, from the credit beside each photo in data/, as the
 * free licences require. The footer links here (/galeria#creditos).
 */
export function PhotoCredits({ heading, intro, credits }: PhotoCreditsProps) {
  const t = useTexts().gallery
  return (
    <section id={CREDITS_SECTION_ID} aria-labelledby="creditos-titulo" className={styles.section}>
      <h2 id="creditos-titulo" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.intro}>{intro}</p>
      <ol className={styles.list} data-testid="photo-credits" style={{ "--credit-count": credits.length } as CSSProperties}>
        {credits.map((credit) => (
          <li key={credit.file} className={styles.credit}>
            <p className={styles.work}>{credit.work}</p>
            <dl className={styles.fields}>
              <dt>{t.creditAuthor}:</dt>
              <dd>{credit.author}</dd>
              <dt>{t.creditLicence}:</dt>
              <dd>
                {credit.licenceUrl ? (
                  <a href={credit.licenceUrl} rel="license noopener" className={styles.licence}>
                    {credit.licence}
                  </a>
                ) : (
                  credit.licence
                )}
              </dd>
              <dt>{t.creditSource}:</dt>
              <dd>{credit.source}</dd>
              <dt>{t.creditFile}:</dt>
              <dd className={styles.file}>{credit.file}</dd>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  )
}
