/**
 * The site's navigation: which links the header, the mobile menu and the footer show, and
 * where they go. Their words are in data/interface.json (frame.nav, footer), in both languages;
 * the paths here are the Portuguese ones, localized for the page (src/lib/i18n.ts).
 */
import type { InterfaceTexts } from "../components/frame/frameContext"
import { SECTION_IDS, type SectionId } from "./sections"

type NavText = keyof InterfaceTexts["frame"]["nav"]
export type NavItem = { text: NavText } & ({ section: SectionId; to?: never } | { to: string; section?: never })

/** Main navigation, in the header and the mobile menu. */
export const NAV_ITEMS: readonly NavItem[] = [
  { text: "about", section: SECTION_IDS.about },
  { text: "services", section: SECTION_IDS.services },
  { text: "gallery", to: "/galeria" },
  { text: "responsibility", to: "/responsabilidade-social" },
  { text: "contact", section: SECTION_IDS.contact },
]

/** Footer quick links: the home sections. */
export const FOOTER_QUICK_LINKS: readonly { text: keyof InterfaceTexts["footer"]; section: SectionId }[] = [
  { text: "aboutLink", section: SECTION_IDS.about },
  { text: "servicesLink", section: SECTION_IDS.services },
  { text: "contactLink", section: SECTION_IDS.contact },
]

/** The footer's link to the photo credits (the gallery's first page). */
export const PHOTO_CREDITS_PATH = "/galeria#creditos"
