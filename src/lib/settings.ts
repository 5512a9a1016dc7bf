/**
 * Deployment settings read from the environment at build time.
 * Documented in README.md and .env.example.
 */

/** Public address of the site, used for canonical URLs, sitemap and sharing tags. */
export const siteUrl = (process.env.SITE_URL || "https://www.zavalacaju.example").replace(/\/+$/, "")

/**
 * Folder holding the content (JSON files and images/). Defaults to data/;
 * the build-failure test points it at a broken copy.
 */
export const contentDir = process.env.CONTENT_DIR || "data"
