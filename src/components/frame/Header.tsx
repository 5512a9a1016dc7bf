import * as React from "react"
import { Link } from "gatsby"
import { Menu, X } from "../ui/icons"
import { useSectionNavigation } from "../../hooks/useSectionNavigation"
import { useHandOver } from "../../hooks/useHandOver"
import { Logo } from "../ui/Logo"
import { SectionLink } from "../ui/SectionLink"
import * as shared from "../ui/shared.module.css"
import * as styles from "./Header.module.css"
import { NAV_ITEMS } from "./navItems"
import { MenuLinks } from "./MenuLinks"
import { routePath, SECTION_IDS } from "../../i18n/routes"
import { useFrame } from "../../i18n/frame"
import { LanguageLink } from "./LanguageLink"
import { PARTS, readyPartMark } from "../../hydration/parts"
import { useReadyPart } from "../../hydration/ready"
import { CHAKRA_WARM_UP } from "../ui/chakraWarmUp"
import { popoverOpen } from "../../browser/earlyInput"

/** The drawer's code is not in the page's first load: src/hydration/ready.ts makes it ready, not for a visitor saving data. */
const loadMenu = () => import("./MobileNav")
const MobileNav = React.lazy(loadMenu)

/** The page's own menu, a native popover: it answers the button before any script has run. */
const MENU_ID = "menu"

export interface HeaderProps {
  /** The current route: the mobile menu closes whenever it changes (also on Back/Forward). */
  pathname?: string
}

/**
 * The fixed top bar. Below `md` its menu button first opens the page's own popover menu, so a tap works before the
 * JavaScript; the Chakra drawer takes over once ready and that menu is closed.
 */
export function Header({ pathname }: HeaderProps) {
  const { lang, texts, site: facts } = useFrame()
  const goToSection = useSectionNavigation()
  const [menuOpen, setMenuOpen] = React.useState(false)
  const [menuLoaded, setMenuLoaded] = React.useState(false)
  const menuButton = React.useRef<HTMLButtonElement>(null)
  const ownMenu = React.useRef<HTMLDivElement>(null)
  const closeOwnMenu = React.useCallback(() => {
    if (ownMenu.current && popoverOpen(ownMenu.current)) ownMenu.current.hidePopover()
  }, [])

  // A new route closes the menu (also on Back/Forward); hydration is no new route.
  const shownPath = React.useRef(pathname)
  React.useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    setMenuOpen(false)
    closeOwnMenu()
  }, [pathname, closeOwnMenu])

  // Ready before the first tap: Chakra, the drawer's code, then the drawer rendered closed.
  useReadyPart(PARTS.menu, [...CHAKRA_WARM_UP, loadMenu, () => React.startTransition(() => setMenuLoaded(true))])
  /** The drawer answers the button (until then, the page's own menu). */
  const handedOver = useHandOver(menuLoaded, MENU_ID)

  const openMenu = () => {
    setMenuLoaded(true)
    setMenuOpen(true)
  }

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
            // The browser tells whether its popover is open; the drawer's state is told here.
            {...(handedOver ? { "aria-expanded": menuOpen, onClick: openMenu } : { popovertarget: MENU_ID })}
            {...readyPartMark(PARTS.menu)}
          >
            <Menu aria-hidden="true" size={26} />
          </button>
        </div>
      </div>
      <div id={MENU_ID} ref={ownMenu} popover="auto" role="dialog" aria-labelledby={`${MENU_ID}-title`} className={styles.menuPanel}>
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
            closeOwnMenu()
            goToSection(section, { focus: false })
          }}
          onRoute={closeOwnMenu}
        />
      </div>
      {menuLoaded && (
        <React.Suspense fallback={null}>
          <MobileNav open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />
        </React.Suspense>
      )}
    </header>
  )
}
