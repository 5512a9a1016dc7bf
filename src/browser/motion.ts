/** The visitor's system-wide wish for less motion: the slideshow and smooth scrolling both follow it. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)"

/** True when the visitor asked the system for less motion (false on the server). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION_QUERY).matches : false
}
