import path from "path"
import type { CreatePagesArgs, GatsbyNode, Node } from "gatsby"
import { contentTypeDefs, listFileTypeName, localizedExtension } from "./src/content/graphql"
import { CONTENT_FILES, interfaceSchema, nodeTypeName } from "./src/content/schema"
import { formatMissingEnglish, formatProblems, readContentFiles } from "./src/content/validate"
import { validateContentAndPhotos } from "./src/content/photoCheck"
import { localizeContent } from "./src/content/localize"
import { missingEnglish } from "./src/content/missingEnglish"
import { LANGS, isLang, type Lang } from "./src/i18n/languages"
import { ENGLISH_NOT_FOUND_MATCH_PATH, NOT_FOUND_PAGES, galleryPagePath, localizePath } from "./src/i18n/routes"
import { collectCredits } from "./src/content/walk"
import { contentDir, siteUrl } from "./src/lib/settings"
import { adminHtml, cmsSettingsFromEnv, writeAdmin } from "./src/build/admin"
import { warnMissingEmailSettings } from "./src/features/contact/settings"
import { writeHostingFiles } from "./src/build/hosting"
import { finishPages } from "./src/build/finishPages"
import { galleryPages, photosPerPage, type LightboxPhoto } from "./src/lib/galleryPages"
import { writeLightboxPhotos } from "./src/build/lightboxPhotos"
import { inlineAssets } from "./src/build/inlineAssets"

const dataDir = path.resolve(__dirname, contentDir)

/**
 * Fails `gatsby build` and `gatsby develop` with every content problem at once (photos outside their
 * limits too), in Portuguese; then compiles what the pages carry inline (src/build/inlineAssets.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const problems = await validateContentAndPhotos(dataDir)
  if (problems.length > 0) reporter.panic(formatProblems(problems))
  reporter.info(`Verificação do conteúdo: sem problemas (${path.relative(process.cwd(), dataDir) || "."})`)
  const untranslated = missingEnglish(readContentFiles(dataDir))
  if (untranslated.length > 0) reporter.warn(formatMissingEnglish(untranslated))
  warnMissingEmailSettings(reporter)
  const inline = Object.entries(inlineAssets(__dirname)).map(([name, text]) => `${name} ${Buffer.byteLength(text)} B`)
  reporter.info(`inline assets compiled: ${inline.join(", ")}`)
}

/** One PhotoCredit node per photo the content uses, from the credit beside it (src/content/walk.ts). */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  const parsed = readContentFiles(dataDir) as Record<string, never>
  const seen = new Set<string>()
  let order = 0
  for (const { image, credit } of collectCredits(parsed)) {
    if (seen.has(image)) continue
    seen.add(image)
    const fields = {
      file: path.posix.basename(image),
      work: credit.work,
      author: credit.author,
      licence: credit.licence,
      licenceUrl: credit.licenceUrl ?? null,
      source: credit.source,
    }
    actions.createNode({
      ...fields,
      order: order++,
      id: createNodeId(`photo-credit-${image}`),
      internal: { type: "PhotoCredit", contentDigest: createContentDigest(fields) },
    })
  }
}

/** The content's GraphQL types, written from the content schema (src/content/graphql.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(localizedExtension)
  actions.createTypes(contentTypeDefs())
}

/**
 * `interfaceTexts(lang: $lang)`: the wording of the site's controls (data/interface.json) in one
 * language, as one JSON value. Every page asks for it in its FrameTexts fragment and the frame
 * hands it to the components (src/i18n/frame.tsx), so a page's data carries
 * the texts it shows and only in its language, and a new text needs no query change.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const keys = Object.keys(interfaceSchema.shape)
  createResolvers({
    Query: {
      interfaceTexts: {
        type: "JSON!",
        args: { lang: { type: "String", defaultValue: "pt" } },
        async resolve(
          _source: unknown,
          args: { lang?: string | null },
          context: { nodeModel: { findOne(query: { type: string; query: object }): Promise<Record<string, unknown> | null> } },
        ) {
          const node = await context.nodeModel.findOne({ type: nodeTypeName("interface.json"), query: {} })
          if (!node) throw new Error("data/interface.json is missing: the site's interface texts could not be loaded")
          const content = Object.fromEntries(keys.map((key) => [key, node[key]]))
          return localizeContent(interfaceSchema, content, isLang(args.lang) ? args.lang : "pt")
        },
      },
    },
  })
}

/**
 * Every page in both languages. The pages of src/pages/ are the Portuguese ones (at "/",
 * "/responsabilidade-social", "/404.html"); each gets `lang: "pt"` in its context and an English
 * twin at its English path (src/i18n/routes.ts) with `lang: "en"`. The English 404 page answers
 * every unknown path under /en (its matchPath), for Gatsby's client-side router as for the
 * servers configured as docs/DEPLOYMENT.md shows.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const context = page.context as { lang?: unknown }
  if (isLang(context.lang) || page.path.startsWith("/dev-404-page")) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, lang: "pt" } })
  // "/404" is the 404 page's own route beside Gatsby's copy at 404.html: one English 404 is enough.
  if (/^\/404\/?$/.test(page.path)) return
  const english = localizePath(page.path, "en")
  actions.createPage({
    ...page,
    path: english,
    ...(page.path === NOT_FOUND_PAGES.pt ? { matchPath: ENGLISH_NOT_FOUND_MATCH_PATH } : {}),
    context: { ...page.context, lang: "en" },
  })
}

/** The list files' node types (GalleryJsonFile…) and the type of their entries' nodes (GalleryJson…). */
const LIST_FILES = new Map(
  Object.entries(CONTENT_FILES)
    .filter(([, { listKey }]) => listKey)
    .map(([file, { listKey }]) => [listFileTypeName(file), { listKey: listKey as string, entryType: nodeTypeName(file) }]),
)

/**
 * A list file is wrapped for the editor ({ "photos": [...] }), but pages query its entries one
 * by one (allGalleryJson(limit: 6)): each entry becomes a node, a child of the file's node so its
 * images resolve relative to the file. Its node id comes from the file's node and the entry's id
 * (unique within its list), so an entry id may recur in another list, and a build whose cache
 * came from another folder (the browser tests' variant site) never mistakes the old file's
 * entries for the new file's.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createContentDigest, createNodeId }) => {
  const list = LIST_FILES.get(node.internal.type)
  if (!list) return
  const entries = (node as Node & Record<string, unknown>)[list.listKey]
  if (!Array.isArray(entries)) return
  for (const entry of entries as Record<string, unknown>[]) {
    const { id, ...fields } = entry
    const child = {
      ...fields,
      id: createNodeId(`${node.id} >>> ${String(id)}`),
      parent: node.id,
      children: [],
      internal: { type: list.entryType, contentDigest: createContentDigest(entry) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: node, child: child as unknown as Node })
  }
}

/** Chakra UI, the libraries it is built on and the site's Chakra theme. */
const CHAKRA_MODULES =
  /[\\/](node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|stylis|proxy-compare)[\\/]|src[\\/]theme[\\/])/

/**
 * Puts Chakra in a chunk of its own that only the islands load, and lets webpack drop the Chakra
 * recipes the site does not use (scripts/pureDefineLoader.js); __tests__/build/bundle.test.ts
 * guards the result. The pages' server renderer gets the inline assets (src/build/inlineAssets.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-html" || stage === "develop-html") {
    actions.setWebpackConfig({ plugins: [plugins.define({ INLINE_ASSETS: JSON.stringify(inlineAssets(__dirname)) })] })
    return
  }
  if (stage !== "build-javascript" && stage !== "develop") return
  actions.setWebpackConfig({
    // Chakra UI and Emotion in one chunk that only the islands load (src/hydration/Island.tsx).
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
          use: [{ loader: path.resolve(__dirname, "scripts/pureDefineLoader.js") }],
        },
      ],
    },
  })
}

/**
 * The gallery: the lightbox's JSON (every photo, src/build/lightboxPhotos.ts), then one page per
 * GALLERY_PHOTOS_PER_PAGE photos (src/lib/galleryPages.ts), from src/templates/galeria.tsx.
 *
 * The lightbox's renditions fit its box on every screen (its `sizes` is set from the photo's
 * shape in Lightbox.tsx): 800 px for 2× phones, 1200 for 3× phones and laptops, 1600 for large
 * desktop screens. WebP and AVIF only: the lightbox runs only with JavaScript, in browsers that
 * all decode WebP, so a JPEG fallback would never be fetched.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  for (const lang of LANGS) await createGalleryPages(lang, { graphql, actions, reporter })
}

/**
 * One language's gallery pages and lightbox JSON. Both languages ask sharp for the same
 * renditions (same photos, same arguments), so each is made once and shared.
 */
async function createGalleryPages(lang: Lang, { graphql, actions, reporter }: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">) {
  const result = await graphql<{
    allGalleryJson: { nodes: (Omit<LightboxPhoto, "large"> & { image: { large: { gatsbyImageData: LightboxPhoto["large"] } | null } })[] }
  }>(
    `
      query GalleryLightbox($lang: String!) {
        allGalleryJson {
          nodes {
            id
            title(lang: $lang)
            description(lang: $lang)
            alt(lang: $lang)
            image {
              large: childImageSharp {
                gatsbyImageData(layout: FULL_WIDTH, breakpoints: [800, 1200, 1600], formats: [WEBP, AVIF])
              }
            }
          }
        }
      }
    `,
    { lang },
  )
  if (result.errors || !result.data) {
    reporter.panicOnBuild("the gallery's lightbox query failed", result.errors)
    return
  }
  const photos: LightboxPhoto[] = result.data.allGalleryJson.nodes.map(({ image, ...text }) => ({
    ...text,
    large: image.large?.gatsbyImageData ?? null,
  }))
  const photosUrl = writeLightboxPhotos(path.join(__dirname, "public"), photos, lang)
  const pages = galleryPages(photos.length, photosPerPage(process.env), photosUrl)
  for (const page of pages)
    actions.createPage({
      path: galleryPagePath(page.page, lang),
      component: path.resolve(__dirname, "src/templates/galeria.tsx"),
      context: { ...page.context, lang },
    })
  reporter.info(`gallery (${lang}): ${photos.length} photos on ${pages.length} page(s); lightbox data ${photosUrl}`)
}

/** The content editor at /admin (src/build/admin.ts), for `gatsby develop` and `gatsby build` alike. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter }) => {
  const bytes = writeAdmin(path.join(__dirname, "public"), cmsSettingsFromEnv(process.env, { contentDir, siteUrl }))
  reporter.info(`content editor written to public/admin (${(bytes / 1024 / 1024).toFixed(1)} MB, loaded only at /admin)`)
}

/** `gatsby develop` serves public/ but not its HTML files: serve the editor's page itself (`npm run cms`). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(
    ["/admin", "/admin/", "/admin/index.html"],
    (_request: unknown, response: { type(kind: string): { send(body: string): void } }) => {
      response.type("html").send(adminHtml())
    },
  )
}

/** After the build: every page finished (src/build/finishPages.ts), then the hosts' files written for this build's environment (src/build/hosting.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(__dirname, "public")
  const { pages, deferred } = finishPages(publicDir)
  reporter.info(
    `pages finished: ${pages} (stylesheets linked, preload hints and script policy written; app scripts deferred until the main photo has painted in ${deferred})`,
  )
  const hostingFiles = writeHostingFiles(publicDir, process.env)
  reporter.info(`hosts' files written from src/build/hosting.ts: ${hostingFiles.join(", ")} (docs/DEPLOYMENT.md)`)
}
