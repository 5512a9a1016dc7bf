/**
 * Step 6 of the bench: the medians of every route against the budgets (the first taps' worst: interaction.mjs),
 * the first-load JS, the build costs and the scale table, printed, and everything written to
 * bench-results/bench-<time>.json. Returns how many budgets were missed.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { budgets, rows } from "./budgets.mjs"
import { editorReport } from "./editor.mjs"
import { lighthouseVersion } from "./lighthouse.mjs"
import { interactionReport, tapSummary } from "./interaction.mjs"
import { filmstripReport } from "./filmstrip.mjs"
import { linesOfCodeReport } from "./linesOfCode.mjs"
import { scaleReport } from "./scale.mjs"
import { webkitSplashReport } from "./webkit.mjs"
import { firstLoadJs, root } from "./site.mjs"
import { kb, median } from "./stats.mjs"

export const resultsDir = path.join(root, "bench-results")

function routeMedians(perRoute, route) {
  const medians = {}
  for (const row of rows) {
    if (row.key === "firstLoadJsGzip") continue
    medians[row.key] = median((row.visible ? perRoute[route].visibleRuns : perRoute[route].runs).map((r) => r[row.key]))
  }
  return medians
}

function printTable(report, routes, runs) {
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
}

function printBuildCosts(build, lastBuild) {
  if (!lastBuild) return console.log("\nCold build: skipped (--no-build), no earlier cold build recorded")
  const parts = [
    lastBuild.manifestSeconds !== null ? `manifest icons ${lastBuild.manifestSeconds} s` : null,
    lastBuild.imageProcessingSeconds !== null ? `image processing ${lastBuild.imageProcessingSeconds} s` : null,
    lastBuild.bundleSeconds !== null ? `JS bundles ${lastBuild.bundleSeconds} s` : null,
  ].filter(Boolean)
  const when = build ? `on ${os.cpus().length} CPUs` : `skipped now (--no-build); last one on ${lastBuild.date}`
  console.log(`\nCold build: ${lastBuild.seconds.toFixed(1)} s (${parts.join(", ")}), ${when}`)
  const costs = lastBuild.costs
  if (!costs) return
  const checks = [
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
      "≤ 45 s",
      costs.addPhoto.seconds <= 45,
    ],
  ].filter(Boolean)
  console.log("\nBuild costs (this run, same machine):")
  for (const [name, value, goal, ok] of checks) console.log(`  ${ok ? "ok  " : "OVER"} ${name}: ${value} (goal ${goal})`)
}

export function report({ perRoute, routes, runs, port, build, lastBuild, scale, scaleRuns, scaleTaps, extra = {} }) {
  const result = {
    date: new Date().toISOString(),
    lighthouse: lighthouseVersion,
    runs,
    port,
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg() },
    build,
    lastColdBuild: lastBuild,
    routes: {},
    scale,
    ...extra,
    // Each first-tap timing's median and worst, its budget and the machine's benchmarkIndex: what runs compare.
    firstTapSummary: extra.firstTap && tapSummary(extra.firstTap),
  }
  let failures = 0
  for (const route of routes) {
    const medians = routeMedians(perRoute, route)
    const js = firstLoadJs(route)
    medians.firstLoadJsGzip = js.total
    const checks = {}
    for (const budget of budgets) {
      if ((budget.route && budget.route !== route) || medians[budget.key] === undefined) continue
      checks[budget.key] = budget.ok(medians[budget.key])
      if (!checks[budget.key]) failures++
    }
    const { runs: lighthouseRuns, visibleRuns, failing } = perRoute[route]
    result.routes[route] = { medians, checks, firstLoadJs: js, failingAudits: [...failing], runs: lighthouseRuns, visibleRuns }
  }
  printTable(result, routes, runs)
  for (const route of routes) {
    const { firstLoadJs: js, failingAudits: failing } = result.routes[route]
    console.log(
      `\n${route}: first-load JS ${kb(js.total)} gzip (${kb(js.htmlScriptsGzip)} started by the HTML): ${js.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(", ")}`,
    )
    if (failing.length) console.log(`${route}: audits losing points in some run: ${failing.join(", ")}`)
  }
  const indexes = routes.flatMap((route) => result.routes[route].runs.map((r) => r.benchmarkIndex)).filter((v) => v !== null)
  if (indexes.length)
    console.log(
      `\nLighthouse CPU benchmark index: median ${Math.round(median(indexes))} (below ~1000 the machine was slow or loaded: TBT/LCP are inflated); load average now ${os.loadavg()[0].toFixed(1)}`,
    )
  failures += filmstripReport(extra)
  failures += webkitSplashReport(extra)
  failures += interactionReport(extra)
  result.linesOfCode = linesOfCodeReport()
  editorReport(extra.editor)
  printBuildCosts(build, lastBuild)
  if (scale?.length) failures += scaleReport(scale, scaleRuns, scaleTaps)

  fs.mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `bench-${result.date.replace(/[:.]/g, "-")}.json`)
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
  console.log(`Report: ${path.relative(root, file)}`)
  console.log(failures ? `${failures} budget(s) not met` : "All budgets met")
  return failures
}
