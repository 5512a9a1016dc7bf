import * as React from "react"
import { Link } from "gatsby"
import { Box } from "@chakra-ui/react/box"
import { chakra } from "@chakra-ui/react/styled-system"
import { Menu } from "lucide-react"
import { useSiteFacts } from "../../hooks/useSiteFacts"
import { useSectionNavigation } from "../../hooks/useSectionNavigation"
import { HEADER_HEIGHT, SECTION_IDS } from "../../lib/sections"
import { Logo } from "./Logo"
import { SectionLink } from "./SectionLink"
import { CONTACT_BUTTON_LABEL, HOME_LINK_LABEL, MAIN_NAV_LABEL, MENU_OPEN_LABEL, NAV_ITEMS } from "./microcopy"

/** The Drawer is only needed once someone opens the menu: its code loads then, not with the page. */
const MobileNav = React.lazy(() => import("./MobileNav"))

const navLinkStyles = {
  px: "2",
  py: "2",
  borderRadius: "md",
  fontWeight: "medium",
  color: "green.50",
  textDecoration: "none",
  _hover: { bg: "green.700", color: "white" },
} as const

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
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      h={HEADER_HEIGHT}
      bg="green.900"
      color="white"
      boxShadow="0 1px 6px rgba(0,0,0,0.25)"
    >
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="3" h="full" maxW="7xl" mx="auto" px={{ base: "3", md: "6" }}>
        <Box asChild display="flex" alignItems="center" gap="2" color="white" textDecoration="none" borderRadius="md" minW="0">
          <Link to="/" aria-label={`${facts.name} — ${HOME_LINK_LABEL}`}>
            <Logo size={36} />
            <Box as="span" fontWeight="bold" fontSize={{ base: "md", sm: "lg", lg: "xl" }} whiteSpace="nowrap">
              {facts.name}
            </Box>
          </Link>
        </Box>

        <Box as="nav" aria-label={MAIN_NAV_LABEL} display={{ base: "none", md: "block" }}>
          <Box as="ul" display="flex" alignItems="center" gap={{ md: "0", lg: "1", xl: "2" }} listStyleType="none" fontSize={{ md: "sm", lg: "md" }}>
            {NAV_ITEMS.map((item) => (
              <li key={item.label}>
                {item.section ? (
                  <Box asChild {...navLinkStyles}>
                    <SectionLink section={item.section}>{item.label}</SectionLink>
                  </Box>
                ) : (
                  <Box asChild {...navLinkStyles}>
                    <Link to={item.to} activeStyle={{ textDecoration: "underline", textUnderlineOffset: "6px" }}>
                      {item.label}
                    </Link>
                  </Box>
                )}
              </li>
            ))}
          </Box>
        </Box>

        <Box display="flex" alignItems="center" gap="2" flexShrink={0}>
          <chakra.button
            type="button"
            onClick={() => goToSection(SECTION_IDS.contact)}
            bg="orange.600"
            color="white"
            fontWeight="semibold"
            fontSize={{ base: "xs", sm: "sm", lg: "md" }}
            px={{ base: "3", lg: "4" }}
            minH={{ base: "9", sm: "10" }}
            borderRadius="full"
            cursor="pointer"
            whiteSpace="nowrap"
            _hover={{ bg: "orange.700" }}
          >
            {CONTACT_BUTTON_LABEL}
          </chakra.button>
          <chakra.button
            ref={menuButton}
            type="button"
            aria-label={MENU_OPEN_LABEL}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={openMenu}
            display={{ base: "inline-flex", md: "none" }}
            alignItems="center"
            justifyContent="center"
            w="11"
            h="11"
            borderRadius="md"
            color="white"
            cursor="pointer"
            _hover={{ bg: "green.700" }}
          >
            <Menu aria-hidden="true" size={26} />
          </chakra.button>
        </Box>
      </Box>
      {menuLoaded && (
        <React.Suspense fallback={null}>
          <MobileNav open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />
        </React.Suspense>
      )}
    </Box>
  )
}
