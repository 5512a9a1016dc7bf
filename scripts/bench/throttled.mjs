/**
 * Step 4 of the bench: what Lighthouse cannot see, measured in real loads of Chromium with DevTools
 * throttling (scripts/lib/siteVisible.js: 150 ms round trip, 1.6 Mbps down, 4× CPU, 412×823), a
 * fresh context each load. "Site visible": the first paint, hydration, and the first frame where
 * the splash is no longer on top.
 */
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const { chromePath, chromiumArgs } = require("../lib/chromium.js")
const { THROTTLED_PHONE, measureSiteVisible } = require("../lib/siteVisible.js")

const show = (value) => (value === null || Number.isNaN(value) ? "—" : `${Math.round(value)} ms`)

/** `runs` throttled loads per route in one Chromium, a fresh context each, added to perRoute[route].visibleRuns. */
export async function siteVisibleRuns(perRoute, { routes, runs, base }) {
  const { chromium } = require("playwright-core")
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
export const TAP_ROUTES = [
  { route: "/", tap: "menu" },
  { route: "/en", tap: "menu" },
  { route: "/galeria", tap: "lightbox" },
  { route: "/en/gallery", tap: "lightbox" },
  { route: "/", tap: "keystroke" },
]

/**
 * The first tap and the main thread under the splash, at each CPU rate (4× and 1×, the same network):
 * `runs` throttled loads per route and tap, tapping the moment the splash leaves; routes without
 * a tap get loads without one, for their long tasks. Returns { [rate]: { taps, splash } }, each a
 * list of every load's figures.
 */
export async function firstTapRuns({ routes, runs, base, rates = [4, 1] }) {
  const { chromium } = require("playwright-core")
  const { measureFirstTap, TAP_MOMENTS } = require("../lib/firstTap.js")
  const result = {}
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  try {
    for (const rate of rates) {
      console.log(`\n=== First tap and the splash's main thread: throttled Chromium, ${rate}× CPU, ${runs} runs`)
      const taps = []
      const splash = []
      const loads = [
        ...TAP_ROUTES.filter(({ route }) => routes.includes(route)),
        ...routes.filter((route) => !TAP_ROUTES.some((t) => t.route === route)).map((route) => ({ route, tap: null })),
      ]
      for (let run = 1; run <= runs; run++) {
        for (const { route, tap, when } of loads.flatMap((load) =>
          load.tap ? TAP_MOMENTS.map((moment) => ({ ...load, when: moment })) : [load],
        )) {
          const figures = await measureFirstTap(browser, `${base}${route}`, { tap, when, cpuSlowdown: rate })
          if (tap) taps.push({ route, tap, when, ms: figures.tap, painted: figures.tapPainted, lateBy: figures.tapLateBy })
          if (!tap || when === "leaving") splash.push({ route, ...figures })
          const answer = tap
            ? `${tap} (${when}) answered in ${show(figures.tap)}, painted in ${show(figures.tapPainted)} (reached the page ${show(figures.tapLateBy)} after the splash's end)`
            : "no tap"
          console.log(
            `run ${run}/${runs} ${route.padEnd(26)} ${answer}  long tasks ${figures.longTasks} (longest ${show(figures.longestTask)}, blocking ${show(figures.blockingTime)})`,
          )
        }
      }
      result[rate] = { taps, splash }
    }
  } finally {
    await browser.close()
  }
  return result
}
