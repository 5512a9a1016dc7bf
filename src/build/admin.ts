/**
 * Writes the editor (Decap CMS) into the built site at /admin: its bundle, copied from node_modules (pinned,
 * never a CDN), and a page that starts it with the schema's configuration, Portuguese wording and the live
 * preview. No Gatsby page, so public pages load none of it. Run at onPostBootstrap, for `gatsby develop` too.
 */
import fs from "fs"
import path from "path"
import { decapConfig, type CmsSettings } from "../cms/decapConfig"
import { PT_PT_OVERRIDES } from "../cms/locale"
import { readContentFiles } from "../content/validate"
import { EDITOR_TEXTS, SETUP_JS } from "./adminGuard"
import { PHOTOS_DIR, packageFile, writePhotos } from "./adminPhotos"
import { PREVIEW_DIR, writePreview } from "./adminPreview"
import { adminCspDirectives, policyText } from "./securityHeaders"

/** The files of decap-cms's dist/ the editor loads: the bundle, its chunks and its WebAssembly (not cms.js nor the source maps). */
export const isBundleFile = (name: string) => /^(?:\d+\.)?decap-cms\.js$/.test(name) || name.endsWith(".wasm")

/** The editor's policy as a meta tag: GitHub Pages sends no headers, and the page holds a `repo`-scoped token. */
function adminMetaPolicy(settings: CmsSettings): string {
  const env = { CMS_LOCAL_BACKEND: settings.localBackend ? "1" : "" }
  // A meta policy cannot carry frame-ancestors: setup.js refuses a frame instead (./adminGuard.ts).
  return policyText(adminCspDirectives(env).filter(([name]) => !META_IGNORED.has(name)))
}
const META_IGNORED = new Set(["frame-ancestors", "report-uri", "sandbox"])

/** The page: its own policy, a line that stays if nothing starts, and three scripts, none inline (start.js loads Decap last). */
export const adminHtml = (settings: CmsSettings) => `<!doctype html>
<html lang="pt">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${adminMetaPolicy(settings)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor de conteúdo · Zavala Caju</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="preload" href="${DECAP_SCRIPT}" as="script">
</head>
<body>
<noscript>O editor de conteúdo precisa de JavaScript.</noscript>
<p id="editor-status" role="status">${EDITOR_TEXTS.loading}</p>
<script src="/admin/setup.js"></script>
<script type="module" src="/admin/${PHOTOS_DIR}/index.js"></script>
<script type="module" src="/admin/start.js"></script>
</body>
</html>
`

const DECAP_SCRIPT = "/admin/decap/decap-cms.js"

/** start.js fails closed: unless setup.js ran and the photo guard set __photoGuard, Decap never loads and the page says why. */
export function startJs(settings: CmsSettings): string {
  return `/* Generated from src/build/admin.ts and src/cms (decapConfig.ts, locale.ts) by the build: edit those, not this file. */
const status = document.getElementById("editor-status");
function refuse(text) {
  const notice = document.createElement("p");
  notice.setAttribute("role", "alert");
  notice.textContent = text;
  const reload = document.createElement("button");
  reload.type = "button";
  reload.textContent = ${JSON.stringify(EDITOR_TEXTS.reload)};
  reload.addEventListener("click", () => location.reload());
  const main = document.createElement("main");
  main.append(notice, reload);
  if (status) status.remove();
  document.body.append(main);
}
function merge(base, extra) {
  const out = Object.assign({}, base);
  for (const [key, value] of Object.entries(extra))
    out[key] = value && typeof value === "object" && !Array.isArray(value) ? merge(base && base[key] ? base[key] : {}, value) : value;
  return out;
}
function start() {
  const CMS = window.CMS || (window.DecapCms && window.DecapCms.default);
  if (!CMS) return refuse(${JSON.stringify(EDITOR_TEXTS.editorFailed)});
  CMS.registerLocale("pt_PT", merge(CMS.getLocale("pt"), ${JSON.stringify(PT_PT_OVERRIDES)}));
  CMS.init({ config: ${JSON.stringify(decapConfig(settings))} });
  if (status) status.remove();
}
if (window.__editorRefused) {
  // inside a frame: setup.js has said why
} else if (window.CMS_MANUAL_INIT !== true || window.__photoGuard !== true) {
  refuse(${JSON.stringify(EDITOR_TEXTS.guardMissing)});
} else {
  const decap = document.createElement("script");
  decap.src = ${JSON.stringify(DECAP_SCRIPT)};
  decap.onerror = () => refuse(${JSON.stringify(EDITOR_TEXTS.editorFailed)});
  // The preview is no safety part: without it the editor still works, with a plain preview.
  decap.onload = () => import("/admin/${PREVIEW_DIR}/index.js").catch((error) => console.error(error)).then(start);
  document.head.append(decap);
}
`
}

/** Writes public/admin/; resolves to the size of what was written, in bytes. */
export async function writeAdmin(publicDir: string, settings: CmsSettings): Promise<number> {
  const adminDir = path.join(publicDir, "admin")
  const bundleDir = path.join(adminDir, "decap")
  fs.rmSync(adminDir, { recursive: true, force: true })
  fs.mkdirSync(bundleDir, { recursive: true })
  let bytes = 0
  const dist = packageFile("decap-cms/dist")
  for (const name of fs.readdirSync(dist).filter(isBundleFile)) {
    fs.copyFileSync(path.join(dist, name), path.join(bundleDir, name))
    bytes += fs.statSync(path.join(dist, name)).size
  }
  // setup.js: Decap reads CMS_MANUAL_INIT when its bundle loads, then waits for CMS.init({ config }) (./adminGuard.ts).
  const files: Record<string, string> = { "index.html": adminHtml(settings), "setup.js": SETUP_JS, "start.js": startJs(settings) }
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(adminDir, name), text)
    bytes += Buffer.byteLength(text)
  }
  const bundles = await Promise.all([writePhotos(adminDir), writePreview(adminDir, readContentFiles(settings.contentDir))])
  return bundles.reduce((total, written) => total + written, bytes)
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
    localBackend: env.CMS_LOCAL_BACKEND === "1",
  }
}
