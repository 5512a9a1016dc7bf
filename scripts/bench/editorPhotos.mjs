/**
 * Part of step 5 of the bench (editor.mjs): preparing a phone's photo in the editor at /admin
 * (src/cms/photos, issue 34). A 12-megapixel JPEG (4032 × 3024, about 5 MB, GPS tags) made with
 * sharp is picked in a file input on the built /admin, in a fresh context each run, at 1× and at
 * 4× CPU (DevTools' Emulation.setCPUThrottlingRate on the page: it slows the page's main thread,
 * not the worker's thread, which does most of the work); per rate, the median of `runs`:
 * - ms: from the pick to the prepared file handed to Decap, as the page measures it
 *   (window.__photoPreparation.milliseconds: reading, decoding, resizing, encoding, and loading
 *   the worker and its WebAssembly, which a first photo pays);
 * - bytes: what /admin loaded for it (the files under /admin/assets/photos/ after the pick, as
 *   transferred: compressed as the bench server sends them), and the guard's module, which every
 *   visit to /admin loads.
 * And once, the bytes a HEIC adds (the iPhone fixture of the browser tests: libheif's chunk and WebAssembly),
 * and, where Debian's heif-enc is installed (libheif-examples), the time of a 12-megapixel HEIC made from the JPEG.
 *
 * Also runs on its own against a built public/: `node --import tsx scripts/bench/editorPhotos.mjs [--runs N]`.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { execFileSync } from "node:child_process"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import sharp from "sharp"
import { median } from "./stats.mjs"

const require = createRequire(import.meta.url)
const { chromePath, chromiumArgs } = require("../lib/chromium.js")
const here = path.dirname(fileURLToPath(import.meta.url))
const HEIC_FIXTURE = path.resolve(here, "../../__tests__/e2e/fixtures/iphonePhoto.heic")

/** A phone's 12-megapixel photo: 4032 × 3024, fine noise over two colours (so it weighs what a phone's does), GPS tags. */
async function twelveMegapixelPhoto(file) {
  const width = 4032
  const height = 3024
  const pixels = Buffer.alloc(width * height * 3)
  let state = 12
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const base = y < height / 2 ? [0xe2, 0x50, 0x1c] : [0x2f, 0x6b, 0x3a]
      const at = (y * width + x) * 3
      for (let c = 0; c < 3; c++) {
        state = (state * 1103515245 + 12345) & 0x7fffffff
        pixels[at + c] = Math.max(0, Math.min(255, base[c] + Math.round((state / 0x7fffffff - 0.5) * 60)))
      }
    }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Telemovel", Model: "Bench" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "24/1 30/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "34/1 30/1 0/1" },
    })
    .toFile(file)
  return fs.statSync(file).size
}

/** One pick of `file` on /admin in a fresh context at `rate`× CPU: ms, and the bytes loaded for it. */
async function prepareOnce(browser, url, file, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    await session.send("Network.enable")
    await session.send("Emulation.setCPUThrottlingRate", { rate })
    // Playwright's own network events: they include the worker's requests, which the page's CDP session does not see.
    const loaded = []
    const pendingSizes = []
    page.on("requestfinished", (request) =>
      pendingSizes.push(
        request.sizes().then((sizes) => loaded.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize })),
      ),
    )
    await page.goto(url, { timeout: 120_000 })
    await page.waitForFunction(() => window.__photoPreparation, undefined, { timeout: 120_000 })
    await Promise.all(pendingSizes)
    const atLoad = loaded.length
    const indexBytes = loaded
      .filter((entry) => /\/admin\/assets\/photos\/photos-\w+\.js$/.test(entry.url))
      .reduce((sum, entry) => sum + entry.bytes, 0)
    await page.evaluate(() => {
      const input = document.createElement("input")
      input.type = "file"
      input.id = "bench-photo"
      document.body.append(input)
    })
    await page.setInputFiles("#bench-photo", file)
    await page.waitForFunction(
      () => window.__photoPreparation.milliseconds.length + window.__photoPreparation.refused.length > 0,
      undefined,
      {
        timeout: 10 * 60_000,
        polling: 200,
      },
    )
    const result = await page.evaluate(() => window.__photoPreparation)
    if (result.refused.length > 0) throw new Error(`the bench photo was refused: ${result.refused}`)
    // Let the last transfers report their end.
    await page.waitForTimeout(200)
    await Promise.all(pendingSizes)
    const forPhoto = loaded.slice(atLoad).filter((entry) => entry.url.includes("/admin/assets/photos/"))
    return {
      ms: Math.round(result.milliseconds[0]),
      bytes: forPhoto.reduce((sum, entry) => sum + entry.bytes, 0),
      files: forPhoto.map((entry) => `${new URL(entry.url).pathname} ${entry.bytes}`),
      indexBytes,
      prepared: result.prepared[0],
    }
  } finally {
    await context.close()
  }
}

export async function photoPreparationRuns({ base, runs = 3, browser: given }) {
  const { chromium } = require("@playwright/test")
  const browser = given ?? (await chromium.launch({ executablePath: chromePath, args: chromiumArgs }))
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zc-bench-photo-"))
  try {
    const file = path.join(dir, "IMG_12MP.jpg")
    const photoBytes = await twelveMegapixelPhoto(file)
    const url = `${base}/admin/`
    const rates = {}
    for (const rate of [1, 4]) {
      const list = []
      for (let run = 0; run < runs; run++) list.push(await prepareOnce(browser, url, file, rate))
      rates[`${rate}x`] = { ms: median(list.map((entry) => entry.ms)), bytes: median(list.map((entry) => entry.bytes)), runs: list }
    }
    const heic = path.join(dir, "IMG_0412.HEIC")
    fs.copyFileSync(HEIC_FIXTURE, heic)
    const heicRun = await prepareOnce(browser, url, heic, 1)
    return {
      photo: { width: 4032, height: 3024, bytes: photoBytes },
      rates,
      heic: heicRun,
      heic12: await twelveMegapixelHeic(browser, url, file),
    }
  } finally {
    if (!given) await browser.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** A 12-megapixel HEIC, as an iPhone's, prepared at 1× CPU (median of 3 in one session each); undefined without heif-enc. */
async function twelveMegapixelHeic(browser, url, jpeg) {
  const heic = path.join(path.dirname(jpeg), "IMG_12MP.HEIC")
  try {
    execFileSync("heif-enc", ["-q", "50", "-o", heic, jpeg], { stdio: "ignore" })
  } catch {
    return undefined
  }
  const runs = []
  for (let run = 0; run < 3; run++) runs.push(await prepareOnce(browser, url, heic, 1))
  return { bytes: fs.statSync(heic).size, ms: median(runs.map((entry) => entry.ms)), runs: runs.map((entry) => entry.ms) }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(0)} kB`

export function photoPreparationReport(photos) {
  if (!photos) return
  console.log(
    `  preparing a ${photos.photo.width} × ${photos.photo.height} JPEG of ${(photos.photo.bytes / 1e6).toFixed(1)} MB (median of ${photos.rates["1x"].runs.length}):`,
  )
  for (const [rate, { ms, bytes, runs }] of Object.entries(photos.rates))
    console.log(
      `    ${rate} CPU: ${ms} ms; ${kB(bytes)} loaded for it (+ the guard's ${kB(runs[0].indexBytes)} on every visit) → ${runs[0].prepared.after.width} × ${runs[0].prepared.after.height}, ${kB(runs[0].prepared.after.bytes)}, quality ${runs[0].prepared.after.quality}`,
    )
  console.log(`    a HEIC (1600 × 1200) at 1× CPU: ${photos.heic.ms} ms; ${kB(photos.heic.bytes)} loaded for it`)
  if (photos.heic12)
    console.log(
      `    a 12-megapixel HEIC (${kB(photos.heic12.bytes)}) at 1× CPU: ${photos.heic12.ms} ms (runs: ${photos.heic12.runs.join(", ")})`,
    )
  else console.log("    a 12-megapixel HEIC: not measured (heif-enc, from Debian's libheif-examples, is not installed)")
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { startStaticServer } = await import("../lib/staticServer.ts")
  const runsAt = process.argv.indexOf("--runs")
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3
  const publicDir = path.resolve(here, "../../public")
  const server = await startStaticServer({ root: publicDir, port: 0, host: "localhost", compress: true })
  try {
    const photos = await photoPreparationRuns({ base: `http://localhost:${server.address().port}`, runs })
    photoPreparationReport(photos)
    for (const [rate, { runs: list }] of Object.entries(photos.rates))
      console.log(rate, JSON.stringify(list.map(({ ms, bytes, files }) => ({ ms, bytes, files }))))
    console.log("heic", JSON.stringify(photos.heic.files))
  } finally {
    server.close()
  }
}
