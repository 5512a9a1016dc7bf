/**
 * The splash in WebKitGTK (Safari's engine, issue 46): when it is first painted against its clock, and so
 * which figure a visitor first sees and how long after that first paint it leaves. Each load is a new
 * MiniBrowser, driven by WebKitWebDriver under xvfb-run, on the bench's own server and through a paced
 * link. Skipped where those are not installed (`apt-get install webkit2gtk-driver xvfb`).
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import { createRequire } from "node:module"
import { SPLASH_DURATION_MS, SPLASH_LEAVE_ANIMATION, SPLASH_TICK_MS, SPLASH_STEP } from "../../src/browser/splash.ts"
import { median } from "./stats.mjs"

const DRIVER = "/usr/bin/WebKitWebDriver"
const BROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
const XVFB = "/usr/bin/xvfb-run"
/** The routes it loads: each template that opens with the splash and a photo. */
const WEBKIT_ROUTES = ["/", "/galeria"]
const { THROTTLED_PHONE } = createRequire(import.meta.url)("../lib/siteVisible.js")
const { latency, downloadThroughput } = THROTTLED_PHONE.network
/** The bench's own server, and a link paced as the Chromium steps' throttled phone's network. */
const NETWORKS = [
  { name: "local", rttMs: 0, bytesPerSecond: 0 },
  {
    name: `${latency} ms / ${((downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps`,
    rttMs: latency,
    bytesPerSecond: downloadThroughput,
  },
]
/** The goal: first seen at ≤ 4 %, leaving 2.4–2.6 s after it is first seen. */
const GOAL = { shownAtMost: 4, leavesFrom: 2400, leavesTo: 2600 }

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A proxy that answers each request `rttMs` late, then sends `bytesPerSecond` in 10 ms slices. */
function pacedProxy(target, { rttMs, bytesPerSecond }) {
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      const upstream = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          const chunks = []
          answer.on("data", (chunk) => chunks.push(chunk))
          answer.on("end", () => {
            const body = Buffer.concat(chunks)
            const slice = Math.max(1, Math.round(bytesPerSecond / 100))
            const send = (offset) => {
              if (offset >= body.length || res.destroyed) return res.end()
              res.write(body.subarray(offset, offset + slice))
              setTimeout(send, 10, offset + slice)
            }
            send(0)
          })
        },
      )
      upstream.on("error", () => res.destroy())
      req.pipe(upstream)
    }, rttMs)
  })
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)))
}

async function startDriver(port) {
  const driver = spawn(XVFB, ["-a", DRIVER, `--port=${port}`], { stdio: "ignore", detached: true })
  for (let tries = 0; tries < 50; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return driver
    await sleep(200)
  }
  throw new Error("WebKitWebDriver did not start")
}

function driverClient(port) {
  return async (method, path, body) => {
    const answer = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body && JSON.stringify(body),
    }).then((r) => r.json())
    if (answer.value?.error) throw new Error(`WebKitWebDriver: ${answer.value.message}`)
    return answer.value
  }
}

/** The splash's clock (its leaving animation's start) and the first paint, in one fresh browser. */
async function oneLoad(call, url) {
  const capabilities = { alwaysMatch: { "webkitgtk:browserOptions": { binary: BROWSER, args: ["--automation"] } } }
  const { sessionId } = await call("POST", "/session", { capabilities })
  try {
    await call("POST", `/session/${sessionId}/url`, { url })
    await sleep(SPLASH_DURATION_MS + 1000)
    const read = `const clock = document.getAnimations().find((a) => a.animationName === arguments[0]);
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return { clock: clock ? clock.startTime : null, paint: paint ? paint.startTime : null }`
    const { clock, paint } = await call("POST", `/session/${sessionId}/execute/sync`, { script: read, args: [SPLASH_LEAVE_ANIMATION] })
    if (clock === null || paint === null) return null
    const late = paint - clock
    return {
      late: Math.round(late),
      shown: Math.max(0, Math.floor(late / SPLASH_TICK_MS)) * SPLASH_STEP,
      leaves: Math.round(SPLASH_DURATION_MS - late),
    }
  } finally {
    await call("DELETE", `/session/${sessionId}`)
  }
}

export async function webkitSplashRuns({ routes, runs, base }) {
  const missing = [DRIVER, BROWSER, XVFB].filter((file) => !fs.existsSync(file))
  if (missing.length) return { skipped: `not installed: ${missing.join(", ")}` }
  const port = 4444 + Math.floor(Math.random() * 500)
  const driver = await startDriver(port)
  const call = driverClient(port)
  const rows = []
  try {
    for (const network of NETWORKS) {
      const proxy = network.bytesPerSecond ? await pacedProxy(new URL(base), network) : null
      const origin = proxy ? `http://127.0.0.1:${proxy.address().port}` : base
      for (const route of WEBKIT_ROUTES.filter((r) => routes.includes(r))) {
        const loads = []
        for (let run = 0; run < runs; run++) loads.push(await oneLoad(call, `${origin}${route}?load=${Date.now()}`))
        rows.push({ network: network.name, route, loads })
      }
      proxy?.close()
    }
  } finally {
    process.kill(-driver.pid)
  }
  return { rows }
}

/** Prints the step's lines; returns how many rows miss the goal. */
export function webkitSplashReport({ webkitSplash }) {
  if (!webkitSplash) return 0
  console.log("\n=== The splash in WebKitGTK: first seen, and leaving after its first paint (goal ≤ 4 %, 2.4–2.6 s)")
  if (webkitSplash.skipped) {
    console.log(`skipped: ${webkitSplash.skipped}`)
    return 0
  }
  let missed = 0
  for (const { network, route, loads } of webkitSplash.rows) {
    const read = loads.filter(Boolean)
    const ok =
      read.length === loads.length &&
      read.every((l) => l.shown <= GOAL.shownAtMost && l.leaves >= GOAL.leavesFrom && l.leaves <= GOAL.leavesTo)
    if (!ok) missed++
    const range = (key) => `${Math.min(...read.map((l) => l[key]))}–${Math.max(...read.map((l) => l[key]))}`
    console.log(
      `${network} ${route}: first paint ${Math.round(median(read.map((l) => l.late)))} ms after the clock (median), first seen ${range("shown")} %, leaves ${range("leaves")} ms after it${read.length < loads.length ? `, ${loads.length - read.length} load(s) unread` : ""}${ok ? " ✓" : " ✗"}`,
    )
  }
  return missed
}
