/** Scrolling to a section of the home page; other pages reach one through useSectionNavigation(). */
import type { SectionId } from "../i18n/routes"
import { prefersReducedMotion } from "./motion"
import { afterNextPaint } from "./paint"

/**
 * On <html> while the home page's sections are all laid out (HomeSection.module.css). Otherwise one far off screen is
 * skipped at its last rendered size, or at a placeholder's before it was ever rendered, and a scroll over it lands short.
 */
export const SHOW_SECTIONS_ATTRIBUTE = "data-show-sections"

/** The viewport's width when every section was last rendered: their remembered sizes hold at that width. */
let renderedAtWidth: number | null = null

/**
 * Lays every section out until the next frame has rendered: a skipped element's size is remembered at a frame's
 * rendering, not on a layout forced by script. The home page does it once the form's code has arrived (src/pages/index.tsx).
 */
export function renderSectionsOnce(): void {
  const root = document.documentElement
  root.setAttribute(SHOW_SECTIONS_ATTRIBUTE, "")
  afterNextPaint(() => {
    root.removeAttribute(SHOW_SECTIONS_ATTRIBUTE)
    renderedAtWidth = window.innerWidth
  })
}

export interface ScrollOptions {
  /** Move keyboard focus to the section (default). The mobile menu keeps focus on its button instead. */
  focus?: boolean
}

/**
 * Scrolls the section into view (smoothly unless reduced motion is preferred) and, unless `focus` is false, focuses it without
 * a second jump; the sections' scroll-margin-top keeps the fixed header clear. False when the section is not on the page (yet).
 */
export function scrollToSection(id: SectionId, { focus = true }: ScrollOptions = {}): boolean {
  const element = document.getElementById(id)
  if (!element) return false
  // Sizes not yet remembered at this width: lay the sections out now, so the scroll's end is computed from them.
  if (renderedAtWidth !== window.innerWidth) renderSectionsOnce()
  element.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" })
  if (focus) {
    if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1")
    element.focus({ preventScroll: true })
  }
  return true
}
