import { useCallback } from "react"
import { navigate } from "gatsby"
import { scrollToSection, type ScrollOptions } from "../browser/scroll"
import { langOfPath, routePath, type SectionId } from "../i18n/routes"

/** Wait after a cross-route navigation before scrolling, so the home page has rendered. */
export const SCROLL_AFTER_NAVIGATE_MS = 100

/** How many more times to look for the section when the home page is slow to render after navigating. */
const RETRIES_AFTER_NAVIGATE = 20

/**
 * Returns goToSection(id): on the home page ("/", or "/en" in English) it scrolls smoothly to the section
 * (no animation with prefers-reduced-motion); from any other route it
 * navigates to the home page of its language and scrolls SCROLL_AFTER_NAVIGATE_MS later (and again every
 * SCROLL_AFTER_NAVIGATE_MS while the page is still loading, a few times).
 */
export function useSectionNavigation(): (id: SectionId, options?: ScrollOptions) => void {
  return useCallback((id: SectionId, options?: ScrollOptions) => {
    // The home page in the current page's language: "/" or "/en".
    const home = routePath("home", langOfPath(window.location.pathname))
    if (window.location.pathname === home) {
      scrollToSection(id, options)
      return
    }
    void navigate(home)
    let attempts = 0
    const attempt = () => {
      if (scrollToSection(id, options) || attempts >= RETRIES_AFTER_NAVIGATE) return
      attempts += 1
      window.setTimeout(attempt, SCROLL_AFTER_NAVIGATE_MS)
    }
    window.setTimeout(attempt, SCROLL_AFTER_NAVIGATE_MS)
  }, [])
}
