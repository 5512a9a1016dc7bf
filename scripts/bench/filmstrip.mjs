/**
 * A step of the bench (issue 33): what a visitor sees first, frame by frame, and the splash's own
 * weight, which Lighthouse does not show.
 *
 * - Filmstrip: DevTools screencast frames (scripts/lib/filmstrip.js) of real loads at 4× CPU on
 *   three networks, per route: when the first frame that is not blank comes and whether it is the
 *   splash, the first contentful paint, and when the page becomes visible (the first frame after
 *   the splash); gatsby-starter-default's first paint on the same networks, in the same run,
 *   alternating. A few frames of the first run are kept as PNGs in bench-results/filmstrip/.
 * - The splash's bytes: how much of each route's compressed HTML (gzip 9, brotli 11) comes before
 *   the end of the splash's markup (scripts/lib/compressedPrefix.js).
 * - The splash under load: the page's main thread blocked for 1 s during the splash (a task the
 *   bench injects), at 4× CPU on the bench's network: how many different figures were painted in
 *   that second, and the longest time the painted count stood still.
 */
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { green } from "../../src/lib/palette.ts"
import { htmlFileFor, publicDir, root } from "./site.mjs"
import { median, ms } from "./stats.mjs"

const require = createRequire(import.meta.url)
const { chromePath, chromiumArgs } = require("../lib/chromium.js")
const { THROTTLED_PHONE } = require("../lib/siteVisible.js")
const { startFilmstrip, describeFilmstrip, splashChanges } = require("../lib/filmstrip.js")
const { compressedBytesUntil, splashEnd } = require("../lib/compressedPrefix.js")

/** The networks of the filmstrip: round trip, downlink. */
const NETWORKS = [
  { name: "150 ms, 1.6 Mbps", latency: 150, kbps: 1.6 * 1024 },
  { name: "300 ms, 700 kbps", latency: 300, kbps: 700 },
  { name: "400 ms, 400 kbps", latency: 400, kbps: 400 },
]

const SPLASH_COLOR = green[900]
const framesDir = path.join(root, "bench-results", "filmstrip")

/** One load of `url` at 4× CPU on `network`, recorded; with `block`, a 1 s task 600 ms into the page's life. */
async function recordLoad(browser, url, network, { block = false } = {}) {
  const context = await browser.newContext(THROTTLED_PHONE.context)
  try {
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    await session.send("Network.enable")
    await session.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: network.latency,
      downloadThroughput: (network.kbps * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await session.send("Emulation.setCPUThrottlingRate", { rate: THROTTLED_PHONE.cpuSlowdown })
    if (block)
      await page.addInitScript(() => {
        setTimeout(() => {
          const start = performance.now()
          while (performance.now() - start < 1000);
          window.__zcBlock = { start, end: performance.now() }
        }, 600)
      })
    const filmstrip = await startFilmstrip(session)
    await page.goto(url, { waitUntil: "load", timeout: 60_000 })
    // The splash leaves 2.5 s after its first paint: a little more, so the page after it is filmed too.
    await page.waitForTimeout(4000)
    const frames = await filmstrip.stop()
    const figures = await page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]
      return { timeOrigin: performance.timeOrigin, fcp: fcp ? fcp.startTime : null, block: window.__zcBlock ?? null }
    })
    return { ...figures, frames: await describeFilmstrip(frames, { timeOrigin: figures.timeOrigin, splashColor: SPLASH_COLOR }) }
  } finally {
    await context.close()
  }
}

/** What one load's frames say: the first painted frame (when, and whether the splash), and when the page shows. */
function firstFrames(load) {
  const painted = load.frames.filter((frame) => frame.kind !== "blank")
  const first = painted[0] ?? null
  const lastSplash = painted.findLastIndex((frame) => frame.kind === "splash")
  const pageShown = painted.slice(lastSplash + 1).find((frame) => frame.kind === "page") ?? null
  return { firstAt: first?.t ?? null, firstIsSplash: first?.kind === "splash", fcp: load.fcp, pageAt: pageShown?.t ?? null }
}

function keepFrames(load, name) {
  fs.mkdirSync(framesDir, { recursive: true })
  const painted = load.frames.filter((frame) => frame.kind !== "blank")
  const chosen = [painted[0], painted.find((frame) => frame.kind === "page")].filter(Boolean)
  for (const frame of chosen)
    fs.writeFileSync(path.join(framesDir, `${name}-${Math.round(frame.t)}ms-${frame.kind}.png`), Buffer.from(frame.frame.data, "base64"))
}

/**
 * The filmstrip: `runs` loads per route and network, the starter's first paint alternating with
 * them. Returns { [network]: { [route]: [figures…], starter: [fcp…] } }.
 */
export async function filmstripRuns({ routes, runs, base, starterBase }) {
  const { chromium } = require("@playwright/test")
  console.log(
    `\n=== Filmstrip: screencast frames at ${THROTTLED_PHONE.cpuSlowdown}× CPU, ${runs} runs × ${routes.length} routes × ${NETWORKS.length} networks`,
  )
  const result = {}
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  try {
    for (const network of NETWORKS) {
      const rows = (result[network.name] = { starter: [] })
      for (let run = 1; run <= runs; run++) {
        for (const route of routes) {
          const load = await recordLoad(browser, `${base}${route}`, network)
          if (run === 1) keepFrames(load, `${route.replace(/\//g, "_") || "_"}-${network.latency}ms`)
          const figures = firstFrames(load)
          ;(rows[route] ??= []).push(figures)
          console.log(
            `${network.name} run ${run}/${runs} ${route.padEnd(22)} first frame ${ms(figures.firstAt)} (${figures.firstIsSplash ? "the splash" : "NOT the splash"})  FCP ${ms(figures.fcp)}  page shown ${ms(figures.pageAt)}`,
          )
        }
        if (starterBase) {
          const starter = await recordLoad(browser, `${starterBase}/`, network)
          rows.starter.push(starter.fcp)
          console.log(`${network.name} run ${run}/${runs} gatsby-starter-default  FCP ${ms(starter.fcp)}`)
        }
      }
    }
  } finally {
    await browser.close()
  }
  return result
}

/** The splash with the main thread blocked for 1 s: `runs` loads per route on the bench's network. */
export async function splashUnderLoadRuns({ routes, runs, base }) {
  const { chromium } = require("@playwright/test")
  console.log(`\n=== The splash under load: the main thread blocked for 1 s from 600 ms, ${THROTTLED_PHONE.cpuSlowdown}× CPU, ${runs} runs`)
  const network = NETWORKS[0]
  const result = {}
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  try {
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        const load = await recordLoad(browser, `${base}${route}`, network, { block: true })
        const changes = splashChanges(load.frames)
        const splashFrames = load.frames.filter((frame) => frame.kind === "splash")
        const { start, end } = load.block
        const during = changes.filter((t) => t >= start && t <= end)
        // The longest the painted count stood still, from its first paint until it left.
        const stills = changes.slice(1).map((t, i) => t - changes[i])
        const figures = { figuresInBlockedSecond: during.length, longestStill: Math.max(0, ...stills), splashFrames: splashFrames.length }
        ;(result[route] ??= []).push(figures)
        console.log(
          `run ${run}/${runs} ${route.padEnd(22)} ${figures.figuresInBlockedSecond} figures painted in the blocked second, count still at most ${ms(figures.longestStill)}`,
        )
      }
    }
  } finally {
    await browser.close()
  }
  return result
}

/** The bytes of each route's compressed HTML up to the end of the splash's markup. */
export function splashBytes(routes) {
  return Object.fromEntries(
    routes.map((route) => {
      const html = fs.readFileSync(path.join(publicDir, htmlFileFor(route)), "utf8")
      const end = splashEnd(html)
      return [
        route,
        end < 0
          ? null
          : { characters: end, of: html.length, gzip: compressedBytesUntil(html, end, "gzip"), br: compressedBytesUntil(html, end, "br") },
      ]
    }),
  )
}

/** Prints the step's figures against issue 33's goals; returns the goals missed. */
export function filmstripReport({ filmstrip, splashUnderLoad, splashBytes: bytes }) {
  let missed = 0
  const check = (ok) => {
    if (!ok) missed++
    return ok ? " ✓" : " ✗"
  }
  if (bytes) {
    console.log("\n=== The splash's bytes: the compressed HTML up to the end of its markup (goal ≤ 14 KB)")
    for (const [route, b] of Object.entries(bytes))
      console.log(
        b
          ? `${route.padEnd(26)} gzip ${b.gzip} B${check(b.gzip <= 14 * 1024)}  brotli ${b.br} B${check(b.br <= 14 * 1024)}  (its end at character ${b.characters} of ${b.of})`
          : `${route.padEnd(26)} no splash`,
      )
  }
  if (filmstrip) {
    console.log(
      "\n=== Filmstrip (median; goals: the first frame is the splash in every load; FCP at most the starter's on 150 ms and 400 ms)",
    )
    for (const [network, rows] of Object.entries(filmstrip)) {
      const starterFcp = median(rows.starter)
      console.log(`${network}: gatsby-starter-default's FCP ${starterFcp === undefined ? "—" : ms(starterFcp)}`)
      for (const [route, loads] of Object.entries(rows)) {
        if (route === "starter") continue
        const splashFirst = loads.every((load) => load.firstIsSplash)
        const fcp = median(loads.map((load) => load.fcp))
        const fcpGoal = network.startsWith("300") || starterFcp === undefined ? "" : check(fcp <= starterFcp)
        console.log(
          `  ${route.padEnd(24)} first frame ${ms(median(loads.map((load) => load.firstAt)))}, the splash in ${loads.filter((load) => load.firstIsSplash).length} of ${loads.length}${check(splashFirst)}  FCP ${ms(fcp)}${fcpGoal}  page shown ${ms(median(loads.map((load) => load.pageAt)))}`,
        )
      }
    }
    console.log(`  frames of the first runs: ${path.relative(root, framesDir)}/`)
  }
  if (splashUnderLoad) {
    console.log("\n=== The splash under load, the main thread blocked for 1 s (median; goal: the count never still for more than 100 ms)")
    for (const [route, loads] of Object.entries(splashUnderLoad)) {
      const still = median(loads.map((load) => load.longestStill))
      console.log(
        `  ${route.padEnd(24)} ${median(loads.map((load) => load.figuresInBlockedSecond))} figures painted in the blocked second (20 due), count still at most ${ms(still)}${check(still <= 100)}`,
      )
    }
  }
  return missed
}
