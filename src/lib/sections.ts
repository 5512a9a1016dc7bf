/**
 * The home page's section anchors and how to scroll to them.
 * Other pages reach a section through useSectionNavigation().
 */
import { prefersReducedMotion } from "./motion"
import { localizePath, type Lang } from "./i18n"

/** Anchor ids of the home sections (the part after "#" in "/#sobre"). */
export const SECTION_IDS = {
  about: "sobre",
  services: "servicos",
  contact: "contato",
} as const

export type SectionKey = keyof typeof SECTION_IDS
export type SectionId = (typeof SECTION_IDS)[SectionKey]

/** Path of the page that holds the sections. */
export const HOME_PATH = "/"

/** Height of the fixed header; sections keep this much room above them when scrolled to. */
export const HEADER_HEIGHT = "4rem"

/** Wait after a cross-route navigation before scrolling, so the home page has rendered. */
export const SCROLL_AFTER_NAVIGATE_MS = 100

/** Link target that works without JavaScript, e.g. "/#sobre", or "/en#sobre" on the English pages. */
export const sectionHref = (id: SectionId, lang: Lang = "pt") => `${localizePath(HOME_PATH, lang)}#${id}`

/**
 * Scrolls the section into view (smoothly unless reduced motion is preferred)
 * and, unless `focus` is false, moves keyboard focus to it without a second
 * jump. The fixed header is kept clear by the sections' scroll-margin-top.
 * Returns false when the section is not on the page (yet).
 */
export function scrollToSection(id: SectionId, { focus = true }: ScrollOptions = {}): boolean {
  const element = document.getElementById(id)
  if (!element) return false
  element.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" })
  if (focus) {
    if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1")
    element.focus({ preventScroll: true })
  }
  return true
}

export interface ScrollOptions {
  /** Move keyboard focus to the section (default). The mobile menu keeps focus on its button instead. */
  focus?: boolean
}
