/**
 * The bytes a visitor's browser fetches before the first tap, on a phone's screen and a desktop's
 * (issue 35): everything the page loads on its own, the islands' code fetched ahead included
 * (src/hydration/Island.tsx). A load is over once the
 * network has been quiet for 2 s after the splash has left. Bytes as transferred (compressed),
 * from DevTools' Network.loadingFinished; no throttling, since bytes do not depend on it.
 */
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const { chromePath, chromiumArgs } = require("../lib/chromium.js")

const SCREENS = {
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1350, height: 940 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
}
const QUIET_MS = 2000

/** One load's transferred bytes by kind (script, image, other), and the islands whose chunks it fetched. */
async function measureLoad(browser, url, screen) {
  const context = await browser.newContext(screen)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Network.enable")
  const requests = new Map()
  const bytes = { script: 0, image: 0, other: 0 }
  let lastActivity = Date.now()
  cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
    requests.set(requestId, { url: request.url, type })
    lastActivity = Date.now()
  })
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId)
    const kind = request?.type === "Script" ? "script" : request?.type === "Image" ? "image" : "other"
    bytes[kind] += encodedDataLength
    lastActivity = Date.now()
  })
  try {
    await page.goto(url, { waitUntil: "load" })
    await page.waitForFunction(() => {
      const splash = document.getElementById("splash")
      return !splash || getComputedStyle(splash).visibility === "hidden"
    })
    while (Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(250)
    // The islands' chunks are named island-<name>-<hash>.js (src/hydration/Island.tsx).
    const parts = [...requests.values()].flatMap((request) => /\/island-([\w-]+)-[0-9a-f]+\.js$/.exec(request.url)?.[1] ?? [])
    return { ...bytes, total: bytes.script + bytes.image + bytes.other, parts }
  } finally {
    await context.close()
  }
}

const kB = (value) => `${(value / 1024).toFixed(1)} kB`
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** `runs` loads per route and screen; returns { [route]: { [screen]: { total, script, image, other, parts } } } (parts: the islands whose code any load fetched), medians. */
export async function bytesBeforeTapRuns({ routes, runs, base }) {
  const { chromium } = require("@playwright/test")
  console.log(
    `\n=== Bytes before the first tap (transferred, quiet for ${QUIET_MS / 1000} s after the splash): ${runs} runs × ${routes.length} routes × phone, desktop`,
  )
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  const result = {}
  try {
    for (const route of routes) {
      result[route] = {}
      for (const [name, screen] of Object.entries(SCREENS)) {
        const loads = []
        for (let run = 0; run < runs; run++) loads.push(await measureLoad(browser, `${base}${route}`, screen))
        const figures = Object.fromEntries(
          ["total", "script", "image", "other"].map((kind) => [kind, median(loads.map((load) => load[kind]))]),
        )
        result[route][name] = { ...figures, parts: [...new Set(loads.flatMap((load) => load.parts))].sort() }
        console.log(
          `${route.padEnd(26)} ${name.padEnd(8)} ${kB(figures.total)} (scripts ${kB(figures.script)}, images ${kB(figures.image)}, other ${kB(figures.other)})  islands' code fetched: ${result[route][name].parts.join(", ") || "none"}`,
        )
      }
    }
  } finally {
    await browser.close()
  }
  return result
}
