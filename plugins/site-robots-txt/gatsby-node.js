/**
 * Writes public/robots.txt after the build: every crawler may crawl
 * everything but the content editor (/admin), and the sitemap (gatsby-plugin-sitemap's index) is named with
 * the absolute site URL, so robots.txt follows the SITE_URL setting rather
 * than being a static file with a hard-coded host.
 */
const fs = require("fs")
const path = require("path")

exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    siteUrl: Joi.string().uri().required().description("Absolute site URL without trailing slash"),
    sitemapPath: Joi.string().default("/sitemap-index.xml"),
  })

exports.onPostBuild = ({ reporter }, { siteUrl, sitemapPath = "/sitemap-index.xml" }) => {
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${siteUrl.replace(/\/+$/, "")}${sitemapPath}`, ""].join("\n")
  fs.writeFileSync(path.join(process.cwd(), "public", "robots.txt"), body)
  reporter.verbose(`robots.txt written for ${siteUrl}`)
}
