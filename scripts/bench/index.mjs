#!/usr/bin/env node
/**
 * `npm run bench`: the site's performance benchmark (not a test; not part of `npm test`).
 * docs/PERFORMANCE.md describes its steps, options and budgets:
 *   1. builds.mjs      the cold build, and in the same run the yardstick's and warm rebuilds;
 *   2. the static server of the browser tests (scripts/lib/staticServer.ts), with compression;
 *   3. lighthouse.mjs  Lighthouse runs per route;
 *   4. throttled.mjs   real loads in a throttled Chromium: what Lighthouse cannot see;
 *      bytesBeforeTap.mjs  what a load fetches before the first tap, on a phone and a desktop;
 *      viewImages.mjs  on /galeria, the images in view against the splash's leaving, and the bytes before scrolling;
 *      filmstrip.mjs   what a visitor sees first, frame by frame, on three networks, the splash
 *                      under load, and the splash's bytes;
 *      webkit.mjs      the splash's first paint against its clock in WebKitGTK;
 *      scriptedVisitRuns (throttled.mjs)  a visit after hydration, each interaction timed by web-vitals;
 *   5. editor.mjs      the editor at /admin: its weight, its first load, «Publicar» to a visible change;
 *   6. scale.mjs       the gallery at 30, 100 and 300 photos;
 *   7. report.mjs      medians against the budgets, written to bench-results/.
 * Runs with tsx (`node --import tsx`), so it reads the site's own TypeScript modules.
 */
import fs from "node:fs"
import path from "node:path"
import { startStaticServer } from "../lib/staticServer.ts"
import { STARTER_DIR, benchEnv, coldBuild, starterColdBuild, warmRebuilds } from "./builds.mjs"
import { lighthouseRuns, sideBySide } from "./lighthouse.mjs"
import { options } from "./options.mjs"
import { report, resultsDir } from "./report.mjs"
import { scaleRows } from "./scale.mjs"
import { publicDir } from "./site.mjs"
import { firstTapRuns, scriptedVisitRuns, siteVisibleRuns } from "./throttled.mjs"
import { bytesBeforeTapRuns } from "./bytesBeforeTap.mjs"
import { viewImagesRuns } from "./viewImages.mjs"
import { editorRuns } from "./editor.mjs"
import { filmstripRuns, splashBytes, splashUnderLoadRuns } from "./filmstrip.mjs"
import { webkitSplashRuns } from "./webkit.mjs"

/** The routes the filmstrip films (issue 33): each language's home page and gallery. */
const FILMSTRIP_ROUTES = ["/", "/galeria", "/en", "/en/gallery"]

async function main() {
  const { port, routes, runs } = options
  const lastBuildFile = path.join(resultsDir, "last-cold-build.json")
  let build = null
  if (!options.skipBuild) {
    const starter = options.skipBuildCosts ? null : await starterColdBuild()
    build = { ...(await coldBuild(port)), date: new Date().toISOString() }
    if (!options.skipBuildCosts) build.costs = { starter, ...(await warmRebuilds(port)) }
    fs.mkdirSync(resultsDir, { recursive: true })
    fs.writeFileSync(lastBuildFile, `${JSON.stringify(build, null, 2)}\n`)
  }
  const lastBuild = build ?? (fs.existsSync(lastBuildFile) ? JSON.parse(fs.readFileSync(lastBuildFile, "utf8")) : null)
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("public/ has no build: run without --no-build")
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(fs.readFileSync(path.join(publicDir, "index.html"), "utf8"))?.[1]
  if (canonical && !canonical.startsWith(`http://localhost:${port}`))
    console.warn(
      `\nNote: public/ was built for ${canonical}; canonical URLs point elsewhere than the bench server (SEO audits may differ). Build with SITE_URL=http://localhost:${port} or run without --no-build.`,
    )

  const base = `http://localhost:${port}`
  const server = await startStaticServer({ root: publicDir, port, host: "localhost", env: benchEnv(port), compress: true })
  const perRoute = Object.fromEntries(routes.map((route) => [route, { runs: [], visibleRuns: [], failing: new Set() }]))
  const extra = {}
  // gatsby-starter-default, the yardstick of Lighthouse side by side and of the filmstrip's first paint.
  const needsStarter = !options.skipLighthouse || !options.skipFilmstrip
  if (needsStarter && !fs.existsSync(path.join(STARTER_DIR, "public", "index.html"))) await starterColdBuild()
  const starterPort = port + 2
  const starter = needsStarter
    ? await startStaticServer({ root: path.join(STARTER_DIR, "public"), port: starterPort, host: "localhost", compress: true })
    : null
  const starterBase = `http://localhost:${starterPort}`
  try {
    extra.splashBytes = splashBytes(routes)
    if (!options.skipLighthouse) {
      extra.sideBySide = await sideBySide({ siteBase: base, starterBase, runs })
      await lighthouseRuns(perRoute, { routes, runs, base })
    }
    if (!options.skipFilmstrip) {
      const filmRoutes = routes.filter((route) => FILMSTRIP_ROUTES.includes(route))
      extra.filmstrip = await filmstripRuns({ routes: filmRoutes, runs, base, starterBase })
      extra.splashUnderLoad = await splashUnderLoadRuns({ routes: filmRoutes, runs, base })
    }
    if (!options.skipWebkit) extra.webkitSplash = await webkitSplashRuns({ routes, runs, base })
    if (!options.skipVisible) {
      await siteVisibleRuns(perRoute, { routes, runs, base })
      extra.firstTap = await firstTapRuns({ routes, runs, base })
      extra.bytesBeforeTap = await bytesBeforeTapRuns({ routes, runs, base })
      if (routes.includes("/galeria")) extra.viewImages = await viewImagesRuns({ runs, base })
    }
    if (!options.skipVisit) extra.visit = await scriptedVisitRuns({ runs: options.visitRuns, base })
    // «Publicar» rebuilds this checkout: not when measuring another build (--public).
    if (!options.skipEditor) extra.editor = await editorRuns({ base, port, runs, publicDir, publish: !options.publicDir })
  } finally {
    server.close()
    starter?.close()
  }
  const scale = options.skipScale
    ? null
    : await scaleRows({ counts: options.scaleCounts, runs: options.scaleRuns, taps: options.scaleTaps, port: port + 1 })
  const failures = report({
    perRoute,
    routes,
    runs,
    port,
    build,
    lastBuild,
    scale,
    scaleRuns: options.scaleRuns,
    scaleTaps: options.scaleTaps,
    extra,
  })
  if (options.strict && failures) process.exit(1)
}

main().catch((error) => {
  console.error(error)
  process.exit(2)
})
