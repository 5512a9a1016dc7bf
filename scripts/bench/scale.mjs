/**
 * Step 5 of the bench: the gallery at scale. For 30, 100 and 300 gallery photos (copies of today's
 * under new names, scripts/lib/galleryScale.js), a scratch copy of the project built cold; its
 * build time, the size of its public/, the gallery's HTML (gzip), what the gallery transfers on a
 * 375 px phone before any scrolling, Lighthouse on it, the lightbox's photo list (gzip) and the
 * first tap on a photo in the frame the splash leaves (4× CPU, the slow two networks of scripts/lib/tapNetworks.js).
 * The marginal cold cost of a photo, and the largest row against the first (issue 46: `--scale 29,300`),
 * are read off the first and last rows.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { createRequire } from "node:module"
import { ROUTES } from "../../src/i18n/routes.ts"
import { startStaticServer } from "../lib/staticServer.ts"
import { benchEnv, gatsbyBuild } from "./builds.mjs"
import { lighthouseRun } from "./lighthouse.mjs"
import { KB, kb, median, quantile } from "./stats.mjs"

const require = createRequire(import.meta.url)
const { scratchProject } = require("../lib/scratchProject.js")
const { folderBytes, growGallery, transferBeforeScroll } = require("../lib/galleryScale.js")
const { chromePath, chromiumArgs } = require("../lib/chromium.js")
const { measureFirstTap } = require("../lib/firstTap.js")
const { SLOW_NETWORKS } = require("../lib/tapNetworks.js")

const GALLERY = ROUTES.gallery.pt

/** Each count's scratch copy, built cold: what its build and its files say. */
async function buildCopy(count, port) {
  const dir = scratchProject(`bench-scale-${count}-`)
  try {
    growGallery(path.join(dir, "data"), count)
    const build = await gatsbyBuild({
      cwd: dir,
      env: benchEnv(port),
      clean: true,
      label: `Cold build with ${count} gallery photos (scratch copy)`,
    })
    const scratchPublic = path.join(dir, "public")
    const html = fs.readFileSync(path.join(scratchPublic, GALLERY.slice(1), "index.html"))
    const staticDir = path.join(scratchPublic, "static")
    const listFiles = fs.readdirSync(staticDir).filter((name) => /^galeria-[0-9a-f]+\.json$/.test(name))
    return {
      dir,
      scratchPublic,
      row: {
        count,
        build,
        pages: 1 + fs.readdirSync(path.join(scratchPublic, GALLERY.slice(1))).filter((name) => /^\d+$/.test(name)).length,
        publicBytes: folderBytes(scratchPublic),
        htmlGzip: zlib.gzipSync(html).length,
        photoList: listFiles.length ? zlib.gzipSync(fs.readFileSync(path.join(staticDir, listFiles[0]))).length : 0,
      },
    }
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

/**
 * One row per photo count. Every copy is built first and served at once (on `port`, `port` + 1, …), then measured
 * alternately, a load of each in turn: measured one after the other, the counts compared moments minutes apart
 * on a machine whose speed drifts, and the taps' 10 % goal came and went with it. `runs` Lighthouse runs and `taps`
 * first taps per network: one tap lands wherever the page's loading has got to, and five decided nothing.
 */
export async function scaleRows({ counts, runs, taps, port }) {
  const { chromium } = require("@playwright/test")
  const copies = []
  const servers = []
  try {
    for (const [i, count] of counts.entries()) copies.push(await buildCopy(count, port + i))
    for (const [i, copy] of copies.entries())
      servers.push(
        await startStaticServer({ root: copy.scratchPublic, port: port + i, host: "localhost", env: benchEnv(port + i), compress: true }),
      )
    const url = (i) => `http://localhost:${port + i}${GALLERY}`
    const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
    try {
      for (const [i, copy] of copies.entries()) copy.row.transfer = await transferBeforeScroll(browser, url(i))
      for (const network of SLOW_NETWORKS) {
        const figures = copies.map(() => [])
        for (let run = 1; run <= taps; run++)
          for (const [i, copy] of copies.entries()) {
            const tap = await measureFirstTap(browser, url(i), {
              tap: "lightbox",
              when: "leaving",
              cpuSlowdown: 4,
              network: network.conditions,
            })
            figures[i].push(tap)
            const { count } = copy.row
            console.log(
              `${count} photos, tap ${run}/${taps}, ${network.name}: first photo ${tap.lost ? "LOST" : `painted in ${Math.round(tap.tapPainted)} ms`}`,
            )
          }
        for (const [i, copy] of copies.entries()) {
          const answered = figures[i].filter((tap) => !tap.lost).map((tap) => tap.tapPainted)
          ;(copy.row.taps ??= {})[network.name] = {
            painted: answered.length ? median(answered) : null,
            quartiles: answered.length ? [quantile(answered, 0.25), quantile(answered, 0.75)] : null,
            lost: figures[i].length - answered.length,
          }
        }
      }
    } finally {
      await browser.close()
    }
    const lighthouse = copies.map(() => [])
    for (let run = 1; run <= runs; run++)
      for (const [i, copy] of copies.entries()) {
        const { values } = await lighthouseRun(url(i), GALLERY)
        lighthouse[i].push(values)
        console.log(
          `${copy.row.count} photos, run ${run}/${runs} ${GALLERY} perf ${values.performance}  LCP ${Math.round(values.lcp)} ms  TBT ${Math.round(values.tbt)} ms`,
        )
      }
    return copies.map((copy, i) => ({
      ...copy.row,
      performance: median(lighthouse[i].map((r) => r.performance)),
      lcp: median(lighthouse[i].map((r) => r.lcp)),
      tbt: median(lighthouse[i].map((r) => r.tbt)),
    }))
  } finally {
    servers.forEach((server) => server.close())
    copies.forEach((copy) => fs.rmSync(copy.dir, { recursive: true, force: true }))
  }
}

/** The scale table, with the budgets of its largest row and the marginal cold cost of a photo; returns the budgets missed. */
export function scaleReport(scale, runs, taps) {
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd([8, 16, 10, 11, 7, 12, 13, 20, 6, 9, 11, 18, 18][i])).join(" ")
  const tapCell = (tap) =>
    !tap
      ? "—"
      : tap.painted === null
        ? "lost"
        : `${Math.round(tap.painted)} ms ${tap.lost ? `(${tap.lost} lost)` : `(${tap.quartiles.map(Math.round).join("–")})`}`
  console.log(
    `\n=== The gallery at scale (cold builds of a scratch copy; ${GALLERY} on a 375 px phone; Lighthouse median of ${runs}; tap median of ${taps}, quartiles in brackets)`,
  )
  const [fast, slow] = SLOW_NETWORKS.map((network) => network.name)
  console.log(
    line([
      "photos",
      "cold build",
      "images",
      "public/",
      "pages",
      "HTML gzip",
      "transfer*",
      "(images)",
      "perf",
      "LCP",
      "list gzip",
      `tap, ${fast}`,
      `tap, ${slow}`,
    ]),
  )
  for (const row of scale) {
    console.log(
      line([
        row.count,
        `${row.build.seconds.toFixed(1)} s`,
        `${row.build.imageProcessingSeconds ?? "?"} s`,
        `${(row.publicBytes / KB / KB).toFixed(1)} MB`,
        row.pages,
        kb(row.htmlGzip),
        kb(row.transfer.total),
        kb(row.transfer.byType.Image ?? 0),
        Math.round(row.performance),
        `${Math.round(row.lcp)} ms`,
        kb(row.photoList ?? 0),
        tapCell(row.taps?.[fast]),
        tapCell(row.taps?.[slow]),
      ]),
    )
  }
  console.log(`* everything ${GALLERY} transfers before any scrolling, until the network is quiet for 3 s`)
  const first = scale[0]
  const last = scale[scale.length - 1]
  const checks = [
    [`${GALLERY} with ${last.count} photos: performance`, String(Math.round(last.performance)), "≥ 95", last.performance >= 95],
    [`${GALLERY} with ${last.count} photos: LCP`, `${Math.round(last.lcp)} ms`, "≤ 2000 ms", last.lcp <= 2000],
    [
      `${GALLERY} with ${last.count} photos: transfer before scrolling`,
      kb(last.transfer.total),
      "≤ 400 KB",
      last.transfer.total <= 400 * KB,
    ],
    [`${GALLERY} with ${last.count} photos: HTML`, `${kb(last.htmlGzip)} gzip`, "< 100 KB", last.htmlGzip < 100 * KB],
  ]
  if (last.count > first.count) {
    // Issue 46: with many photos, the gallery's first load and first tap within 10 % of today's.
    const within = (value, base) => value !== null && base !== null && value <= base * 1.1
    checks.push([
      `${GALLERY} LCP, ${last.count} against ${first.count} photos`,
      `${Math.round(last.lcp)} ms`,
      `≤ ${Math.round(first.lcp * 1.1)} ms`,
      within(last.lcp, first.lcp),
    ])
    for (const network of [fast, slow]) {
      const [base, large] = [first.taps?.[network], last.taps?.[network]]
      if (!base || !large) continue
      checks.push([
        `first photo tap, ${network}, ${last.count} against ${first.count} photos (painted, none lost)`,
        tapCell(large),
        `≤ ${base.painted === null ? "—" : Math.round(base.painted * 1.1)} ms`,
        large.lost === 0 && within(large.painted, base.painted),
      ])
    }
    const marginal = (last.build.seconds - first.build.seconds) / (last.count - first.count)
    checks.push([
      `marginal cold cost of a photo (${first.count} → ${last.count} photos)`,
      `${marginal.toFixed(2)} s`,
      "≤ 1.5 s",
      marginal <= 1.5,
    ])
  }
  for (const [name, value, goal, ok] of checks) console.log(`  ${ok ? "ok  " : "OVER"} ${name}: ${value} (goal ${goal})`)
  return checks.filter(([, , , ok]) => !ok).length
}
