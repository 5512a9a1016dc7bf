import type * as React from "react"
import { Link } from "gatsby"
import { NAV_ITEMS } from "./navItems"
import { routePath, sectionHref, type SectionId } from "../../i18n/routes"
import { useFrame } from "../../i18n/frame"
import { LanguageLink } from "./LanguageLink"
import * as styles from "./Header.module.css"

export interface MenuLinksProps {
  /** A home section's link was followed (the page's inline script closes the menu on any link): the menu scrolls to it. */
  onSection: (event: React.MouseEvent<HTMLAnchorElement>, section: SectionId) => void
}

/** The menu's items: the navigation, then the other language. */
export function MenuLinks({ onSection }: MenuLinksProps) {
  const { lang, texts } = useFrame()
  return (
    <>
      <nav aria-label={texts.frame.menuTitle}>
        <ul className={styles.menuList}>
          {NAV_ITEMS.map(({ text, section, route }) => (
            <li key={text}>
              {section ? (
                <a href={sectionHref(section, lang)} className={styles.menuItem} onClick={(event) => onSection(event, section)}>
                  {texts.frame.nav[text]}
                </a>
              ) : (
                <Link to={routePath(route, lang)} className={styles.menuItem}>
                  {texts.frame.nav[text]}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {/* The same page in the other language: not a place on this site's map, so after the navigation. */}
      <div className={styles.menuLanguage}>
        <LanguageLink className={styles.menuItem} />
      </div>
    </>
  )
}
