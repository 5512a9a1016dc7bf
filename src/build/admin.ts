/**
 * Writes the editor (Decap CMS) into the built site at /admin: its bundle, copied from
 * node_modules (the pinned version, never a CDN), and a page that starts it with the
 * configuration derived from the content schema (src/cms/decapConfig.ts), Portuguese wording
 * (src/cms/locale.ts) and the live preview (./adminPreview.ts). No Gatsby page: the public pages
 * load none of it.
 *
 * Called by gatsby-node (onPostBootstrap), so it is there under `gatsby develop` (which serves
 * public/) as well as after `gatsby build`.
 */
import fs from "fs"
import path from "path"
import { decapConfig, type CmsSettings } from "../cms/decapConfig"
import { PT_PT_OVERRIDES } from "../cms/locale"
import { readContentFiles } from "../content/validate"
import { SETUP_JS } from "./adminGuard"
import { PHOTOS_DIR, packageFile, writePhotos } from "./adminPhotos"
import { PREVIEW_DIR, writePreview } from "./adminPreview"

/** The files of decap-cms's dist/ the editor loads: the bundle, its chunks and its WebAssembly (not cms.js nor the source maps). */
export const isBundleFile = (name: string) => /^(?:\d+\.)?decap-cms\.js$/.test(name) || name.endsWith(".wasm")

/**
 * The page. Five scripts in order, none inline (so the site's script policy needs no hash):
 * set-up (which also refuses to start the editor inside a frame, ./adminGuard.ts), Decap, the
 * live preview's templates (./adminPreview.ts; a module, so deferred), the photo preparation
 * (./adminPhotos.ts; a module), and start, a module too so that it runs after them.
 */
export const adminHtml = () => `<!doctype html>
<html lang="pt">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor de conteúdo · Zavala Caju</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<noscript>O editor de conteúdo precisa de JavaScript.</noscript>
<script src="/admin/setup.js"></script>
<script src="/admin/decap/decap-cms.js"></script>
<script type="module" src="/admin/${PREVIEW_DIR}/index.js"></script>
<script type="module" src="/admin/${PHOTOS_DIR}/index.js"></script>
<script type="module" src="/admin/start.js"></script>
</body>
</html>
`

export function startJs(settings: CmsSettings): string {
  return `/* Generated from src/cms (decapConfig.ts, locale.ts) by the build: edit those, not this file. */
(function () {
  if (window.__editorRefused) return; // inside a frame: see setup.js
  var CMS = window.CMS || (window.DecapCms && window.DecapCms.default);
  function merge(base, extra) {
    var out = Object.assign({}, base);
    Object.keys(extra).forEach(function (key) {
      var value = extra[key];
      out[key] = value && typeof value === "object" && !Array.isArray(value) ? merge(base && base[key] ? base[key] : {}, value) : value;
    });
    return out;
  }
  CMS.registerLocale("pt_PT", merge(CMS.getLocale("pt"), ${JSON.stringify(PT_PT_OVERRIDES)}));
  CMS.init({ config: ${JSON.stringify(decapConfig(settings))} });
})();
`
}

/** Writes public/admin/; returns the size of what was written, in bytes. */
export function writeAdmin(publicDir: string, settings: CmsSettings): number {
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
  const files: Record<string, string> = { "index.html": adminHtml(), "setup.js": SETUP_JS, "start.js": startJs(settings) }
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(adminDir, name), text)
    bytes += Buffer.byteLength(text)
  }
  return bytes + writePhotos(adminDir) + writePreview(adminDir, readContentFiles(settings.contentDir))
}

/** The editor's settings from the build's environment (see docs/CONTENT.md, "The editor at /admin"). */
export function cmsSettingsFromEnv(env: NodeJS.ProcessEnv, defaults: { contentDir: string; siteUrl: string }): CmsSettings {
  return {
    contentDir: defaults.contentDir,
    repo: (env.CMS_GITHUB_REPO ?? "").trim() || "zavala-caju/site",
    branch: (env.CMS_GITHUB_BRANCH ?? "").trim() || "main",
    authBaseUrl: (env.CMS_AUTH_BASE_URL ?? "").trim(),
    siteUrl: defaults.siteUrl,
    // Only `npm run cms` (scripts/cms.mjs) and the browser tests set it: decap-server on this computer.
    localBackend: env.CMS_LOCAL_BACKEND === "1",
  }
}
