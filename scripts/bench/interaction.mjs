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
  console.log("\n=== First tap, the moment the splash leaves: from pointerdown/keydown to the first frame showing the answer (median)")
  const rates = Object.keys(firstTap).map(Number)
  console.log(line(["route", "tap", ...rates.map((rate) => `${rate}× CPU (goal ≤ ${TAP_GOALS[rate] ?? "—"} ms)`)], [26, 10, 26, 26]))
  const kinds = [...new Set(firstTap[rates[0]].taps.map((t) => `${t.route} ${t.tap}`))]
  for (const kind of kinds) {
    const [route, tap] = kind.split(" ")
    const cells = rates.map((rate) => {
      const value = median(firstTap[rate].taps.filter((t) => t.route === route && t.tap === tap).map((t) => t.ms))
      if (value === undefined) return "—"
      const ok = TAP_GOALS[rate] === undefined || value <= TAP_GOALS[rate]
      if (!ok) missed++
      return `${ms(value)}${check(ok)}`
    })
    console.log(line([route, tap, ...cells], [26, 10, 26, 26]))
  }
  return missed
}

function splashReport(firstTap) {
  let missed = 0
  console.log("\n=== The splash's main thread, from the first paint until the splash leaves (median per route)")
  console.log(
    "goals: at 1× no long task (the longest ≤ 50 ms); at 4× blocking time ≤ 100 ms and the count never still for more than 100 ms",
  )
  console.log(line(["route", "CPU", "long tasks", "longest", "blocking time", "count still"], [26, 6, 12, 14, 16, 14]))
  for (const rate of Object.keys(firstTap).map(Number)) {
    const routes = [...new Set(firstTap[rate].splash.map((s) => s.route))]
    for (const route of routes) {
      const loads = firstTap[rate].splash.filter((s) => s.route === route)
      const m = (key) => median(loads.map((s) => s[key]))
      const longest = m("longestTask")
      const blocking = m("blockingTime")
      const still = m("countFreeze")
      const longestOk = rate !== 1 || longest <= 50
      const blockingOk = rate !== 4 || blocking <= 100
      const stillOk = rate !== 4 || still <= 100
      missed += [longestOk, blockingOk, stillOk].filter((ok) => !ok).length
      console.log(
        line(
          [
            route,
            `${rate}×`,
            m("longTasks"),
            `${ms(longest)}${rate === 1 ? check(longestOk) : ""}`,
            `${ms(blocking)}${rate === 4 ? check(blockingOk) : ""}`,
            `${ms(still)}${rate === 4 ? check(stillOk) : ""}`,
          ],
          [26, 6, 12, 14, 16, 14],
        ),
      )
    }
  }
  return missed
}

function sideBySideReport({ site, starter }) {
  const m = (list, key) => median(list.map((r) => r[key]))
  const [sitePerf, starterPerf, siteTbt, starterTbt] = [
    m(site, "performance"),
    m(starter, "performance"),
    m(site, "tbt"),
    m(starter, "tbt"),
  ]
  const perfOk = sitePerf >= starterPerf
  const tbtOk = siteTbt <= starterTbt / 2
  console.log(`\n=== Lighthouse on /, side by side in this run (median of ${site.length}, alternating)`)
  console.log(
    `  performance: site ${Math.round(sitePerf)}, gatsby-starter-default ${Math.round(starterPerf)}${check(perfOk)} (goal: at least the starter's)`,
  )
  console.log(`  TBT: site ${ms(siteTbt)}, gatsby-starter-default ${ms(starterTbt)}${check(tbtOk)} (goal: at most half the starter's)`)
  return [perfOk, tbtOk].filter((ok) => !ok).length
}

/** Prints the three reports for what the run measured; returns the goals missed. */
export function interactionReport({ firstTap, sideBySide }) {
  let missed = 0
  if (sideBySide) missed += sideBySideReport(sideBySide)
  if (firstTap) missed += tapReport(firstTap) + splashReport(firstTap)
  return missed
}
