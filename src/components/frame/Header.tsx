import * as React from "react"
import { Link } from "gatsby"
import { Menu } from "lucide-react"
import { useSiteFacts } from "../../hooks/useSiteFacts"
import { useSectionNavigation } from "../../hooks/useSectionNavigation"
import { SECTION_IDS } from "../../lib/sections"
import { Logo } from "../ui/Logo"
import { SectionLink } from "../ui/SectionLink"
import * as shared from "../ui/shared.module.css"
import * as styles from "./Header.module.css"
import { CONTACT_BUTTON_LABEL, HOME_LINK_LABEL, MAIN_NAV_LABEL, MENU_OPEN_LABEL, NAV_ITEMS } from "../../content/microcopy"

/** The Drawer is only needed once someone opens the menu: its code loads then, not with the page. */
const MobileNav = React.lazy(() => import("./MobileNav"))

export interface HeaderProps {
  /** The current route: the mobile menu closes whenever it changes (also on Back/Forward). */
  pathname?: string
}

/** Fixed top bar: logo and name, main navigation (a menu button below `md`), and "Fale Connosco". */
export function Header({ pathname }: HeaderProps) {
  const facts = useSiteFacts()
  const goToSection = useSectionNavigation()
  const [menuOpen, setMenuOpen] = React.useState(false)
  const [menuLoaded, setMenuLoaded] = React.useState(false)
  const menuButton = React.useRef<HTMLButtonElement>(null)

  React.useEffect(() => {
    setMenuOpen(false)
  }, [pathname])

  const openMenu = () => {
    setMenuLoaded(true)
    setMenuOpen(true)
  }

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" aria-label={`${facts.name} — ${HOME_LINK_LABEL}`} className={styles.home}>
          <Logo size={36} />
          <span className={styles.name}>{facts.name}</span>
        </Link>

        <nav aria-label={MAIN_NAV_LABEL} className={styles.nav}>
          <ul className={styles.navList}>
            {NAV_ITEMS.map((item) => (
              <li key={item.label}>
                {item.section ? (
                  <SectionLink section={item.section} className={styles.navLink}>
                    {item.label}
                  </SectionLink>
                ) : (
                  // Gatsby's Link marks the current page with aria-current="page", which the CSS underlines.
                  <Link to={item.to} className={styles.navLink}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <button type="button" className={styles.contact} onClick={() => goToSection(SECTION_IDS.contact)}>
            {CONTACT_BUTTON_LABEL}
          </button>
          <button
            ref={menuButton}
            type="button"
            className={`${shared.iconButton} ${styles.menuButton}`}
            aria-label={MENU_OPEN_LABEL}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={openMenu}
          >
            <Menu aria-hidden="true" size={26} />
          </button>
        </div>
      </div>
      {menuLoaded && (
        <React.Suspense fallback={null}>
          <MobileNav open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />
        </React.Suspense>
      )}
    </header>
  )
}
