import * as React from "react"
import { Link } from "gatsby"
import { hoursText, mailtoHref, telHref } from "../../lib/contactLinks"
import { Logo } from "../ui/Logo"
import * as styles from "./Footer.module.css"
import { SectionLink } from "../ui/SectionLink"
import { FOOTER_QUICK_LINKS } from "./navItems"
import { CREDITS_SECTION_ID, routePath } from "../../i18n/routes"
import { useFrame } from "../../i18n/frame"

/**
 * The current year. The static HTML carries the build year; after hydration
 * the visitor's clock corrects it, so a site built last year still shows this year.
 */
function useCurrentYear(): number {
  const [year, setYear] = React.useState(() => new Date().getFullYear())
  React.useEffect(() => {
    setYear(new Date().getFullYear())
  }, [])
  return year
}

/** Site footer: brand, quick links, contacts, opening hours, social links, photo credits and copyright. */
export function Footer() {
  const { lang, texts, site: facts } = useFrame()
  const year = useCurrentYear()
  const social = facts.social.filter((entry) => entry.available && entry.url)

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div>
          <div className={styles.brand}>
            <Logo size={36} />
            <p className={styles.brandName}>{facts.name}</p>
          </div>
          <p>{facts.tagline}</p>
          <p className={styles.place}>
            {facts.location.district}, {facts.location.province}, {facts.location.country}
          </p>
          {social.length > 0 && (
            <ul aria-label={texts.footer.socialLabel} className={styles.social}>
              {social.map((entry) => (
                <li key={entry.id}>
                  <a href={entry.url ?? undefined} rel="noopener noreferrer" target="_blank" className={styles.link}>
                    {entry.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav aria-labelledby="rodape-ligacoes">
          <h2 id="rodape-ligacoes" className={styles.heading}>
            {texts.footer.quickLinksHeading}
          </h2>
          <ul className={styles.list}>
            {FOOTER_QUICK_LINKS.map((item) => (
              <li key={item.section}>
                <SectionLink section={item.section} className={styles.link}>
                  {texts.footer[item.text]}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to={`${routePath("gallery", lang)}#${CREDITS_SECTION_ID}`} className={styles.link}>
                {texts.footer.photoCreditsLink}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={styles.heading}>{texts.footer.contactHeading}</h2>
          <ul className={styles.list}>
            <li>
              <a href={telHref(facts.phone)} className={styles.link}>
                {facts.phone}
              </a>
            </li>
            <li>
              <a href={mailtoHref(facts.email)} className={`${styles.link} ${styles.email}`}>
                {facts.email}
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={styles.heading}>{texts.footer.hoursHeading}</h2>
          <ul className={styles.hours} data-testid="footer-hours">
            {facts.openingHours.map((hours) => (
              <li key={hours.id}>
                {hours.label} {hoursText(hours, texts.footer.closed)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p data-testid="copyright">
          © {year} {facts.legalName} {texts.footer.copyright}
        </p>
      </div>
    </footer>
  )
}
