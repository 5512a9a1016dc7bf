#!/usr/bin/env node
/**
 * `npm run bench`: the site's performance benchmark (not a test; not part of `npm test`).
 *
 *   1. Cold build: rm -rf .cache public, then `gatsby build` with
 *      SITE_URL=http://localhost:<port> so canonical URLs match the server; reports
 *      the seconds taken (and the manifest icons' and image processing's share).
 *      Skipped with --no-build or BENCH_SKIP_BUILD=1 (uses the existing public/).
 *      Build costs, in the same run: gatsby-starter-default's cold build first
 *      (bench/gatsby-starter-default, the yardstick), then warm rebuilds with .cache and
 *      public/ kept: after a one-word text edit and after adding one gallery photo.
 *   2. Serves public/ like a static host: gzip/brotli and the headers of
 *      src/lib/securityHeaders.ts (scripts/staticServer.cjs), on port 9204
 *      (BENCH_PORT).
 *   3. Lighthouse (mobile, simulated throttling: its defaults) in Debian's Chromium
 *      (CHROME_PATH or /usr/bin/chromium), --runs times (5) per route, a fresh browser each run.
 *   4. "Site visible" (what Lighthouse cannot see: it ignores the splash overlay): real
 *      loads in Playwright's Chromium with DevTools throttling (150 ms round trip, 1.6 Mbps
 *      down, 4× CPU, 412×823; scripts/lib/siteVisible.js), --runs times per route: first
 *      contentful paint, hydration, and the moment the splash is no longer on top.
 *   5. The gallery at scale: for 30, 100 and 300 gallery photos (copies of the existing
 *      ones under new names, scripts/lib/galleryScale.js), a scratch copy of the project
 *      built cold; its build time, the size of its public/, /galeria's HTML (gzip), what
 *      /galeria transfers on a 375 px phone before any scrolling, and Lighthouse on /galeria
 *      (--scale-runs times, 3). The marginal cold cost of a photo is read off the first and
 *      last rows.
 *   6. Prints the medians per route against the budgets and the gzip size of each
 *      route's first-load JS, the build costs and the scale table; writes everything to
 *      bench-results/bench-<time>.json.
 *
 * Options: --no-build, --strict (exit 1 when a budget fails), --runs N,
 *          --routes /,/galeria (comma-separated), --port N,
 *          --no-lighthouse, --no-visible (skip step 3 or step 4),
 *          --no-build-costs (skip the yardstick and warm rebuilds of step 1),
 *          --no-scale (skip step 5), --scale 30,100,300, --scale-runs N.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { fileURLToPath, pathToFileURL } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const require = createRequire(import.meta.url)
const { startStaticServer } = require("./staticServer.cjs")
const { scratchProject } = require("./lib/scratchProject.js")
const { folderBytes, growGallery, transferBeforeScroll } = require("./lib/galleryScale.js")
const { firstLoadScripts, htmlScriptFiles } = require("./lib/firstLoadJs.js")
const { testBuildEnv } = require("./lib/buildEnv.js")

// ---------------------------------------------------------------- options
const argv = process.argv.slice(2)
const flag = (name) => argv.includes(name)
const option = (name, fallback) => {
  const index = argv.indexOf(name)
  return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback
}
const skipBuild = flag("--no-build") || process.env.BENCH_SKIP_BUILD === "1"
const skipLighthouse = flag("--no-lighthouse")
const skipVisible = flag("--no-visible")
const skipBuildCosts = flag("--no-build-costs")
const skipScale = flag("--no-scale")
const scaleCounts = option("--scale", "30,100,300").split(",").map(Number)
const scaleRuns = Number(option("--scale-runs", 3))
const strict = flag("--strict")
const runs = Number(option("--runs", process.env.BENCH_RUNS || 5))
const port = Number(option("--port", process.env.BENCH_PORT || 9204))
// Both languages: the English routes must meet the same budgets as the Portuguese ones.
const routes = option(
  "--routes",
  "/,/galeria,/responsabilidade-social,/404-test-path,/en,/en/gallery,/en/social-responsibility,/en/404-test-path",
).split(",")
const { chromePath, chromiumArgs } = require("./lib/chromium.js")
const chromeFlags = ["--headless=new", ...chromiumArgs]
const publicDir = path.join(root, "public")
const resultsDir = path.join(root, "bench-results")
const KB = 1024

// ---------------------------------------------------------------- budgets (median of the runs)
/** Each budget: the metric's key, a check, how it reads. `route` limits a budget to one route. */
const budgets = [
  { key: "performance", ok: (v) => v >= 95, text: "≥ 95" },
  { key: "accessibility", ok: (v) => v === 100, text: "= 100" },
  { key: "bestPracticesBudget", ok: (v) => v === 100, text: "= 100" },
  { key: "seoBudget", ok: (v) => v === 100, text: "= 100" },
  { key: "lcp", ok: (v) => v <= 2000, text: "≤ 2000 ms" },
  { key: "tbt", ok: (v) => v <= 150, text: "≤ 150 ms" },
  { key: "cls", ok: (v) => v < 0.01, text: "< 0.01" },
  { key: "firstLoadJsGzip", ok: (v) => v <= 110 * KB, text: "≤ 110 KB on /", route: "/" },
  { key: "imageBytes", ok: (v) => v <= 350 * KB, text: "≤ 350 KB on /", route: "/" },
  // The splash ends 2.5 s after the first paint; 100 ms for the frame that shows it gone.
  { key: "visibleAfterPaint", ok: (v) => v <= 2600, text: "≤ first paint + 2600 ms" },
]

const rows = [
  { key: "performance", label: "Performance", format: (v) => String(Math.round(v)) },
  { key: "accessibility", label: "Accessibility", format: (v) => String(Math.round(v)) },
  { key: "bestPractices", label: "Best practices", format: (v) => String(Math.round(v)) },
  { key: "bestPracticesBudget", label: "Best practices (budget*)", format: (v) => String(Math.round(v)) },
  { key: "seo", label: "SEO", format: (v) => String(Math.round(v)) },
  { key: "seoBudget", label: "SEO (budget*)", format: (v) => String(Math.round(v)) },
  { key: "lcp", label: "LCP", format: (v) => `${Math.round(v)} ms` },
  { key: "tbt", label: "TBT", format: (v) => `${Math.round(v)} ms` },
  { key: "cls", label: "CLS", format: (v) => v.toFixed(3) },
  { key: "fcp", label: "FCP", format: (v) => `${Math.round(v)} ms` },
  { key: "speedIndex", label: "Speed Index", format: (v) => `${Math.round(v)} ms` },
  { key: "scriptBytes", label: "JS transferred", format: kb },
  { key: "imageBytes", label: "Images transferred", format: kb },
  { key: "totalBytes", label: "Total transferred", format: kb },
  { key: "requests", label: "Requests", format: (v) => String(Math.round(v)) },
  { key: "firstLoadJsGzip", label: "First-load JS (gzip)", format: kb },
  // From the throttled Chromium loads (step 4), in ms from navigation start.
  { key: "visibleFcp", label: "Throttled: first paint", format: ms, visible: true },
  { key: "hydratedAt", label: "Throttled: hydrated", format: ms, visible: true },
  { key: "visibleAt", label: "Throttled: site visible", format: ms, visible: true },
  { key: "visibleAfterPaint", label: "Throttled: visible − first paint", format: ms, visible: true },
]

function ms(value) {
  return `${Math.round(value)} ms`
}

function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`
}

// ---------------------------------------------------------------- helpers
const median = (values) => {
  values = values.filter((value) => typeof value === "number" && Number.isFinite(value))
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** A src/lib module without imports (securityHeaders.ts, notFound.ts), transpiled alone and imported. */
async function loadTsModule(relativePath) {
  const ts = require("typescript")
  const source = fs.readFileSync(path.join(root, relativePath), "utf8")
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 } })
  const file = path.join(os.tmpdir(), `${path.basename(relativePath, ".ts")}-${process.pid}.mjs`)
  fs.writeFileSync(file, outputText)
  try {
    return await import(pathToFileURL(file).href)
  } finally {
    fs.rmSync(file, { force: true })
  }
}

/** `gatsby build` in `cwd` (`clean`: rm -rf .cache public first); returns seconds, and the manifest, image and bundle steps' seconds from its log. */
async function gatsbyBuild({ cwd = root, env = { ...testBuildEnv(), SITE_URL: `http://localhost:${port}` }, clean = false, label }) {
  console.log(`\n=== ${label}`)
  if (clean) {
    fs.rmSync(path.join(cwd, ".cache"), { recursive: true, force: true })
    fs.rmSync(path.join(cwd, "public"), { recursive: true, force: true })
  }
  const started = Date.now()
  let log = ""
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules/gatsby/cli.js"), "build"], {
      cwd,
      env: { ...env, GATSBY_TELEMETRY_DISABLED: "1" },
    })
    const collect = (chunk) => {
      log += chunk
      process.stdout.write(chunk)
    }
    child.stdout.on("data", collect)
    child.stderr.on("data", collect)
    child.on("close", resolve)
  })
  const seconds = (Date.now() - started) / 1000
  if (code !== 0) throw new Error(`gatsby build failed in ${cwd} (exit ${code})`)
  // eslint-disable-next-line no-control-regex -- strips the ANSI colour codes of gatsby's log
  const plain = log.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")
  const step = (pattern) => {
    const match = pattern.exec(plain)
    return match ? Number(match[1]) : null
  }
  return {
    seconds,
    manifestSeconds: step(/Build manifest and related icons - ([\d.]+)s/),
    imageProcessingSeconds: step(/IMAGE_PROCESSING jobs - ([\d.]+)s/),
    bundleSeconds: step(/Building production JavaScript and CSS bundles - ([\d.]+)s/),
  }
}

/** Cold build of the site, for the Lighthouse runs (SITE_URL = the bench server). */
const coldBuild = () => gatsbyBuild({ clean: true, label: `Cold build (rm -rf .cache public; SITE_URL=http://localhost:${port})` })

/** Cold build of bench/gatsby-starter-default in a temporary folder, with this project's node_modules: the yardstick. */
async function starterColdBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-starter-"))
  try {
    fs.cpSync(path.join(root, "bench", "gatsby-starter-default"), dir, { recursive: true })
    fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"))
    return await gatsbyBuild({
      cwd: dir,
      env: { ...process.env, NODE_ENV: "production" },
      clean: true,
      label: "Cold build of gatsby-starter-default (the yardstick)",
    })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Warm rebuilds as a Gatsby-aware host makes them (.cache and public/ kept), right after the
 * cold build: a one-word text edit, then one more gallery photo (a new image, not a copy of one:
 * sharp would reuse the copy's renditions). data/ is restored afterwards, and a last warm build
 * puts public/ back as the content is, for the Lighthouse runs.
 */
async function warmRebuilds() {
  const dataDir = path.join(root, "data")
  const pagesFile = path.join(dataDir, "pages.json")
  const galleryFile = path.join(dataDir, "gallery.json")
  const originals = { [pagesFile]: fs.readFileSync(pagesFile, "utf8"), [galleryFile]: fs.readFileSync(galleryFile, "utf8") }
  const newPhoto = path.join(dataDir, "images", "bench-fotografia-nova.jpg")
  const restore = () => {
    for (const [file, text] of Object.entries(originals)) fs.writeFileSync(file, text)
    fs.rmSync(newPhoto, { force: true })
  }
  process.once("SIGINT", () => {
    restore()
    process.exit(130)
  })
  try {
    const pages = JSON.parse(originals[pagesFile])
    // Texts are { pt, en } (src/content/fields.ts): a word more in the Portuguese.
    pages.home.servicesIntro.pt = `${pages.home.servicesIntro.pt} Editado.`
    fs.writeFileSync(pagesFile, `${JSON.stringify(pages, null, 2)}\n`)
    const textEdit = await gatsbyBuild({ label: "Warm rebuild after a one-word text edit (data/pages.json)" })
    fs.writeFileSync(pagesFile, originals[pagesFile])

    const gallery = JSON.parse(originals[galleryFile])
    const model = gallery.photos[0]
    const { default: sharp } = await import("sharp")
    // A different image of the same size: the model mirrored and slightly darkened.
    await sharp(path.join(dataDir, model.image)).rotate().flop().modulate({ brightness: 0.9 }).jpeg({ quality: 85 }).toFile(newPhoto)
    gallery.photos.push({
      ...model,
      id: "bench-fotografia-nova",
      image: "images/bench-fotografia-nova.jpg",
      title: { pt: "Fotografia nova (bench)", en: "New photo (bench)" },
    })
    fs.writeFileSync(galleryFile, `${JSON.stringify(gallery, null, 2)}\n`)
    const addPhoto = await gatsbyBuild({ label: "Warm rebuild after adding one gallery photo" })
    restore()
    const back = await gatsbyBuild({ label: "Warm rebuild back to the content as it is (for the Lighthouse runs)" })
    return { textEdit, addPhoto, back }
  } finally {
    restore()
  }
}

/** The built HTML of a route: /x -> x/index.html; unknown paths -> 404.html, or en/404.html under /en. */
function htmlFileFor(route) {
  const candidate = route === "/" ? "index.html" : path.join(route.slice(1), "index.html")
  if (fs.existsSync(path.join(publicDir, candidate))) return candidate
  return route.startsWith("/en/") ? "en/404.html" : "404.html"
}

/** A route answered by a 404 page, in either language. */
const isNotFoundRoute = (route) => ["404.html", "en/404.html"].includes(htmlFileFor(route))

/**
 * gzip size of the JS a route needs before it is interactive: the app's chunks and
 * the page component's chunks with those it shares (scripts/lib/firstLoadJs.js,
 * the same count the build-output bundle test uses), and how much of it is in the
 * scripts the HTML starts itself (its <script src> tags and deferred list).
 */
function firstLoadJs(route) {
  const htmlFile = htmlFileFor(route)
  const html = fs.readFileSync(path.join(publicDir, htmlFile), "utf8")
  const htmlScripts = htmlScriptFiles(html)
  const files = firstLoadScripts(publicDir, htmlFile === "404.html" ? "404" : htmlFile === "en/404.html" ? "/en/404.html" : route).map(
    ({ file, gzip }) => ({ file, gzip }),
  )
  return {
    files,
    htmlScriptsGzip: files.filter((f) => htmlScripts.includes(f.file)).reduce((sum, f) => sum + f.gzip, 0),
    total: files.reduce((sum, f) => sum + f.gzip, 0),
  }
}

/**
 * A category's score without some audits. On the 404 route three audits fail
 * by design and are left out of its budget: http-status-code (the page must
 * answer 404), is-crawlable (the 404 page is noindex) and errors-in-console
 * when its only errors are the 404s of the document and of its page-data and
 * the page's own console.error naming the missing path.
 */
function scoreWithout(lhr, category, ids) {
  let weighted = 0
  let weights = 0
  for (const ref of lhr.categories[category].auditRefs) {
    const score = lhr.audits[ref.id]?.score
    if (ref.weight <= 0 || ids.includes(ref.id) || score === null || score === undefined) continue
    weighted += score * ref.weight
    weights += ref.weight
  }
  return weights ? Math.round((weighted / weights) * 100) : 0
}

/** Set from src/lib/notFound.ts when the bench starts. */
let NOT_FOUND_LOG_PREFIX = "\u0000"

function notFoundExemptions(lhr) {
  const consoleErrors = lhr.audits["errors-in-console"]?.details?.items ?? []
  // The document's own 404, and Gatsby's loader asking for the unknown path's page-data before it shows the 404 page.
  const pagePath = new URL(lhr.finalDisplayedUrl).pathname
  const expected = [lhr.finalDisplayedUrl, new URL(`/page-data${pagePath}/page-data.json`, lhr.finalDisplayedUrl).href]
  // …and the page's own report of the missing path, which the 404 page logs on purpose (console.error).
  const ownReport = (item) => String(item.description).includes(`${NOT_FOUND_LOG_PREFIX} ${pagePath}`)
  const ownLoad404 = (item) => /status of 404/.test(String(item.description)) && expected.includes(item.sourceLocation?.url ?? item.url)
  const onlyOwn404 = consoleErrors.every((item) => ownReport(item) || ownLoad404(item))
  return { seo: ["http-status-code", "is-crawlable"], bestPractices: onlyOwn404 ? ["errors-in-console"] : [] }
}

function figures(lhr, route) {
  const summary = lhr.audits["resource-summary"]?.details?.items ?? []
  const resource = (type) => summary.find((item) => item.resourceType === type) ?? { transferSize: 0, requestCount: 0 }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const isNotFound = isNotFoundRoute(route)
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    seoBudget: isNotFound ? scoreWithout(lhr, "seo", notFoundExemptions(lhr).seo) : score("seo"),
    bestPracticesBudget: isNotFound ? scoreWithout(lhr, "best-practices", notFoundExemptions(lhr).bestPractices) : score("best-practices"),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    speedIndex: lhr.audits["speed-index"].numericValue,
    scriptBytes: resource("script").transferSize,
    imageBytes: resource("image").transferSize,
    totalBytes: resource("total").transferSize,
    requests: resource("total").requestCount,
    // Lighthouse's CPU speed estimate for this run: low values (a loaded machine) inflate TBT and LCP.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  }
}

/** Audits that lost points, to say where a score went. */
function failingAudits(lhr) {
  const failing = []
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    if (category === "performance") continue
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.push(`${category}: ${ref.id}`)
    }
  }
  return failing
}

/** One Lighthouse run in a fresh Chromium; adds its figures to perRoute[route]. */
async function lighthouseRun(lighthouse, chromeLauncher, route, perRoute, base = `http://localhost:${port}`) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    const result = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // The 404 route answers 404 on purpose; without this Lighthouse refuses to audit it.
      ignoreStatusCode: isNotFoundRoute(route),
    })
    if (!result?.lhr) throw new Error(`no Lighthouse result for ${route}`)
    if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
    const values = figures(result.lhr, route)
    perRoute[route].runs.push(values)
    for (const audit of failingAudits(result.lhr)) perRoute[route].failing.add(audit)
    return values
  } finally {
    await chrome.kill()
  }
}

// ---------------------------------------------------------------- main
async function main() {
  const lastBuildFile = path.join(resultsDir, "last-cold-build.json")
  let build = null
  if (!skipBuild) {
    const starter = skipBuildCosts ? null : await starterColdBuild()
    build = { ...(await coldBuild()), date: new Date().toISOString() }
    if (!skipBuildCosts) build.costs = { starter, ...(await warmRebuilds()) }
    fs.mkdirSync(resultsDir, { recursive: true })
    fs.writeFileSync(lastBuildFile, `${JSON.stringify(build, null, 2)}\n`)
  }
  const lastBuild = build ?? (fs.existsSync(lastBuildFile) ? JSON.parse(fs.readFileSync(lastBuildFile, "utf8")) : null)
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("public/ has no build: run without --no-build")
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(fs.readFileSync(path.join(publicDir, "index.html"), "utf8"))?.[1]
  if (canonical && !canonical.startsWith(`http://localhost:${port}`)) {
    console.warn(
      `\nNote: public/ was built for ${canonical}; canonical URLs point elsewhere than the bench server (SEO audits may differ). Build with SITE_URL=http://localhost:${port} or run without --no-build.`,
    )
  }

  const { headersFor } = await loadTsModule("src/lib/securityHeaders.ts")
  ;({ NOT_FOUND_LOG_PREFIX } = await loadTsModule("src/lib/notFound.ts"))
  const server = await startStaticServer({ root: publicDir, port, headersFor, compress: true, host: "localhost" })
  const { default: lighthouse } = await import("lighthouse")
  const chromeLauncher = await import("chrome-launcher")

  const perRoute = Object.fromEntries(routes.map((route) => [route, { runs: [], visibleRuns: [], failing: new Set() }]))
  try {
    if (!skipLighthouse) await lighthouseRuns(lighthouse, chromeLauncher, perRoute)
    if (!skipVisible) await siteVisibleRuns(perRoute)
  } finally {
    server.close()
  }
  const scale = skipScale ? null : await scaleRows(lighthouse, chromeLauncher, headersFor)
  report(perRoute, build, lastBuild, scale)
}

/** Step 5: the gallery at scale, one scratch project per photo count, each built cold. */
async function scaleRows(lighthouse, chromeLauncher, headersFor) {
  const { chromium } = require("playwright-core")
  const scalePort = port + 1
  const base = `http://localhost:${scalePort}`
  const rows = []
  for (const count of scaleCounts) {
    const dir = scratchProject(`bench-scale-${count}-`)
    try {
      growGallery(path.join(dir, "data"), count)
      const build = await gatsbyBuild({
        cwd: dir,
        env: { ...testBuildEnv(), SITE_URL: base },
        clean: true,
        label: `Cold build with ${count} gallery photos (scratch copy)`,
      })
      const scratchPublic = path.join(dir, "public")
      const html = fs.readFileSync(path.join(scratchPublic, "galeria", "index.html"))
      const pages =
        1 +
        (fs.existsSync(path.join(scratchPublic, "galeria"))
          ? fs.readdirSync(path.join(scratchPublic, "galeria")).filter((name) => /^\d+$/.test(name)).length
          : 0)
      const server = await startStaticServer({ root: scratchPublic, port: scalePort, headersFor, compress: true, host: "localhost" })
      try {
        const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
        let transfer
        try {
          transfer = await transferBeforeScroll(browser, `${base}/galeria`)
        } finally {
          await browser.close()
        }
        const perRoute = { "/galeria": { runs: [], failing: new Set() } }
        for (let run = 1; run <= scaleRuns; run++) {
          const values = await lighthouseRun(lighthouse, chromeLauncher, "/galeria", perRoute, base)
          console.log(
            `${count} photos, run ${run}/${scaleRuns} /galeria perf ${values.performance}  LCP ${Math.round(values.lcp)} ms  TBT ${Math.round(values.tbt)} ms`,
          )
        }
        const { runs: lh } = perRoute["/galeria"]
        rows.push({
          count,
          build,
          pages,
          publicBytes: folderBytes(scratchPublic),
          htmlGzip: zlib.gzipSync(html).length,
          transfer,
          performance: median(lh.map((r) => r.performance)),
          lcp: median(lh.map((r) => r.lcp)),
          tbt: median(lh.map((r) => r.tbt)),
        })
      } finally {
        server.close()
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  return rows
}

/** The scale table, with the budgets of its largest row and the marginal cold cost of a photo. */
function scaleReport(scale) {
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd([8, 16, 10, 11, 7, 12, 13, 20, 6, 9][i])).join(" ")
  console.log(`\n=== The gallery at scale (cold builds of a scratch copy; /galeria on a 375 px phone; Lighthouse median of ${scaleRuns})`)
  console.log(line(["photos", "cold build", "images", "public/", "pages", "HTML gzip", "transfer*", "(images)", "perf", "LCP"]))
  for (const row of scale) {
    console.log(
      line([
        row.count,
        `${row.build.seconds.toFixed(1)} s`,
        `${row.build.imageProcessingSeconds ?? "?"} s`,
        `${(row.publicBytes / KB / KB).toFixed(1)} MB`,
        row.pages,
        kb(row.htmlGzip),
        kb(row.transfer.total),
        kb(row.transfer.byType.Image ?? 0),
        Math.round(row.performance),
        `${Math.round(row.lcp)} ms`,
      ]),
    )
  }
  console.log("* everything /galeria transfers before any scrolling, until the network is quiet for 3 s")
  const first = scale[0]
  const last = scale[scale.length - 1]
  const checks = [
    [`/galeria with ${last.count} photos: performance`, String(Math.round(last.performance)), "≥ 95", last.performance >= 95],
    [`/galeria with ${last.count} photos: LCP`, `${Math.round(last.lcp)} ms`, "≤ 2000 ms", last.lcp <= 2000],
    [`/galeria with ${last.count} photos: transfer before scrolling`, kb(last.transfer.total), "≤ 400 KB", last.transfer.total <= 400 * KB],
    [`/galeria with ${last.count} photos: HTML`, `${kb(last.htmlGzip)} gzip`, "< 100 KB", last.htmlGzip < 100 * KB],
  ]
  if (last.count > first.count) {
    const marginal = (last.build.seconds - first.build.seconds) / (last.count - first.count)
    checks.push([
      `marginal cold cost of a photo (${first.count} → ${last.count} photos)`,
      `${marginal.toFixed(2)} s`,
      "≤ 1.5 s",
      marginal <= 1.5,
    ])
  }
  for (const [name, value, goal, ok] of checks) console.log(`  ${ok ? "ok  " : "OVER"} ${name}: ${value} (goal ${goal})`)
  return checks.filter(([, , , ok]) => !ok).length
}

/** Step 3: Lighthouse, `runs` times per route, each in a fresh Chromium. */
async function lighthouseRuns(lighthouse, chromeLauncher, perRoute) {
  console.log(
    `\n=== Lighthouse ${require("lighthouse/package.json").version}, mobile, simulated throttling: ${runs} runs × ${routes.length} routes on http://localhost:${port}`,
  )
  for (let run = 1; run <= runs; run++) {
    for (const route of routes) {
      // A loaded machine sometimes loses a trace (NO_NAVSTART, NO_FCP): retry that run twice.
      for (let attempt = 1; ; attempt++) {
        try {
          const values = await lighthouseRun(lighthouse, chromeLauncher, route, perRoute)
          console.log(
            `run ${run}/${runs} ${route.padEnd(26)} perf ${values.performance}  LCP ${Math.round(values.lcp)} ms  TBT ${Math.round(values.tbt)} ms  CLS ${values.cls.toFixed(3)}  (CPU benchmark ${values.benchmarkIndex}, load ${os.loadavg()[0].toFixed(1)})`,
          )
          break
        } catch (error) {
          if (attempt >= 3) throw error
          console.warn(`run ${run}/${runs} ${route}: ${error.message}; retrying`)
        }
      }
    }
  }
}

/** Step 4: "site visible", `runs` throttled loads per route in one Chromium, a fresh context each. */
async function siteVisibleRuns(perRoute) {
  const { chromium } = require("playwright-core")
  const { THROTTLED_PHONE, measureSiteVisible } = require("./lib/siteVisible.js")
  const { latency, downloadThroughput } = THROTTLED_PHONE.network
  console.log(
    `\n=== Site visible: Chromium with DevTools throttling (${latency} ms RTT, ${((downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps down, ${THROTTLED_PHONE.cpuSlowdown}× CPU, ${THROTTLED_PHONE.context.viewport.width}×${THROTTLED_PHONE.context.viewport.height}): ${runs} runs × ${routes.length} routes`,
  )
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  try {
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        const figures = await measureSiteVisible(browser, `http://localhost:${port}${route}`)
        // Never covered (no splash): visible at the first paint.
        const visibleAt = figures.visibleAt ?? (figures.coveredAt === null ? figures.fcp : null)
        const values = { visibleFcp: figures.fcp, hydratedAt: figures.hydratedAt, visibleAt, visibleAfterPaint: visibleAt - figures.fcp }
        perRoute[route].visibleRuns.push({ ...values, firstFigure: figures.firstFigure, lastFigure: figures.lastFigure })
        const show = (value) => (value === null || Number.isNaN(value) ? "—" : `${Math.round(value)} ms`)
        console.log(
          `run ${run}/${runs} ${route.padEnd(26)} first paint ${show(values.visibleFcp)}  hydrated ${show(values.hydratedAt)}  visible ${show(values.visibleAt)} (first paint + ${show(values.visibleAfterPaint)})  splash ${figures.firstFigure ?? "—"}→${figures.lastFigure ?? "—"} %`,
        )
      }
    }
  } finally {
    await browser.close()
  }
}

/** Step 6: medians against the budgets, the table, and the JSON report. */
function report(perRoute, build, lastBuild, scale) {
  const report = {
    date: new Date().toISOString(),
    lighthouse: require("lighthouse/package.json").version,
    runs,
    port,
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg() },
    build,
    lastColdBuild: lastBuild,
    routes: {},
    scale,
  }
  let failures = 0
  for (const route of routes) {
    const medians = {}
    for (const row of rows) {
      if (row.key === "firstLoadJsGzip") continue
      medians[row.key] = median((row.visible ? perRoute[route].visibleRuns : perRoute[route].runs).map((r) => r[row.key]))
    }
    const js = firstLoadJs(route)
    medians.firstLoadJsGzip = js.total
    const checks = {}
    for (const budget of budgets) {
      if ((budget.route && budget.route !== route) || medians[budget.key] === undefined) continue
      checks[budget.key] = budget.ok(medians[budget.key])
      if (!checks[budget.key]) failures++
    }
    report.routes[route] = {
      medians,
      checks,
      firstLoadJs: js,
      failingAudits: [...perRoute[route].failing],
      runs: perRoute[route].runs,
      visibleRuns: perRoute[route].visibleRuns,
    }
  }

  // Table: one row per figure, one column per route, then the budget
  const widths = [30, ...routes.map((r) => Math.max(r.length, 14) + 2), 18]
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join(" ")
  console.log(`\n=== Medians of ${runs} runs (✓/✗ against the budget)`)
  console.log(line(["", ...routes, "budget"]))
  for (const row of rows) {
    const budget = budgets.find((b) => b.key === row.key)
    const cells = routes.map((route) => {
      const { medians, checks } = report.routes[route]
      const mark = row.key in checks ? (checks[row.key] ? " ✓" : " ✗") : ""
      return medians[row.key] === undefined ? "—" : `${row.format(medians[row.key])}${mark}`
    })
    console.log(line([row.label, ...cells, budget?.text ?? ""]))
  }
  console.log(
    "* on a 404 route, without the audits a 404 page fails by design: http-status-code, is-crawlable (noindex), and console errors that are only its own 404s (document and page-data) and its report of the missing path",
  )
  for (const route of routes) {
    const { firstLoadJs: js, failingAudits: failing } = report.routes[route]
    console.log(
      `\n${route}: first-load JS ${kb(js.total)} gzip (${kb(js.htmlScriptsGzip)} started by the HTML): ${js.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(", ")}`,
    )
    if (failing.length) console.log(`${route}: audits losing points in some run: ${failing.join(", ")}`)
  }
  const indexes = routes.flatMap((route) => report.routes[route].runs.map((r) => r.benchmarkIndex)).filter((v) => v !== null)
  if (indexes.length) {
    console.log(
      `\nLighthouse CPU benchmark index: median ${Math.round(median(indexes))} (below ~1000 the machine was slow or loaded: TBT/LCP are inflated); load average now ${os.loadavg()[0].toFixed(1)}`,
    )
  }
  if (lastBuild) {
    const parts = [
      lastBuild.manifestSeconds !== null ? `manifest icons ${lastBuild.manifestSeconds} s` : null,
      lastBuild.imageProcessingSeconds !== null ? `image processing ${lastBuild.imageProcessingSeconds} s` : null,
      lastBuild.bundleSeconds !== null ? `JS bundles ${lastBuild.bundleSeconds} s` : null,
    ].filter(Boolean)
    const when = build ? `on ${os.cpus().length} CPUs` : `skipped now (--no-build); last one on ${lastBuild.date}`
    console.log(`\nCold build: ${lastBuild.seconds.toFixed(1)} s (${parts.join(", ")}), ${when}`)
    const costs = lastBuild.costs
    if (costs) {
      const rows = [
        costs.starter && [
          "cold build vs gatsby-starter-default",
          `${lastBuild.seconds.toFixed(1)} s vs ${costs.starter.seconds.toFixed(1)} s = ${(lastBuild.seconds / costs.starter.seconds).toFixed(1)}×`,
          "≤ 3×",
          lastBuild.seconds <= 3 * costs.starter.seconds,
        ],
        ["warm rebuild after a text edit", `${costs.textEdit.seconds.toFixed(1)} s`, "≤ 30 s", costs.textEdit.seconds <= 30],
        [
          "warm rebuild after adding a photo",
          `${costs.addPhoto.seconds.toFixed(1)} s (images ${costs.addPhoto.imageProcessingSeconds ?? "?"} s)`,
          "≤ 40 s",
          costs.addPhoto.seconds <= 40,
        ],
      ].filter(Boolean)
      console.log("\nBuild costs (this run, same machine):")
      for (const [name, value, goal, ok] of rows) console.log(`  ${ok ? "ok  " : "OVER"} ${name}: ${value} (goal ${goal})`)
    }
  } else {
    console.log("\nCold build: skipped (--no-build), no earlier cold build recorded")
  }

  if (scale?.length) failures += scaleReport(scale)

  fs.mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `bench-${report.date.replace(/[:.]/g, "-")}.json`)
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`Report: ${path.relative(root, file)}`)
  console.log(failures ? `${failures} budget(s) not met` : "All budgets met")
  if (strict && failures) process.exit(1)
}

main().catch((error) => {
  console.error(error)
  process.exit(2)
})
