/**
 * After the build, preloads each page's stylesheets and main photo right after the splash's stylesheet: the
 * page's meta policy (./scriptPolicy.ts) turns Chromium's preload scanner off, so without these they would be
 * fetched one after the other as the parser reached them.
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
