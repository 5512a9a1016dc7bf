import type * as React from "react"
import * as styles from "./HomeSection.module.css"

export interface HomeSectionProps {
  id: string
  heading: string
  intro?: string
  tone?: "light" | "sand"
  children: React.ReactNode
}

/**
 * One section of the home page: anchor id, heading (labels the section) and
 * intro. scroll-margin-top keeps the heading clear of the fixed header when
 * the section is scrolled to.
 */
export function HomeSection({ id, heading, intro, tone = "light", children }: HomeSectionProps) {
  const headingId = `${id}-titulo`
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "sand" ? `${styles.section} ${styles.sand}` : styles.section}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  )
}
