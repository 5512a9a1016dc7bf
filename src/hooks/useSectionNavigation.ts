import { useCallback } from "react"
import { navigate } from "gatsby"
import { langOfPath, localizePath } from "../lib/i18n"
import { HOME_PATH, SCROLL_AFTER_NAVIGATE_MS, scrollToSection, type ScrollOptions, type SectionId } from "../lib/sections"

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
    const home = localizePath(HOME_PATH, langOfPath(window.location.pathname))
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
