/**
 * What every built page gets after the build, in this order: its stylesheets in files (./stylesheetFiles.ts), its
 * app scripts deferred (./appScripts.ts), its preload hints (./preloadHints.ts), and last its script policy
 * (./scriptPolicy.ts), which must hash every inline script once written.
 */
import fs from "fs"
import path from "path"
import { deferAppScripts } from "./appScripts"
import { inlineAssets } from "./inlineAssets"
import { builtPages } from "./builtPages"
import { pageFiles } from "./pageFiles"
import { withPreloadHints } from "./preloadHints"
import { withScriptPolicy } from "./scriptPolicy"
import { RECAPTCHA_SCRIPT_SOURCES, recaptchaConfigured } from "../hosting/securityHeaders"
import { currentGatsbyStylesheet, linkPageStylesheets, withCurrentGatsbyStylesheet } from "./stylesheetFiles"

/** Finishes every built page in `publicDir`; returns how many there were, and how many had app scripts to defer. */
export function finishPages(publicDir: string): { pages: number; deferred: number } {
  const pages = builtPages(publicDir)
  const scriptSources = recaptchaConfigured() ? RECAPTCHA_SCRIPT_SOURCES : []
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
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
