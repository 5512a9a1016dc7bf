import * as React from "react"
import { Link } from "gatsby"
import { Menu } from "lucide-react"
import { useSectionNavigation } from "../../hooks/useSectionNavigation"
import { Logo } from "../ui/Logo"
import { SectionLink } from "../ui/SectionLink"
import * as shared from "../ui/shared.module.css"
import * as styles from "./Header.module.css"
import { NAV_ITEMS } from "./navItems"
import { routePath, SECTION_IDS } from "../../i18n/routes"
import { useFrame } from "../../i18n/frame"
import { LanguageLink } from "./LanguageLink"
import { PARTS, readyPartMark } from "../../hydration/parts"
import { useReadyPart } from "../../hydration/ready"
import { CHAKRA_WARM_UP } from "../ui/chakraWarmUp"

/**
 * The drawer's code is not part of the page's first load: it is made ready while the splash shows
 * (src/hydration/ready.ts: loaded, then rendered closed, off screen), or, for a visitor saving
 * data, loaded when the menu button is first pressed.
 */
const loadMenu = () => import("./MobileNav")
const MobileNav = React.lazy(loadMenu)

export interface HeaderProps {
  /** The current route: the mobile menu closes whenever it changes (also on Back/Forward). */
  pathname?: string
}

/**
 * Fixed top bar: logo and name, main navigation and the link to this page in the other language
 * (a menu button below `md`, whose menu has both), and "Fale Connosco".
 */
export function Header({ pathname }: HeaderProps) {
  const { lang, texts, site: facts } = useFrame()
  const goToSection = useSectionNavigation()
  const [menuOpen, setMenuOpen] = React.useState(false)
  const [menuLoaded, setMenuLoaded] = React.useState(false)
  const menuButton = React.useRef<HTMLButtonElement>(null)

  React.useEffect(() => {
    setMenuOpen(false)
  }, [pathname])

  // Ready before the first tap: Chakra, the drawer's code, then the drawer rendered closed.
  useReadyPart(PARTS.menu, [...CHAKRA_WARM_UP, loadMenu, () => React.startTransition(() => setMenuLoaded(true))])

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
            aria-expanded={menuOpen}
            onClick={openMenu}
            {...readyPartMark(PARTS.menu)}
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
