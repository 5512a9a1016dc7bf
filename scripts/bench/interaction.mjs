/**
 * The bench's report of what a visitor waits for on a throttled phone (scripts/bench/throttled.mjs)
 * and of Lighthouse side by side with gatsby-starter-default (scripts/bench/lighthouse.mjs),
 * against the goals of docs/PERFORMANCE.md. Returns how many goals were missed.
 */
import { firstTapBudget } from "./budgets.mjs"
import { median, ms, quantile } from "./stats.mjs"

const line = (cells, widths) => cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 14)).join(" ")
const check = (ok) => (ok ? " ✓" : " ✗")

/** The median and the worst of some loads' figures (null: none). */
const medianAndWorst = (values) => ({ median: median(values) ?? null, worst: quantile(values, 1) ?? null })

/**
 * The first taps (throttled.mjs's firstTapRuns), one row per route, tap, moment, network and CPU rate: the median and the
 * worst of the loads answered, painted and rAF, the loads lost, the budget (budgets.mjs), met when none is lost and the worst
 * painted is within it, and the machine's benchmarkIndex.
 */
export function tapSummary(firstTap) {
  return firstTap.flatMap(({ network, phone, rate, benchmarkIndex = null, taps }) =>
    [...new Set(taps.map((t) => `${t.route} ${t.tap} ${t.when}`))].map((kind) => {
      const [route, tap, when] = kind.split(" ")
      const loads = taps.filter((t) => t.route === route && t.tap === tap && t.when === when)
      const answered = loads.filter((t) => !t.lost)
      const painted = medianAndWorst(answered.map((t) => t.painted))
      const budget = firstTapBudget({ tap, when, rate, phone }) ?? null
      const lost = loads.length - answered.length
      const ok = lost === 0 && (budget === null || (painted.worst !== null && painted.worst <= budget))
      const rendered = medianAndWorst(answered.map((t) => t.ms))
      return { route, tap, when, network, rate, loads: loads.length, lost, painted, rendered, budget, ok, benchmarkIndex }
    }),
  )
}

/** A row's cell: painted median · worst / rAF median · worst, the taps lost, against its budget. */
function tapCell(row) {
  if (!row) return "—"
  const lostText = `${row.lost}/${row.loads} lost`
  const { painted, rendered } = row
  const time =
    painted.worst === null
      ? lostText
      : `${Math.round(painted.median)} · ${ms(painted.worst)} / ${Math.round(rendered.median)} · ${ms(rendered.worst)}${row.lost ? `, ${lostText}` : ""}`
  return `${time}${row.budget === null && row.ok ? "" : check(row.ok)}${row.budget === null ? "" : ` (≤ ${row.budget})`}`
}

function tapReport(firstTap) {
  const rows = tapSummary(firstTap)
  console.log(
    "\n=== First tap: from pointerdown/keydown to the end of the frame that paints the answer (painted), and to that frame's start (rAF): median · worst of the loads",
  )
  console.log(
    "leaving: tapped at the splash's end, whatever the page is doing; settled: once the page has seen the splash gone. Budgets (budgets.mjs), held by the worst: every tap ≤ 200 ms at 4×; at 1× the photo ≤ 100 ms, and every tap settled on the phone's network. lost: no answer 15 s after the tap, always a missed budget (scripts/lib/firstTap.js)",
  )
  const rates = [...new Set(rows.map((r) => r.rate))]
  const networks = [...new Set(rows.map((r) => r.network))]
  const widths = [14, 10, 10, 18, ...rates.map(() => 44), 14]
  console.log(line(["route", "tap", "moment", "network", ...rates.map((rate) => `${rate}× CPU painted / rAF`), "benchmarkIndex"], widths))
  for (const kind of [...new Set(rows.map((r) => `${r.route} ${r.tap} ${r.when}`))]) {
    for (const network of networks) {
      const here = rows.filter((r) => `${r.route} ${r.tap} ${r.when}` === kind && r.network === network)
      if (!here.length) continue
      const index = here[0].benchmarkIndex
      const cells = rates.map((rate) => tapCell(here.find((r) => r.rate === rate)))
      console.log(line([...kind.split(" "), network, ...cells, index === null ? "—" : Math.round(index)], widths))
    }
  }
  console.log(`Lost taps: ${rows.reduce((sum, r) => sum + r.lost, 0)} of ${rows.reduce((sum, r) => sum + r.loads, 0)}`)
  return rows.filter((r) => !r.ok).length
}

function splashReport(firstTap) {
  let missed = 0
  const widths = [14, 18, 6, 12, 14, 16]
  console.log("\n=== The main thread under the splash, from the first paint until the splash leaves (median per route)")
  console.log(
    "goals, on the phone's network: at 1× no long task (the longest ≤ 50 ms); at 4× blocking time ≤ 100 ms (the count itself: the filmstrip's splash under load)",
  )
  console.log(line(["route", "network", "CPU", "long tasks", "longest", "blocking time"], widths))
  for (const { network, phone: goals, rate, splash } of firstTap) {
    for (const route of [...new Set(splash.map((s) => s.route))]) {
      const loads = splash.filter((s) => s.route === route)
      const m = (key) => median(loads.map((s) => s[key]))
      const longest = m("longestTask")
      const blocking = m("blockingTime")
      const longestOk = !goals || rate !== 1 || longest <= 50
      const blockingOk = !goals || rate !== 4 || blocking <= 100
      missed += [longestOk, blockingOk].filter((ok) => !ok).length
      const mark = (shown, ok) => (goals && shown ? check(ok) : "")
      console.log(
        line(
          [
            route,
            network,
            `${rate}×`,
            m("longTasks"),
            `${ms(longest)}${mark(rate === 1, longestOk)}`,
            `${ms(blocking)}${mark(rate === 4, blockingOk)}`,
          ],
          widths,
        ),
      )
    }
  }
  return missed
}

/**
 * Speed Index counts the splash's 2.5 s after the first paint, and Lighthouse's simulation weighs
 * the observed Speed Index 1.4×: compared as the starter's plus this.
 */
const SPLASH_SPEED_INDEX_MS = 3600

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

/** Every interaction of the scripted visit, at 4× CPU: at most this long (issue 46). */
const VISIT_GOAL = { 4: 200 }

/**
 * The scripted visit (scripts/lib/scriptedVisit.js): per step and network, the worst of the loads,
 * from the Event Timing entries web-vitals reads, and what web-vitals itself reported.
 */
function visitReport(visit) {
  let missed = 0
  const loads = visit.flatMap((c) => c.loads)
  console.log(
    `\n=== Scripted visit after hydration: each interaction's worst duration over ${Math.max(...loads.map((load) => load.run))} load(s) of its page per network`,
  )
  console.log(
    "ms: from the input to the next frame, the interaction's Event Timing entries (what web-vitals reads); web-vitals: the INP it reported in that step, only when the visit's worst so far (—: none); < 16 ms: no entry (the browser reports none below); no answer: the page did not answer in 15 s (a missed goal)",
  )
  const widths = [28, ...visit.map(() => 44)]
  console.log(line(["interaction", ...visit.map((c) => `${c.network}, ${c.rate}× (goal ≤ ${VISIT_GOAL[c.rate] ?? "—"} ms)`)], widths))
  const names = [...new Set(loads.flatMap((load) => load.steps.map((step) => step.name)))]
  for (const name of names) {
    const cells = visit.map(({ rate, loads }) => {
      const steps = loads.flatMap((load) => load.steps.filter((step) => step.name === name))
      if (!steps.length) return "—"
      const goal = VISIT_GOAL[rate]
      const unanswered = steps.filter((step) => !step.done).length
      const times = steps.filter((step) => step.done && step.ms !== null).map((step) => step.ms)
      const vitals = steps.filter((step) => step.webVitals !== null).map((step) => step.webVitals)
      const worst = times.length ? Math.max(...times) : null
      const ok = unanswered === 0 && (goal === undefined || worst === null || worst <= goal)
      if (!ok) missed++
      const time = worst === null ? (unanswered === steps.length ? "no answer" : "< 16 ms") : ms(worst)
      const errors = unanswered ? ` ${unanswered}/${steps.length} no answer` : ""
      return `${time}${goal === undefined ? "" : check(ok)}${errors} (web-vitals ${vitals.length ? ms(Math.max(...vitals)) : "—"})`
    })
    console.log(line([name, ...cells], widths))
  }
  return missed
}

/** Prints the reports for what the run measured; returns the goals missed. */
export function interactionReport({ firstTap, sideBySide, visit }) {
  let missed = 0
  if (sideBySide) missed += sideBySideReport(sideBySide)
  if (firstTap) missed += tapReport(firstTap) + splashReport(firstTap)
  if (visit) missed += visitReport(visit)
  return missed
}
