import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { CREDITS_FILE, parseCredits } from "./src/content/credits"
import { formatProblems, validateContent } from "./src/content/validate"
import { contentDir } from "./src/lib/settings"
import { warnMissingEmailSettings } from "./src/lib/contact-settings"
import { deferAppScripts } from "./src/lib/appScripts"

const dataDir = path.resolve(__dirname, contentDir)

/** Fails `gatsby build` and `gatsby develop` with every content problem at once. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(dataDir)
  if (problems.length > 0) reporter.panic(formatProblems(problems))
  reporter.info(`Content check passed (${path.relative(process.cwd(), dataDir) || "."})`)
  warnMissingEmailSettings(reporter)
}

/** Photo credits come from data/images/CREDITS.md, the file kept beside the photos. */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  const { credits } = parseCredits(fs.readFileSync(path.join(dataDir, CREDITS_FILE), "utf8"))
  credits.forEach((credit, index) => {
    actions.createNode({
      ...credit,
      order: index,
      id: createNodeId(`photo-credit-${credit.file}`),
      internal: { type: "PhotoCredit", contentDigest: createContentDigest(credit) },
    })
  })
}

/**
 * Explicit types for every content file, so a missing optional field never
 * changes the schema and images resolve through @fileByRelativePath
 * (paths are relative to the JSON file, e.g. "images/photo.jpg").
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type SiteJson implements Node @dontInfer {
      name: String!
      legalName: String!
      tagline: String!
      description: String!
      phone: String!
      email: String!
      whatsapp: String!
      whatsappMessage: String!
      location: SiteJsonLocation!
      openingHours: [SiteJsonOpeningHours!]!
      social: [SiteJsonSocial!]!
    }
    type SiteJsonLocation {
      district: String!
      province: String!
      country: String!
      countryCode: String!
    }
    type SiteJsonOpeningHours {
      id: String!
      label: String!
      days: [String!]!
      opens: String
      closes: String
      closed: Boolean!
    }
    type SiteJsonSocial {
      id: String!
      label: String!
      url: String
      available: Boolean!
    }

    type PagesJson implements Node @dontInfer {
      home: PagesJsonHome!
      gallery: PagesJsonGallery!
      responsibility: PagesJsonResponsibility!
      notFound: PagesJsonNotFound!
      splash: PagesJsonSplash!
    }
    type PagesJsonHome {
      title: String!
      description: String!
      servicesHeading: String!
      servicesIntro: String!
      servicesCta: String!
      galleryHeading: String!
      galleryIntro: String!
      galleryLinkLabel: String!
      contactHeading: String!
      contactIntro: String!
    }
    type PagesJsonGallery {
      title: String!
      description: String!
      heading: String!
      intro: String!
      comingSoon: String!
      comingSoonText: String!
      creditsHeading: String!
      creditsIntro: String!
    }
    type PagesJsonResponsibility {
      title: String!
      description: String!
    }
    type PagesJsonNotFound {
      title: String!
      description: String!
      heading: String!
      text: String!
      linkLabel: String!
    }
    type PagesJsonSplash {
      loadingText: String!
    }

    type SlidesJson implements Node @dontInfer {
      title: String!
      description: String!
      alt: String!
      image: File! @fileByRelativePath
    }

    type ServicesJson implements Node @dontInfer {
      icon: String!
      title: String!
      description: String!
    }

    type GalleryJson implements Node @dontInfer {
      title: String!
      description: String!
      alt: String!
      image: File! @fileByRelativePath
    }

    type AboutJson implements Node @dontInfer {
      heading: String!
      intro: String!
      background: [String!]!
      image: File! @fileByRelativePath
      imageAlt: String!
      successFactorsHeading: String!
      successFactors: [AboutJsonEntry!]!
      vision: String!
      mission: String!
      values: [String!]!
      location: AboutJsonLocation!
      figuresHeading: String!
      figures: [AboutJsonFigure!]!
    }
    type AboutJsonEntry {
      id: String!
      title: String!
      description: String!
    }
    type AboutJsonLocation {
      heading: String!
      text: String!
    }
    type AboutJsonFigure {
      id: String!
      value: String!
      label: String!
      detail: String!
    }

    type ResponsibilityJson implements Node @dontInfer {
      heading: String!
      intro: String!
      image: File! @fileByRelativePath
      imageAlt: String!
      sections: [ResponsibilityJsonSection!]!
      cta: ResponsibilityJsonCta!
    }
    type ResponsibilityJsonSection {
      id: String!
      title: String!
      paragraphs: [String!]!
      image: File! @fileByRelativePath
      alt: String!
    }
    type ResponsibilityJsonCta {
      heading: String!
      text: String!
      label: String!
    }

    type PhotoCredit implements Node @dontInfer {
      file: String!
      work: String!
      author: String!
      licence: String!
      licenceUrl: String
      source: String!
      order: Int!
    }
  `)
}

/**
 * Lets webpack drop the Chakra recipes the site does not use (see scripts/pure-define-loader.js);
 * __tests__/build/bundle.test.ts guards the result.
 */
/** Chakra UI, the libraries it is built on and the site's Chakra theme. */
const CHAKRA_MODULES = /[\\/](node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|stylis|proxy-compare)[\\/]|src[\\/]theme[\\/])/

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return
  actions.setWebpackConfig({
    // Chakra UI and Emotion in one chunk that only the islands load (src/components/layout/Island.tsx).
    // Left to Gatsby's splitting they land in its "commons" chunk, which every page loads at once.
    ...(stage === "build-javascript" && {
      optimization: {
        splitChunks: {
          cacheGroups: {
            chakra: {
              test: CHAKRA_MODULES,
              name: "chakra",
              chunks: "async",
              priority: 50,
              enforce: true,
            },
          },
        },
      },
    }),
    module: {
      rules: [
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/].*\.js$/,
          use: [{ loader: path.resolve(__dirname, "scripts/pure-define-loader.js") }],
        },
      ],
    },
  })
}

/** Every page's HTML under public/ (not Gatsby's slice fragments in public/_gatsby). */
function builtPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : builtPages(file)
    return entry.name.endsWith(".html") ? [file] : []
  })
}

/** The app's scripts download after each page's main photo has painted (src/lib/appScripts.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const pages = builtPages(path.join(__dirname, "public"))
  let changed = 0
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8")
    const deferred = deferAppScripts(html)
    if (deferred !== html) {
      fs.writeFileSync(file, deferred)
      changed += 1
    }
  }
  reporter.info(`app scripts deferred until the main photo has painted in ${changed} of ${pages.length} pages`)
}
