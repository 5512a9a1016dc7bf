import fs from "fs"
import path from "path"
import type { GatsbyConfig } from "gatsby"
import { brandColor, contentDir, siteBackgroundColor, siteUrl } from "./src/lib/settings"
import { gatsbyHeaders } from "./src/build/hosting/securityHeaders"
import { listFileTypeName } from "./src/content/graphql"
import { CONTENT_FILES, nodeTypeName } from "./src/content/schema"
import { sitemapEntry } from "./src/build/steps/sitemap"
import { NOT_FOUND_PATHS } from "./src/i18n/routes"
import { pickText } from "./src/i18n/languages"

/**
 * Name and tagline for the web app manifest, from the content's site.json (CONTENT_DIR, like
 * everything else). An unreadable file is left to the content check in gatsby-node's
 * onPreBootstrap, which stops the build with a report naming the file and the problem.
 */
function readSite(): { name?: string; tagline?: string } {
  try {
    const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, contentDir, "site.json"), "utf8"))
    // The manifest is the Portuguese site's (start_url "/").
    return { name: site.name, tagline: pickText(site.tagline, "pt") ?? undefined }
  } catch {
    return {}
  }
}
const site = readSite()

/**
 * Each content file gets a node type of its own (site.json → SiteJson…); the transformer's
 * default would name every object file after its folder ("DataJson"), mixing them into one
 * type. A list file ({ "photos": [...] }) is GalleryJsonFile: gatsby-node makes its entries
 * the GalleryJson nodes (src/content/graphql.ts).
 */
const jsonTypeName = ({ node }: { node: { base: string } }) =>
  CONTENT_FILES[node.base]?.listKey ? listFileTypeName(node.base) : nodeTypeName(node.base)

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  trailingSlash: "never",
  // Security and caching headers, applied by Gatsby adapters (the same values as deploy/nginx.conf).
  headers: gatsbyHeaders,
  jsxRuntime: "automatic",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "data",
        path: path.resolve(__dirname, contentDir),
        ignore: ["**/licenses/**"],
      },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // AVIF at effort 1 instead of sharp's 4: much faster to encode, for files barely larger
        // (measured with sharp on 8 of the photos: docs/PERFORMANCE.md).
        // The option comes from patches/gatsby-plugin-sharp+5.16.0.patch (the plugin passes only
        // `quality` to sharp's .avif() otherwise).
        avifEffort: 1,
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "dominantColor",
          quality: 70,
          // AVIF at 50 looks like WebP and JPEG at 70 for these photos and weighs less; at 70 it
          // weighs more than the WebP (docs/PERFORMANCE.md).
          avifOptions: { quality: 50 },
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      // sitemap-index.xml + sitemap-0.xml with absolute URLs from siteMetadata.siteUrl, each
      // page with its twin in the other language (xhtml:link hreflang, and x-default on the
      // Portuguese), as the pages' own <link rel="alternate"> say; no 404 pages.
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: [...NOT_FOUND_PATHS, "/dev-404-page"],
        serialize: ({ path: pagePath }: { path: string }) => sitemapEntry(pagePath),
      },
    },
    {
      // robots.txt: every crawler may crawl everything but the content editor, and the
      // sitemap is named with the absolute SITE_URL (no Host line: only Yandex ever read it).
      resolve: "gatsby-plugin-robots-txt",
      options: {
        host: null,
        sitemap: `${siteUrl}/sitemap-index.xml`,
        policy: [{ userAgent: "*", allow: "/", disallow: "/admin" }],
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name,
        description: site.tagline,
        lang: "pt",
        start_url: "/",
        display: "standalone",
        theme_color: brandColor,
        background_color: siteBackgroundColor,
        // The logo is square; the plugin renders only the two sizes listed here
        // (plus favicon-32x32.png and a copy as favicon.svg) to keep the build short.
        icon: "static/logo.svg",
        icons: [
          { src: "icons/icon-192x192.png", sizes: "192x192", type: "image/png" },
          { src: "icons/icon-512x512.png", sizes: "512x512", type: "image/png" },
        ],
        // The icons are fetched by the browser on the site's own origin (CSP manifest-src 'self').
        crossOrigin: "anonymous",
      },
    },
  ],
}

export default config
