import type * as React from "react"
import { Link } from "gatsby"
import { NAV_ITEMS } from "./navItems"
import { routePath, sectionHref, type SectionId } from "../../i18n/routes"
import { useFrame } from "../../i18n/frame"
import { LanguageLink } from "./LanguageLink"
import * as styles from "./Header.module.css"

export interface MenuLinksProps {
  /** A home section's link was followed: the menu decides how to close and scroll. */
  onSection: (event: React.MouseEvent<HTMLAnchorElement>, section: SectionId) => void
  /** Another page's link was followed. */
  onRoute: () => void
}

/** The menu's items, the same in the page's own menu and in the drawer that takes over from it. */
export function MenuLinks({ onSection, onRoute }: MenuLinksProps) {
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
                <Link to={routePath(route, lang)} className={styles.menuItem} onClick={onRoute}>
                  {texts.frame.nav[text]}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {/* The same page in the other language: not a place on this site's map, so after the navigation. */}
      <div className={styles.menuLanguage}>
        <LanguageLink className={styles.menuItem} onClick={onRoute} />
      </div>
    </>
  )
}
