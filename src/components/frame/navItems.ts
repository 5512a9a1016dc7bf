/**
 * The site's navigation: which links the header, the mobile menu and the footer show, and
 * where they go. Their words are in data/interface.json (frame.nav, footer), in both languages;
 * their addresses come from the route table (src/i18n/routes.ts).
 */
import type { InterfaceTexts } from "../../i18n/frame"
import { SECTION_IDS, type RouteName, type SectionId } from "../../i18n/routes"

type NavText = keyof InterfaceTexts["frame"]["nav"]
export type NavItem = { text: NavText } & ({ section: SectionId; route?: never } | { route: RouteName; section?: never })

/** Main navigation, in the header and the mobile menu. */
export const NAV_ITEMS: readonly NavItem[] = [
  { text: "about", section: SECTION_IDS.about },
  { text: "services", section: SECTION_IDS.services },
  { text: "gallery", route: "gallery" },
  { text: "responsibility", route: "responsibility" },
  { text: "contact", section: SECTION_IDS.contact },
]

/** Footer quick links: the home sections. */
export const FOOTER_QUICK_LINKS: readonly { text: keyof InterfaceTexts["footer"]; section: SectionId }[] = [
  { text: "aboutLink", section: SECTION_IDS.about },
  { text: "servicesLink", section: SECTION_IDS.services },
  { text: "contactLink", section: SECTION_IDS.contact },
]
