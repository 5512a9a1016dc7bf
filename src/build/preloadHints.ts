/**
 * After the build (gatsby-node's onPostBuild), every page names in <head>, right after the
 * splash's stylesheet, what the page beneath the splash needs first: its stylesheets and its main
 * photo (the `fetchpriority="high"` one, as AVIF), as `<link rel="preload">`s.
 *
 * Why: a `<meta http-equiv="Content-Security-Policy">` (./scriptPolicy.ts) turns Chromium's preload
 * scanner off for the rest of the document, so without these the page's stylesheets, linked after
 * the splash (./pageStyles.ts), came one after the other, and its main photo only once the parser
 * had reached it, past them. Named before the policy, they are all fetched at once, with the
 * HTML's first bytes.
 */

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/>/g
/** The page's main photo: a <picture> whose <img> has fetchpriority="high" (ResponsivePicture's `priority`). */
const MAIN_PHOTO = /<picture>((?:<source [^>]*>)*)<img [^>]*fetchpriority="high"[^>]*>/
const AVIF_SOURCE = /<source type="image\/avif" srcSet="([^"]*)" sizes="([^"]*)"\/>/
/** Where the hints go: after <head>'s leading metadata and the splash's stylesheet. */
const HEAD_START = /<head>((?:<meta [^>]*>)*<style>[^<]*<\/style>)/

/** The preload hints for a built page's stylesheets and main photo. */
export function preloadHints(html: string): string[] {
  const stylesheets = [...new Set(Array.from(html.matchAll(STYLESHEET), (match) => match[1]))].map(
    (href) => `<link rel="preload" as="style" href="${href}"/>`,
  )
  const avif = AVIF_SOURCE.exec(MAIN_PHOTO.exec(html)?.[1] ?? "")
  // Only AVIF: a browser that decodes AVIF skips the other sources, and one that cannot ignores a hint of a type it does not know.
  const photo = avif
    ? [`<link rel="preload" as="image" type="image/avif" imagesrcset="${avif[1]}" imagesizes="${avif[2]}" fetchpriority="high"/>`]
    : []
  return [...stylesheets, ...photo]
}

/** The page with its preload hints after the splash's stylesheet (any earlier ones replaced, so running it twice changes nothing). */
export function withPreloadHints(html: string): string {
  const page = html.replace(/<link rel="preload" as="(?:style|image)"[^>]*\/>/g, "")
  if (!HEAD_START.test(page)) return html
  return page.replace(HEAD_START, (start) => start + preloadHints(page).join(""))
}
