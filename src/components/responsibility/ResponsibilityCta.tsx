import { Button } from "@chakra-ui/react/button"
import { MessageCircle } from "lucide-react"
import { SectionLink } from "../layout/SectionLink"
import { SECTION_IDS } from "../../lib/sections"
import * as styles from "./Responsibility.module.css"

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
      <Button asChild size="lg" bg="orange.600" color="white" _hover={{ bg: "orange.700" }} _focusVisible={{ outline: "3px solid", outlineColor: "orange.200", outlineOffset: "2px" }}>
        <SectionLink section={SECTION_IDS.contact}>
          <MessageCircle aria-hidden="true" />
          {label}
        </SectionLink>
      </Button>
    </section>
  )
}
