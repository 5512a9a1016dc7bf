/**
 * Writes the editor (Decap CMS, composed in editor) into the built site at /admin: a page, and under
 * /admin/assets/ its scripts, Decap, the photo preparation and the live preview, bundled by esbuild from
 * node_modules (never a CDN) with content-hashed names. No Gatsby page, so public pages load none of it.
 * Run at onPostBootstrap, for `gatsby develop` too.
 */
import fs from "fs"
import path from "path"
import type { Plugin } from "esbuild"
import type { EditorBoot } from "../../../editor/boot"
import { EDITOR_TEXTS } from "../../../editor/texts"
import { decapConfig, type CmsSettings } from "../../cms/decapConfig"
import { readContentFiles } from "../../content/validate"
import { assetsDir, buildAdminBundle } from "./adminBundle"
import { packageFile, writePhotos } from "./adminPhotos"
import { writePreview } from "./adminPreview"
import { adminCspDirectives, localBackendWanted, policyText } from "../hosting/securityHeaders"

/** The editor's policy as a meta tag: GitHub Pages sends no headers, and the page holds a `repo`-scoped token. */
function adminMetaPolicy(settings: CmsSettings): string {
  // A meta policy cannot carry frame-ancestors: setup.ts refuses a frame instead (editor/setup.ts).
  return policyText(adminCspDirectives(settings.localBackend === true).filter(([name]) => !META_IGNORED.has(name)))
}
const META_IGNORED = new Set(["frame-ancestors", "report-uri", "sandbox"])

/** The page's own files: its stylesheet and its three scripts, run in this order (setup, the photo guard, start). */
interface AdminPage {
  style: string
  /** Decap's files, preloaded: start.ts fetches them once the guards have run, and only then runs them. */
  decap: string[]
  setup: string
  photos: string
  start: string
}

/** The page: its own policy, a line and a bar that stay until Decap paints, and three module scripts, none inline. */
const adminHtml = (settings: CmsSettings, page: AdminPage) => `<!doctype html>
<html lang="pt">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${adminMetaPolicy(settings)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor de conteúdo · Zavala Caju</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${page.style}">
${page.decap.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin>`).join("\n")}
</head>
<body>
<noscript>O editor de conteúdo precisa de JavaScript.</noscript>
<main id="editor-status"><p role="status">${EDITOR_TEXTS.loading}</p><progress max="1" aria-label="Transferência do editor"></progress></main>
<script type="module" src="${page.setup}"></script>
<script type="module" src="${page.photos}"></script>
<script type="module" src="${page.start}"></script>
</body>
</html>
`

/** The editor workspace's own copy of a package (its React 19, not the site's React 18). */
const editorPackage = (name: string, projectDir: string) =>
  path.dirname(packageFile(`${name}/package.json`, path.join(projectDir, EDITOR_DIR)))
const EDITOR_DIR = "editor"

/** What Decap imports for features this editor never reaches or checks elsewhere, by its stand-in in editor/absent/ (its comments say why). */
const ABSENT = {
  yaml: "yaml.ts",
  "react-markdown": "hint.ts",
  "remark-gfm": "index.ts",
  "@iarna/toml/parse-string": "index.ts",
  "tomlify-j0.4": "index.ts",
  "gray-matter": "index.ts",
  "apollo-client": "graphql.ts",
  "apollo-cache-inmemory": "graphql.ts",
  "apollo-link-http": "graphql.ts",
  "apollo-link-context": "graphql.ts",
  "graphql-tag": "graphql.ts",
  ajv: "ajv.ts",
  "ajv-keywords/dist/keywords": "ajvPlugins.ts",
  "ajv-errors": "ajvPlugins.ts",
}
const absentPackages = (projectDir: string) =>
  Object.fromEntries(Object.entries(ABSENT).map(([name, file]) => [name, path.join(projectDir, EDITOR_DIR, "absent", file)]))

/**
 * What Decap's list widget imports, by the module in editor/ it gets instead: listItem.ts for its items' object widget
 * (their fields are made when first opened), sortable.ts and dndCore.ts for dnd-kit's (their contexts stay while the
 * items do, so an item unchanged is not drawn again).
 */
const LIST_IMPORTS: Record<string, string> = {
  "decap-cms-widget-object": "listItem.ts",
  "@dnd-kit/sortable": "sortable.ts",
  "@dnd-kit/core": "dndCore.ts",
}
const listImports = (projectDir: string): Plugin => ({
  name: "list-imports",
  setup(build) {
    build.onResolve({ filter: new RegExp(`^(${Object.keys(LIST_IMPORTS).join("|")})$`) }, ({ path: name, importer }) =>
      importer.includes(`${path.sep}decap-cms-widget-list${path.sep}`)
        ? { path: path.join(projectDir, EDITOR_DIR, LIST_IMPORTS[name]) }
        : undefined,
    )
  },
})

/** Decap and the parts it is composed of (editor/decap.ts), with the worker its proxy backend starts, into /admin/assets/decap/. */
async function writeDecap(adminDir: string, projectDir: string) {
  const source = path.join(projectDir, EDITOR_DIR, "decap.ts")
  const workerSource = path.join(projectDir, EDITOR_DIR, "localPhotosWorker.ts")
  const common = { absWorkingDir: projectDir, adminDir, outdir: assetsDir(adminDir, "decap") }
  const worker = await buildAdminBundle({ ...common, entryPoints: { "local-photos": workerSource } })
  const bundle = await buildAdminBundle({
    ...common,
    entryPoints: { decap: source },
    alias: {
      // One React for Decap and every package it brings, even one npm placed beside the site's React 18.
      react: editorPackage("react", projectDir),
      "react-dom": editorPackage("react-dom", projectDir),
      ...absentPackages(projectDir),
    },
    define: {
      "process.env.NODE_ENV": '"production"',
      global: "globalThis",
      LOCAL_PHOTOS_WORKER: JSON.stringify(worker.entry(workerSource)),
    },
    plugins: [listImports(projectDir)],
  })
  return { bytes: worker.bytes + bundle.bytes, entry: bundle.entry(source), files: bundle.loadedWith(source) }
}

/** Writes public/admin/; resolves to the size of what was written, in bytes. */
export async function writeAdmin(publicDir: string, settings: CmsSettings, projectDir = process.cwd()): Promise<number> {
  const adminDir = path.join(publicDir, "admin")
  fs.rmSync(adminDir, { recursive: true, force: true })
  fs.mkdirSync(adminDir, { recursive: true })
  const [photos, decap, preview] = await Promise.all([
    writePhotos(adminDir, projectDir),
    writeDecap(adminDir, projectDir),
    writePreview(adminDir, readContentFiles(settings.contentDir), projectDir),
  ])
  const boot: EditorBoot = {
    config: decapConfig(settings),
    decap: { entry: decap.entry, files: decap.files },
    preview: { entry: preview.entry, style: preview.style },
  }
  const source = (name: string) => path.join(projectDir, EDITOR_DIR, name)
  const page = await buildAdminBundle({
    absWorkingDir: projectDir,
    adminDir,
    entryPoints: { page: source("page.css"), setup: source("setup.ts"), start: source("start.ts") },
    outdir: assetsDir(adminDir, "page"),
    define: { EDITOR_BOOT: JSON.stringify(boot) },
  })
  const html = adminHtml(settings, {
    style: page.entry(source("page.css")),
    decap: decap.files.map((file) => file.url),
    setup: page.entry(source("setup.ts")),
    photos: photos.entry,
    start: page.entry(source("start.ts")),
  })
  fs.writeFileSync(path.join(adminDir, "index.html"), html)
  return photos.bytes + decap.bytes + preview.bytes + page.bytes + Buffer.byteLength(html)
}

/** The editor's settings from the build's environment (see docs/CONTENT.md, "The editor at /admin"). */
export function cmsSettingsFromEnv(env: NodeJS.ProcessEnv, defaults: { contentDir: string; siteUrl: string }): CmsSettings {
  return {
    contentDir: defaults.contentDir,
    repo: (env.CMS_GITHUB_REPO ?? "").trim() || "zavala-caju/site",
    branch: (env.CMS_GITHUB_BRANCH ?? "").trim() || "main",
    authBaseUrl: (env.CMS_AUTH_BASE_URL ?? "").trim(),
    authScope: env.CMS_AUTH_SCOPE?.trim() === "public_repo" ? "public_repo" : "repo",
    siteUrl: defaults.siteUrl,
    // Only `npm run cms` (scripts/cms.mjs) and the browser tests set it: decap-server on this computer.
    localBackend: localBackendWanted(env),
  }
}
