import { MessageCircle } from "../ui/icons"
import { SectionLink } from "../ui/SectionLink"
import { SECTION_IDS } from "../../i18n/routes"
import * as shared from "../ui/shared.module.css"
import * as styles from "./ResponsibilityCta.module.css"

export interface ResponsibilityCtaProps {
  heading: string
  text: string
  label: string
}

/**
 * Invitation to partner with the company, leading to the contact section on "/"
 * the way the header's links do (navigate home, then scroll; a plain "/#contato"
 * link without JavaScript).
 */
export function ResponsibilityCta({ heading, text, label }: ResponsibilityCtaProps) {
  return (
    <section aria-labelledby="parceria-titulo" className={styles.cta}>
      <h2 id="parceria-titulo" className={styles.ctaHeading}>
        {heading}
      </h2>
      <p className={styles.ctaText}>{text}</p>
      <SectionLink section={SECTION_IDS.contact} className={`${shared.buttonLarge} ${styles.ctaButton}`}>
        <MessageCircle aria-hidden="true" size={20} />
        {label}
      </SectionLink>
    </section>
  )
}
