/** Scrolling to a section of the home page; other pages reach one through useSectionNavigation(). */
import type { SectionId } from "../i18n/routes"
import { prefersReducedMotion } from "./motion"

export interface ScrollOptions {
  /** Move keyboard focus to the section (default). The mobile menu keeps focus on its button instead. */
  focus?: boolean
}

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
