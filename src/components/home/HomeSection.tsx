import type * as React from "react"
import * as styles from "./HomeSection.module.css"

export interface HomeSectionProps {
  id: string
  heading: string
  intro?: string
  tone?: "light" | "sand"
  /** Skipped by the browser while far off screen (the default); the contact form's section is not. */
  skipOffScreen?: boolean
  children: React.ReactNode
}

/**
 * One section of the home page: anchor id, heading (labels the section) and
 * intro. scroll-margin-top keeps the heading clear of the fixed header when
 * the section is scrolled to.
 */
export function HomeSection({ id, heading, intro, tone = "light", skipOffScreen = true, children }: HomeSectionProps) {
  const headingId = `${id}-titulo`
  const className = [styles.section, tone === "sand" && styles.sand, skipOffScreen && styles.skippable].filter(Boolean).join(" ")
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
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
