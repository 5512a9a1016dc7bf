import type * as React from "react"
import { Clock, Mail, MessageCircle, Phone } from "../../components/ui/icons"
import { hoursText, mailtoHref, telHref, whatsappHref } from "../../lib/contactLinks"
import { SECTION_IDS } from "../../i18n/routes"
import { createIsland } from "../../hydration/Island"
import { useTexts, type SiteFacts } from "../../i18n/frame"
import { HomeSection } from "../../components/home/HomeSection"
import type { HomeTexts } from "../../components/home/types"
import * as home from "../../components/home/HomeSection.module.css"
import * as styles from "./ContactSection.module.css"

export interface ContactSectionProps {
  texts: Pick<HomeTexts, "contactHeading" | "contactIntro">
  facts: Pick<SiteFacts, "phone" | "email" | "whatsapp" | "whatsappMessage" | "openingHours">
}

/**
 * The form is an island: its HTML is in the page (usable before any script), and its code, with Chakra's, loads
 * once the page is quiet, in steps: Chakra's styling engine, its base preset, the islands' system (the biggest).
 * Its toasts and the e-mail SDK share its chunk (toasts.ts, send.ts).
 */
const ContactFormIsland = createIsland(
  "island-contact",
  () => import(/* webpackChunkName: "island-contact" */ "./ContactFormIsland"),
  // Gatsby's server render needs the form at once; webpack compiles this require out of the browser's bundle.
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would put the form in the page's bundle
      require("./ContactFormIsland")
    : undefined,
  [
    () => import("@chakra-ui/react/styled-system"),
    () => import("@chakra-ui/react/preset-base"),
    () => import("../../theme/islandSystem").then(({ islandSystem }) => islandSystem()),
  ],
)

function Detail({ icon: Icon, label, children }: { icon: typeof Phone; label: string; children: React.ReactNode }) {
  return (
    <li className={styles.detail}>
      <span className={styles.icon}>
        <Icon aria-hidden="true" size={22} />
      </span>
      <div>
        <h4 className={styles.label}>{label}</h4>
        {children}
      </div>
    </li>
  )
}

/** "Fale Connosco": phone, e-mail, WhatsApp and opening hours beside the contact form. */
export function ContactSection({ texts, facts }: ContactSectionProps) {
  const t = useTexts()
  return (
    <HomeSection
      id={SECTION_IDS.contact}
      heading={texts.contactHeading}
      intro={texts.contactIntro}
      tone="sand"
      // Laid out always: IBM's checker takes a skipped form's labels for missing ones.
      skipOffScreen={false}
    >
      <div className={styles.layout}>
        <div className={`${home.card} ${styles.details}`}>
          <h3 className={styles.heading}>{t.contact.detailsHeading}</h3>
          <ul className={styles.list}>
            <Detail icon={Phone} label={t.contact.phoneLabel}>
              <a href={telHref(facts.phone)} className={styles.link}>
                {facts.phone}
              </a>
            </Detail>
            <Detail icon={Mail} label={t.contact.emailLabel}>
              <a href={mailtoHref(facts.email)} className={styles.link}>
                {facts.email}
              </a>
            </Detail>
            <Detail icon={MessageCircle} label={t.contact.whatsappLabel}>
              <a
                href={whatsappHref(facts.whatsapp, facts.whatsappMessage)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.link}
              >
                {t.contact.whatsappLink} ({facts.whatsapp})
              </a>
            </Detail>
            <Detail icon={Clock} label={t.contact.hoursLabel}>
              <ul data-testid="contact-hours">
                {facts.openingHours.map((hours) => (
                  <li key={hours.id}>
                    {hours.label} {hoursText(hours, t.footer.closed)}
                  </li>
                ))}
              </ul>
            </Detail>
          </ul>
        </div>
        <div data-testid="contact-form-slot" className={styles.form}>
          <ContactFormIsland />
        </div>
      </div>
    </HomeSection>
  )
}
