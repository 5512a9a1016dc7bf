/**
 * The images in view as the splash leaves (issue 71): on the slow two networks (scripts/lib/tapNetworks.js), at 4× on a phone,
 * when each image on the first screen has loaded, against the first frame without the splash. Goal: every one by then.
 * Also what a 375 px phone transfers before scrolling (scripts/lib/galleryScale.js, the scale step's figure), unthrottled in time.
 */
import { createRequire } from "node:module"
import { ROUTES } from "../../src/i18n/routes.ts"
import { median } from "./stats.mjs"

const require = createRequire(import.meta.url)
const { chromePath, chromiumArgs } = require("../lib/chromium.js")
const { THROTTLED_PHONE, throttle } = require("../lib/siteVisible.js")
const { SLOW_NETWORKS } = require("../lib/tapNetworks.js")
const { transferBeforeScroll } = require("../lib/galleryScale.js")

/** In the page from its start: the first frame with the splash hidden, and when each image in view finished loading. */
function probe() {
  const state = { goneAt: null }
  window.__zcView = state
  const frame = (now) => {
    const splash = document.getElementById("splash")
    if (splash && getComputedStyle(splash).visibility === "hidden") state.goneAt = now
    else requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  const inView = () =>
    [...document.images].filter((img) => {
      const box = img.getBoundingClientRect()
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight && img.checkVisibility() && !img.closest("#splash")
    })
  // Its file's last byte (Resource Timing), once the image has decoded it.
  state.loadTimes = () =>
    inView().map((img) => (img.complete && img.currentSrc ? (performance.getEntriesByName(img.currentSrc)[0]?.responseEnd ?? null) : null))
}

/** One throttled load: the splash gone, and each image in view's load (null: not loaded after 20 s), in ms from the page's start. */
async function measureLoad(browser, url, network) {
  const context = await browser.newContext(THROTTLED_PHONE.context)
  try {
    const page = await context.newPage()
    await throttle(context, page, { network })
    await page.addInitScript(probe)
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 })
    await page.waitForFunction(() => window.__zcView.goneAt !== null, null, { timeout: 60_000, polling: 500 })
    await page.waitForFunction(() => !window.__zcView.loadTimes().includes(null), null, { timeout: 20_000, polling: 500 }).catch(() => {})
    return await page.evaluate(() => ({ goneAt: window.__zcView.goneAt, loads: window.__zcView.loadTimes() }))
  } finally {
    await context.close()
  }
}

const show = (ms) => (ms === null ? "not loaded" : `${ms >= 0 ? "+" : ""}${Math.round(ms)} ms`)

/** `runs` loads of /galeria per network; each load's last image in view against the splash's leaving, and the bytes before scrolling. */
export async function viewImagesRuns({ runs, base }) {
  const { chromium } = require("@playwright/test")
  const route = ROUTES.gallery.pt
  console.log(`\n=== Images in view as the splash leaves, ${route}: ${runs} runs × ${SLOW_NETWORKS.length} networks, 4× CPU`)
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  const result = { route, networks: {} }
  try {
    for (const { name, conditions } of SLOW_NETWORKS) {
      const lastAfterSplash = []
      for (let run = 0; run < runs; run++) {
        const { goneAt, loads } = await measureLoad(browser, `${base}${route}`, conditions)
        const last = loads.includes(null) ? null : Math.max(...loads) - goneAt
        lastAfterSplash.push(last)
        console.log(
          `${name.padEnd(18)} run ${run + 1}: ${loads.length} images in view, each loaded ${loads.map((at) => show(at === null ? null : at - goneAt)).join(", ")} after the splash left`,
        )
      }
      const loaded = lastAfterSplash.filter((ms) => ms !== null)
      result.networks[name] = { lastAfterSplash, median: loaded.length === runs ? median(loaded) : null }
    }
    const transfers = []
    for (let run = 0; run < runs; run++) transfers.push((await transferBeforeScroll(browser, `${base}${route}`)).total)
    result.transferBeforeScroll = median(transfers)
    console.log(`${route} on a 375 px phone, before scrolling: ${(result.transferBeforeScroll / 1024).toFixed(1)} KB (goal ≤ 400 KB)`)
  } finally {
    await browser.close()
  }
  return result
}
