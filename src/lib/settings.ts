import { gray, green } from "./palette"

/** Deployment settings read from the environment at build time (docs/DEPLOYMENT.md). */

/** Public address of the site, used for canonical URLs, sitemap and sharing tags. */
export const siteUrl = (process.env.SITE_URL || "https://www.zavalacaju.example").replace(/\/+$/, "")

/** An absolute URL: "https://…" stays as is, a path ("/static/…") gets the site URL (or `base`) in front. */
export function absoluteUrl(pathOrUrl: string, base: string = siteUrl) {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`
}

/** Canonical address of a route ("/" keeps its slash; trailingSlash is "never" elsewhere). */
export const canonicalUrl = (pathname: string) => `${siteUrl}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`

/** decap-server's API on this computer (`npm run cms`): where Decap and editor/start.ts ask it, and /admin's policy allows. */
export const LOCAL_BACKEND_URL = "http://localhost:8081/api/v1"

/** The content's folder, relative to the project (default data/). */
export const contentDir = process.env.CONTENT_DIR || "data"

/** The browser chrome's colours, from ./palette.ts, which imports no Chakra, so gatsby-config.ts does not load it. */
export const brandColor = green[700]
export const siteBackgroundColor = gray[50]
