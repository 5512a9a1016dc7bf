/**
 * Gatsby's build hooks, each wired to the module under src/build/ that does the work (one module
 * per concern, each explained in its own header; docs/ARCHITECTURE.md, "Data flow", gives their
 * order). `root` is the project's folder: the modules take it rather than guess it, since Gatsby
 * compiles this file elsewhere.
 */
import fs from "fs"
import path from "path"
import type { CreatePagesArgs, GatsbyNode, Reporter } from "gatsby"
import { contentDir, siteUrl } from "./src/lib/settings"
import { checkContent } from "./src/build/steps/contentCheck"
import { createListEntryNodes, customizeContentSchema, resolveInterfaceTexts, sourcePhotoCredits } from "./src/build/steps/contentNodes"
import { createGalleries, localizePage } from "./src/build/steps/sitePages"
import { configureWebpack } from "./src/build/steps/webpackConfig"
import { cmsSettingsFromEnv, writeAdmin } from "./src/build/editor/admin"
import { finishPages } from "./src/build/html/finishPages"
import { writeHostingFiles } from "./src/build/hosting/hosting"
import { warmPhotoJobs } from "./src/build/steps/photoWarmup"

const root = __dirname
const dataDir = path.resolve(root, contentDir)
const publicDir = path.join(root, "public")

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => checkContent(root, dataDir, reporter)
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => sourcePhotoCredits(dataDir, args)
export const onCreateNode: GatsbyNode["onCreateNode"] = createListEntryNodes
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = customizeContentSchema
export const createResolvers: GatsbyNode["createResolvers"] = resolveInterfaceTexts
export const onCreatePage: GatsbyNode["onCreatePage"] = localizePage
let pageGraphql: CreatePagesArgs["graphql"] | undefined
export const createPages: GatsbyNode["createPages"] = (args) => {
  pageGraphql = args.graphql
  return createGalleries(root, args)
}
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => configureWebpack(root, args)

/** The content editor at /admin (src/build/editor/admin.ts), for `gatsby develop` and `gatsby build` alike. */
let adminWritten: Promise<number> | undefined
const reportAdmin = async (reporter: Reporter) => {
  const bytes = await adminWritten
  reporter.info(`content editor written to public/admin (${((bytes ?? 0) / 1024 / 1024).toFixed(1)} MB, loaded only at /admin)`)
}
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter, store }) => {
  const building = process.env.gatsby_executing_command === "build"
  // Only on a cold build: a warm one (public/ kept) has its renditions, and its queries would cost the main thread.
  const cold = building && !fs.existsSync(path.join(publicDir, "page-data"))
  const warmed = pageGraphql && cold ? warmPhotoJobs(pageGraphql, store) : 0
  if (warmed > 0) reporter.info(`photo renditions started beside webpack (${warmed} page queries run ahead)`)
  adminWritten = writeAdmin(publicDir, cmsSettingsFromEnv(process.env, { contentDir, siteUrl }))
  // A build awaits it in onPostBuild: esbuild bundles the editor on the core webpack leaves free.
  adminWritten.catch(() => {})
  if (!building) await reportAdmin(reporter)
}

/** `gatsby develop` serves public/ but not its HTML files: serve the editor's page itself (`npm run cms`), once written. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(
    ["/admin", "/admin/", "/admin/index.html"],
    async (_request: unknown, response: { type(kind: string): { send(body: string): void } }) => {
      await adminWritten
      response.type("html").send(fs.readFileSync(path.join(publicDir, "admin", "index.html"), "utf8"))
    },
  )
}

/** After the build: the editor awaited, every page finished (src/build/html/finishPages.ts), then the hosts' files for this build's environment (src/build/hosting/hosting.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  await reportAdmin(reporter)
  const { pages, deferred } = finishPages(publicDir)
  reporter.info(
    `pages finished: ${pages} (stylesheets linked, preload hints and script policy written; app scripts deferred in ${deferred})`,
  )
  reporter.info(
    `hosts' files written from src/build/hosting/hosting.ts: ${writeHostingFiles(publicDir, process.env).join(", ")} (docs/DEPLOYMENT.md)`,
  )
}
