/**
 * What every built page gets after the build (gatsby-node's onPostBuild), in this order:
 * 1. the stylesheets its server rendering inlined after the splash go into files it links, and it
 *    links this build's copy of Gatsby's stylesheet (./stylesheetFiles.ts);
 * 2. its app scripts wait for its main photo, then its parts' files are fetched ahead (./appScripts.ts, ./pageFiles.ts);
 * 3. its stylesheets and main photo are named for the browser to fetch at once (./preloadHints.ts);
 * 4. its script policy: the hashes of exactly its inline scripts, once the last of them is written
 *    (./scriptPolicy.ts), plus Google's reCAPTCHA origins when the build has a reCAPTCHA site key.
 */
import fs from "fs"
import path from "path"
import { deferAppScripts } from "./appScripts"
import { inlineAssets } from "./inlineAssets"
import { builtPages } from "./builtPages"
import { checkPartChunkGroups, pageFiles } from "./pageFiles"
import { withPreloadHints } from "./preloadHints"
import { withScriptPolicy } from "./scriptPolicy"
import { RECAPTCHA_SCRIPT_SOURCES, recaptchaConfigured } from "./securityHeaders"
import { currentGatsbyStylesheet, linkPageStylesheets, withCurrentGatsbyStylesheet } from "./stylesheetFiles"

/** Finishes every built page in `publicDir`; returns how many there were, and how many had app scripts to defer. */
export function finishPages(publicDir: string): { pages: number; deferred: number } {
  const pages = builtPages(publicDir)
  const scriptSources = recaptchaConfigured() ? RECAPTCHA_SCRIPT_SOURCES : []
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
  checkPartChunkGroups(stats)
  const gatsbyStylesheet = currentGatsbyStylesheet(stats)
  const loader = inlineAssets(path.dirname(publicDir)).appScriptsJs
  let deferred = 0
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8")
    const linked = withCurrentGatsbyStylesheet(linkPageStylesheets(html, publicDir), gatsbyStylesheet)
    const withDeferredScripts = deferAppScripts(linked, loader, pageFiles(linked, { stats, publicDir }))
    if (withDeferredScripts !== linked) deferred += 1
    const final = withScriptPolicy(withPreloadHints(withDeferredScripts), scriptSources)
    if (final !== html) fs.writeFileSync(file, final)
  }
  return { pages: pages.length, deferred }
}
