import { gray, green } from "./palette"

/**
 * Deployment settings read from the environment at build time.
 * Documented in docs/DEPLOYMENT.md and .env.example.
 */

/** Public address of the site, used for canonical URLs, sitemap and sharing tags. */
export const siteUrl = (process.env.SITE_URL || "https://www.zavalacaju.example").replace(/\/+$/, "")

/** An absolute URL: "https://…" stays as is, a path ("/static/…") gets the site URL (or `base`) in front. */
export function absoluteUrl(pathOrUrl: string, base: string = siteUrl) {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`
}

/** Canonical address of a route ("/" keeps its slash; trailingSlash is "never" elsewhere). */
export const canonicalUrl = (pathname: string) => `${siteUrl}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`

/**
 * Folder holding the content (JSON files and images/), relative to the project.
 * Defaults to data/; gatsby-config sources it and gatsby-node checks it.
 */
export const contentDir = process.env.CONTENT_DIR || "data"

/**
 * Brand colours for the browser's chrome (web app manifest theme/background,
 * <meta name="theme-color">): the brand's deep green and the page's sand background, from the
 * palette the Chakra system uses (./palette.ts has no Chakra import, so gatsby-config.ts
 * does not load Chakra UI).
 */
export const brandColor = green[700]
export const siteBackgroundColor = gray[50]
