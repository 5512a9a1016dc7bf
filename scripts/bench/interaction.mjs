/**
 * The bench's report of what a visitor waits for on a throttled phone (scripts/bench/throttled.mjs)
 * and of Lighthouse side by side with gatsby-starter-default (scripts/bench/lighthouse.mjs),
 * against the goals of docs/PERFORMANCE.md. Returns how many goals were missed.
 */
import { median, ms } from "./stats.mjs"

/** First tap answered: at most this long, by CPU rate. */
const TAP_GOALS = { 4: 200, 1: 100 }

const line = (cells, widths) => cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 14)).join(" ")
const check = (ok) => (ok ? " ✓" : " ✗")

function tapReport(firstTap) {
  let missed = 0
  console.log(
    "\n=== First tap: from pointerdown/keydown to the end of the frame that paints the answer (painted), and to that frame's start (rAF), median",
  )
  console.log(
    "settled: tapped once the page has seen the splash gone, as for issue 24 (the goals); leaving: tapped at the splash's end, whatever the page is doing (scripts/lib/firstTap.js)",
  )
  const rates = Object.keys(firstTap).map(Number)
  const widths = [26, 10, 10, ...rates.map(() => 34)]
  console.log(
    line(["route", "tap", "moment", ...rates.map((rate) => `${rate}× CPU painted (goal ≤ ${TAP_GOALS[rate] ?? "—"} ms) / rAF`)], widths),
  )
  const kinds = [...new Set(firstTap[rates[0]].taps.map((t) => `${t.route} ${t.tap} ${t.when}`))]
  for (const kind of kinds) {
    const [route, tap, when] = kind.split(" ")
    const cells = rates.map((rate) => {
      const loads = firstTap[rate].taps.filter((t) => t.route === route && t.tap === tap && t.when === when)
      const painted = median(loads.map((t) => t.painted))
      const rendered = median(loads.map((t) => t.ms))
      if (painted === undefined) return "—"
      const goal = when === "settled" ? TAP_GOALS[rate] : undefined
      const ok = goal === undefined || painted <= goal
      if (!ok) missed++
      return `${ms(painted)}${goal === undefined ? "" : check(ok)} / ${ms(rendered)}`
    })
    console.log(line([route, tap, when, ...cells], widths))
  }
  return missed
}

function splashReport(firstTap) {
  let missed = 0
  console.log("\n=== The main thread under the splash, from the first paint until the splash leaves (median per route)")
  console.log(
    "goals: at 1× no long task (the longest ≤ 50 ms); at 4× blocking time ≤ 100 ms (the count itself: the filmstrip's splash under load)",
  )
  console.log(line(["route", "CPU", "long tasks", "longest", "blocking time"], [26, 6, 12, 14, 16]))
  for (const rate of Object.keys(firstTap).map(Number)) {
    const routes = [...new Set(firstTap[rate].splash.map((s) => s.route))]
    for (const route of routes) {
      const loads = firstTap[rate].splash.filter((s) => s.route === route)
      const m = (key) => median(loads.map((s) => s[key]))
      const longest = m("longestTask")
      const blocking = m("blockingTime")
      const longestOk = rate !== 1 || longest <= 50
      const blockingOk = rate !== 4 || blocking <= 100
      missed += [longestOk, blockingOk].filter((ok) => !ok).length
      console.log(
        line(
          [
            route,
            `${rate}×`,
            m("longTasks"),
            `${ms(longest)}${rate === 1 ? check(longestOk) : ""}`,
            `${ms(blocking)}${rate === 4 ? check(blockingOk) : ""}`,
          ],
          [26, 6, 12, 14, 16],
        ),
      )
    }
  }
  return missed
}

/** Speed Index counts the splash's 2.5 s after the first paint: compared as the starter's plus this. */
const SPLASH_SPEED_INDEX_MS = 2600

/**
 * Lighthouse on /, this site against gatsby-starter-default in the same run (issue 33's goals): FCP,
 * LCP, TBT and CLS each score at least the starter's; Speed Index at most the starter's + 2.6 s.
 */
function sideBySideReport({ site, starter }) {
  let missed = 0
  const m = (list, pick) => median(list.map(pick))
  console.log(`\n=== Lighthouse on /, side by side in this run (median of ${site.length}, alternating)`)
  console.log(
    `  performance: site ${Math.round(m(site, (r) => r.performance))}, gatsby-starter-default ${Math.round(m(starter, (r) => r.performance))}`,
  )
  for (const [key, label, format] of [
    ["fcp", "FCP", ms],
    ["lcp", "LCP", ms],
    ["tbt", "TBT", ms],
    ["cls", "CLS", (v) => v.toFixed(3)],
  ]) {
    const [siteScore, starterScore] = [m(site, (r) => r.scores[key]), m(starter, (r) => r.scores[key])]
    const ok = siteScore >= starterScore
    if (!ok) missed++
    console.log(
      `  ${label}: site ${format(m(site, (r) => r[key]))} (score ${siteScore.toFixed(2)}), gatsby-starter-default ${format(m(starter, (r) => r[key]))} (score ${starterScore.toFixed(2)})${check(ok)} (goal: a score at least the starter's)`,
    )
  }
  const [siteSi, starterSi] = [m(site, (r) => r.speedIndex), m(starter, (r) => r.speedIndex)]
  const siOk = siteSi <= starterSi + SPLASH_SPEED_INDEX_MS
  if (!siOk) missed++
  console.log(
    `  Speed Index: site ${ms(siteSi)}, gatsby-starter-default ${ms(starterSi)}${check(siOk)} (goal: at most the starter's + ${SPLASH_SPEED_INDEX_MS} ms, the splash)`,
  )
  return missed
}

/** Prints the three reports for what the run measured; returns the goals missed. */
export function interactionReport({ firstTap, sideBySide }) {
  let missed = 0
  if (sideBySide) missed += sideBySideReport(sideBySide)
  if (firstTap) missed += tapReport(firstTap) + splashReport(firstTap)
  return missed
}
