/**
 * Step 3 of the bench: Lighthouse (npm `lighthouse`, mobile, simulated throttling: its defaults)
 * in Debian's Chromium, a fresh browser each run.
 */
import os from "node:os"
import { createRequire } from "node:module"
import { NOT_FOUND_LOG_PREFIX } from "../../src/lib/notFound.ts"
import { isNotFoundRoute } from "./site.mjs"

const require = createRequire(import.meta.url)
const { chromePath, chromiumArgs } = require("../lib/chromium.js")
const chromeFlags = ["--headless=new", ...chromiumArgs]
export const lighthouseVersion = require("lighthouse/package.json").version

/** A category's score without some audits (the 404 routes': below). */
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

/**
 * On a 404 route three audits fail by design and are left out of its budget: http-status-code
 * (the page must answer 404), is-crawlable (the 404 page is noindex) and errors-in-console when
 * its only errors are the 404s of the document and of its page-data and the page's own
 * console.error naming the missing path (src/lib/notFound.ts).
 */
function notFoundExemptions(lhr) {
  const consoleErrors = lhr.audits["errors-in-console"]?.details?.items ?? []
  const pagePath = new URL(lhr.finalDisplayedUrl).pathname
  const expected = [lhr.finalDisplayedUrl, new URL(`/page-data${pagePath}/page-data.json`, lhr.finalDisplayedUrl).href]
  const ownReport = (item) => String(item.description).includes(`${NOT_FOUND_LOG_PREFIX} ${pagePath}`)
  const ownLoad404 = (item) => /status of 404/.test(String(item.description)) && expected.includes(item.sourceLocation?.url ?? item.url)
  const onlyOwn404 = consoleErrors.every((item) => ownReport(item) || ownLoad404(item))
  return { seo: ["http-status-code", "is-crawlable"], bestPractices: onlyOwn404 ? ["errors-in-console"] : [] }
}

function figures(lhr, route) {
  const summary = lhr.audits["resource-summary"]?.details?.items ?? []
  const resource = (type) => summary.find((item) => item.resourceType === type) ?? { transferSize: 0, requestCount: 0 }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const isNotFound = route !== undefined && isNotFoundRoute(route)
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
    // Each metric's score (0–1), as Lighthouse weighs it into performance.
    scores: Object.fromEntries(
      [
        ["fcp", "first-contentful-paint"],
        ["lcp", "largest-contentful-paint"],
        ["tbt", "total-blocking-time"],
        ["cls", "cumulative-layout-shift"],
        ["speedIndex", "speed-index"],
      ].map(([key, id]) => [key, lhr.audits[id]?.score ?? null]),
    ),
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

/** One Lighthouse run of `url` in a fresh Chromium; `route` (this site's) judges its 404 audits. Returns { values, failing }. */
export async function lighthouseRun(url, route) {
  const { default: lighthouse } = await import("lighthouse")
  const chromeLauncher = await import("chrome-launcher")
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    // A loaded machine sometimes loses a trace (NO_NAVSTART, NO_FCP): retry that run twice.
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          // A 404 route answers 404 on purpose; without this Lighthouse refuses to audit it.
          ignoreStatusCode: route !== undefined && isNotFoundRoute(route),
        })
        if (!result?.lhr) throw new Error(`no Lighthouse result for ${url}`)
        if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
        return { values: figures(result.lhr, route), failing: failingAudits(result.lhr) }
      } catch (error) {
        if (attempt >= 3) throw error
        console.warn(`${url}: ${error.message}; retrying`)
      }
    }
  } finally {
    await chrome.kill()
  }
}

/** `runs` rounds over every route of this site on `base`, adding each run to perRoute[route]. */
export async function lighthouseRuns(perRoute, { routes, runs, base }) {
  console.log(`\n=== Lighthouse ${lighthouseVersion}, mobile, simulated throttling: ${runs} runs × ${routes.length} routes on ${base}`)
  for (let run = 1; run <= runs; run++) {
    for (const route of routes) {
      const { values, failing } = await lighthouseRun(`${base}${route}`, route)
      perRoute[route].runs.push(values)
      for (const audit of failing) perRoute[route].failing.add(audit)
      console.log(
        `run ${run}/${runs} ${route.padEnd(26)} perf ${values.performance}  LCP ${Math.round(values.lcp)} ms  TBT ${Math.round(values.tbt)} ms  CLS ${values.cls.toFixed(3)}  (CPU benchmark ${values.benchmarkIndex}, load ${os.loadavg()[0].toFixed(1)})`,
      )
    }
  }
}

/**
 * Lighthouse on this site's home page and on gatsby-starter-default's, alternating run by run in
 * the same session (its absolute figures move with the machine; the ratio is what counts).
 */
export async function sideBySide({ siteBase, starterBase, runs }) {
  console.log(`\n=== Lighthouse side by side on /: this site and gatsby-starter-default, alternating, ${runs} runs each`)
  const site = []
  const starter = []
  for (let run = 1; run <= runs; run++) {
    for (const [name, base, list] of [
      ["site", siteBase, site],
      ["starter", starterBase, starter],
    ]) {
      const { values } = await lighthouseRun(`${base}/`, name === "site" ? "/" : undefined)
      list.push(values)
      console.log(
        `run ${run}/${runs} ${name.padEnd(8)} perf ${values.performance}  FCP ${Math.round(values.fcp)} ms  LCP ${Math.round(values.lcp)} ms  TBT ${Math.round(values.tbt)} ms  CLS ${values.cls.toFixed(3)}  SI ${Math.round(values.speedIndex)} ms`,
      )
    }
  }
  return { site, starter }
}
