import * as React from "react"
import { Link } from "gatsby"
import { Menu, X } from "../ui/icons"
import { useSectionNavigation } from "../../hooks/useSectionNavigation"
import { Logo } from "../ui/Logo"
import { SectionLink } from "../ui/SectionLink"
import * as shared from "../ui/shared.module.css"
import * as styles from "./Header.module.css"
import { NAV_ITEMS } from "./navItems"
import { MenuLinks } from "./MenuLinks"
import { routePath, SECTION_IDS } from "../../i18n/routes"
import { useFrame } from "../../i18n/frame"
import { LanguageLink } from "./LanguageLink"
import { MENU_ID } from "../../browser/menu"
import { useMenu } from "./useMenu"

export interface HeaderProps {
  /** The current route: the mobile menu closes whenever it changes (also on Back/Forward). */
  pathname?: string
}

/**
 * The fixed top bar. Below `md` its menu button opens the menu, a `<dialog popover>` the browser runs: it answers before
 * any script, focuses its close button, closes on Escape, a tap outside or a link, and gives focus back to the button.
 */
export function Header({ pathname }: HeaderProps) {
  const { lang, texts, site: facts } = useFrame()
  const goToSection = useSectionNavigation()
  const menuButton = React.useRef<HTMLButtonElement>(null)
  const menu = React.useRef<HTMLDialogElement>(null)
  const closeMenu = useMenu(menuButton, menu)

  // A new route closes the menu (also on Back/Forward); hydration is no new route.
  const shownPath = React.useRef(pathname)
  React.useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    closeMenu()
  }, [pathname, closeMenu])

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={routePath("home", lang)} aria-label={`${facts.name} — ${texts.frame.homeLinkLabel}`} className={styles.home}>
          <Logo size={36} />
          <span className={styles.name}>{facts.name}</span>
        </Link>

        <nav aria-label={texts.frame.mainNavLabel} className={styles.nav}>
          <ul className={styles.navList}>
            {NAV_ITEMS.map((item) => (
              <li key={item.text}>
                {item.section ? (
                  <SectionLink section={item.section} className={styles.navLink}>
                    {texts.frame.nav[item.text]}
                  </SectionLink>
                ) : (
                  // Gatsby's Link marks the current page with aria-current="page", which the CSS underlines.
                  <Link to={routePath(item.route, lang)} className={styles.navLink}>
                    {texts.frame.nav[item.text]}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <LanguageLink className={styles.language} />
          <button type="button" className={styles.contact} onClick={() => goToSection(SECTION_IDS.contact)}>
            {texts.frame.contactButton}
          </button>
          <button
            ref={menuButton}
            type="button"
            className={`${shared.iconButton} ${styles.menuButton}`}
            aria-label={texts.frame.menuOpen}
            aria-haspopup="dialog"
            // The browser tells assistive technology whether its popover is open.
            popovertarget={MENU_ID}
          >
            <Menu aria-hidden="true" size={26} />
          </button>
        </div>
      </div>
      <dialog id={MENU_ID} ref={menu} popover="auto" aria-modal="true" aria-labelledby={`${MENU_ID}-title`} className={styles.menuPanel}>
        <div className={styles.menuHeader}>
          <h2 id={`${MENU_ID}-title`} className={styles.menuTitle}>
            {texts.frame.menuTitle}
          </h2>
          <button
            type="button"
            className={`${shared.iconButton} ${styles.menuClose}`}
            aria-label={texts.frame.menuClose}
            popovertarget={MENU_ID}
            popovertargetaction="hide"
          >
            <X aria-hidden="true" size={24} />
          </button>
        </div>
        <MenuLinks
          onSection={(event, section) => {
            event.preventDefault()
            // The page's inline script has closed the menu (src/browser/earlyInput.ts), focus back on the menu button.
            goToSection(section, { focus: false })
          }}
        />
      </dialog>
    </header>
  )
}
