/**
 * Step 4 of the bench: what Lighthouse cannot see, measured in real loads of Chromium with DevTools
 * throttling (scripts/lib/siteVisible.js: 150 ms round trip, 1.6 Mbps down, 4× CPU, 412×823), a
 * fresh context each load. "Site visible": the first paint, hydration, and the first frame where
 * the splash is no longer on top.
 */
import { createRequire } from "node:module"
import { benchmarkIndex } from "./benchmarkIndex.mjs"

const require = createRequire(import.meta.url)
const { chromePath, chromiumArgs } = require("../lib/chromium.js")
const { THROTTLED_PHONE, measureSiteVisible } = require("../lib/siteVisible.js")
const { SLOW_NETWORKS, TAP_NETWORKS } = require("../lib/tapNetworks.js")

const show = (value) => (value === null || Number.isNaN(value) ? "—" : `${Math.round(value)} ms`)

/** `runs` throttled loads per route in one Chromium, a fresh context each, added to perRoute[route].visibleRuns. */
export async function siteVisibleRuns(perRoute, { routes, runs, base }) {
  const { chromium } = require("@playwright/test")
  const { latency, downloadThroughput } = THROTTLED_PHONE.network
  console.log(
    `\n=== Site visible: Chromium with DevTools throttling (${latency} ms RTT, ${((downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps down, ${THROTTLED_PHONE.cpuSlowdown}× CPU, ${THROTTLED_PHONE.context.viewport.width}×${THROTTLED_PHONE.context.viewport.height}): ${runs} runs × ${routes.length} routes`,
  )
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  try {
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        const figures = await measureSiteVisible(browser, `${base}${route}`)
        // Never covered (no splash): visible at the first paint.
        const visibleAt = figures.visibleAt ?? (figures.coveredAt === null ? figures.fcp : null)
        const values = { visibleFcp: figures.fcp, hydratedAt: figures.hydratedAt, visibleAt, visibleAfterPaint: visibleAt - figures.fcp }
        perRoute[route].visibleRuns.push({ ...values, firstFigure: figures.firstFigure, lastFigure: figures.lastFigure })
        console.log(
          `run ${run}/${runs} ${route.padEnd(26)} first paint ${show(values.visibleFcp)}  hydrated ${show(values.hydratedAt)}  visible ${show(values.visibleAt)} (first paint + ${show(values.visibleAfterPaint)})  splash ${figures.firstFigure ?? "—"}→${figures.lastFigure ?? "—"} %`,
        )
      }
    }
  } finally {
    await browser.close()
  }
}

/** The taps the bench times, per route (scripts/lib/firstTap.js): the menu, the first photo, a keystroke in the form. */
const TAP_ROUTES = [
  { route: "/", tap: "menu" },
  { route: "/en", tap: "menu" },
  { route: "/galeria", tap: "lightbox" },
  { route: "/en/gallery", tap: "lightbox" },
  { route: "/", tap: "keystroke" },
]

/**
 * The first tap and the main thread under the splash, on each network of TAP_NETWORKS at each CPU
 * rate (4× and 1×; the fast networks at 4× only): `runs` throttled loads per route and tap, at each
 * moment (TAP_MOMENTS); routes without a tap get loads without one, for their long tasks. A tap
 * unanswered after LOST_AFTER_MS is kept as lost. Returns one entry per network and rate:
 * { network, phone, rate, benchmarkIndex, taps, splash }, each a list of every load's figures, each
 * tap with the machine's benchmarkIndex beside it (./benchmarkIndex.mjs).
 */
export async function firstTapRuns({ routes, runs, base, rates = [4, 1] }) {
  const { chromium } = require("@playwright/test")
  const { measureFirstTap, LOST_AFTER_MS, TAP_MOMENTS } = require("../lib/firstTap.js")
  const result = []
  const loads = [
    ...TAP_ROUTES.filter(({ route }) => routes.includes(route)),
    ...routes.filter((route) => !TAP_ROUTES.some((t) => t.route === route)).map((route) => ({ route, tap: null })),
  ].flatMap((load) => (load.tap ? TAP_MOMENTS.map((moment) => ({ ...load, when: moment })) : [load]))
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  try {
    const index = await benchmarkIndex(browser)
    for (const network of TAP_NETWORKS) {
      for (const rate of network.fast ? rates.filter((r) => r === THROTTLED_PHONE.cpuSlowdown) : rates) {
        console.log(
          `\n=== First tap and the splash's main thread: throttled Chromium, ${network.name}, ${rate}× CPU, ${runs} runs (machine's benchmarkIndex ${Math.round(index)})`,
        )
        const taps = []
        const splash = []
        for (let run = 1; run <= runs; run++) {
          for (const { route, tap, when } of loads) {
            const figures = await measureFirstTap(browser, `${base}${route}`, { tap, when, cpuSlowdown: rate, network: network.conditions })
            if (tap)
              taps.push({
                route,
                tap,
                when,
                lost: figures.lost,
                ms: figures.tap,
                painted: figures.tapPainted,
                lateBy: figures.tapLateBy,
                breakdown: figures.breakdown,
                benchmarkIndex: index,
              })
            if (!tap || when === "leaving") splash.push({ route, ...figures })
            const late = `reached the page ${show(figures.tapLateBy)} after the splash's end`
            const answer = !tap
              ? "no tap"
              : figures.lost
                ? `${tap} (${when}) LOST: no answer ${LOST_AFTER_MS / 1000} s after the tap (${late})`
                : `${tap} (${when}) answered in ${show(figures.tap)}, painted in ${show(figures.tapPainted)} (${late})${parts(figures.breakdown)}`
            console.log(
              `run ${run}/${runs} ${route.padEnd(26)} ${answer}  long tasks ${figures.longTasks} (longest ${show(figures.longestTask)}, blocking ${show(figures.blockingTime)})`,
            )
          }
        }
        result.push({ network: network.name, phone: Boolean(network.phone), rate, benchmarkIndex: index, taps, splash })
      }
    }
  } finally {
    await browser.close()
  }
  return result
}

/** An interaction's Event Timing breakdown, as the log shows it: [input delay / processing / presentation]. */
const parts = (b) => (b ? ` [${show(b.inputDelay)} / ${show(b.processing)} / ${show(b.presentation)}]` : "")

/**
 * The scripted visit after hydration (scripts/lib/scriptedVisit.js, issue 46): on the slow two
 * networks (SLOW_NETWORKS) at 4× CPU, `runs` fresh loads of each visit (/ and /galeria). Returns
 * one entry per network: { network, rate, loads: [{ visit, run, hydratedAt, steps }] }.
 */
export async function scriptedVisitRuns({ runs, base, rate = 4 }) {
  const { chromium } = require("@playwright/test")
  const { VISITS, measureVisit } = require("../lib/scriptedVisit.js")
  const result = []
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  try {
    for (const network of SLOW_NETWORKS) {
      console.log(`\n=== Scripted visit after hydration, web-vitals' INP: throttled Chromium, ${network.name}, ${rate}× CPU, ${runs} runs`)
      const loads = []
      for (let run = 1; run <= runs; run++) {
        for (const visit of Object.keys(VISITS)) {
          const load = await measureVisit(browser, base, visit, { network: network.conditions, cpuSlowdown: rate })
          loads.push({ visit, run, ...load })
          const steps = load.steps.map(
            (s) => `${s.name} ${s.done ? show(s.ms) + parts(s.breakdown) : "NO ANSWER"}${s.error ? ` (${s.error})` : ""}`,
          )
          console.log(`run ${run}/${runs} ${VISITS[visit].route} hydrated ${show(load.hydratedAt)}: ${steps.join(", ")}`)
        }
      }
      result.push({ network: network.name, rate, loads })
    }
  } finally {
    await browser.close()
  }
  return result
}
