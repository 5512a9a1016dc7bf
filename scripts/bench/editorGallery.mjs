/**
 * Part of step 5 of the bench (editor.mjs): the gallery's entry in `npm run cms`'s editor (decap-server in fs mode, on a
 * scratch repository of data/) with 29 photos (as committed) and 300 (the committed ones repeated, with their own ids
 * and titles, naming the same image files), at 4× CPU (DevTools' Emulation.setCPUThrottlingRate) (issue 78):
 * - shown: ms from the click on «Galeria» to the first frame in which the last photo's row is there;
 * - open: ms from that click until the main thread is free (the end of the last long task before 2 s without one),
 *   so the list can be edited; longest: the longest task meanwhile (PerformanceObserver, `longtask`);
 * - keystroke: after opening the first photo, ms from a keystroke in its title (keydown's timestamp) to the frame after
 *   its input event (rAF, then a message: the paint that shows the letter); keystrokeSettled and keystrokeLongest:
 *   until the main thread is free again (the preview, say), and the longest task in that time; keystrokeNext: the
 *   median of three more keystrokes, 300 ms apart (an entry's first change redraws more of Decap's editor).
 * Each count's median and worst of `runs`, with Lighthouse's benchmarkIndex. The page is read over DevTools
 * (scripts/lib/quietEvaluate.js) and «Galeria» clicked with the mouse: nothing of Playwright's runs in it meanwhile.
 *
 * Alone (figures to bench-results/editor-gallery-<time>.json):
 * `node --import tsx scripts/bench/editorGallery.mjs [--runs N] [--photos 29,300]`.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { editorRepository, localEditorConfig, openEditor } from "../../__tests__/e2e/editor.ts"
import { LIST_ITEM_TEXTS } from "../../src/cms/locale.ts"
import { CONTENT_FILES } from "../../src/content/schema/index.ts"
import { benchmarkIndex } from "./benchmarkIndex.mjs"
import { root } from "./site.mjs"
import { median } from "./stats.mjs"

const require = createRequire(import.meta.url)
const { chromePath, chromiumArgs } = require("../lib/chromium.js")
const { THROTTLED_PHONE } = require("../lib/siteVisible.js")
const { quietCall, quietEvaluate } = require("../lib/quietEvaluate.js")

/** The gallery's photo counts the bench opens (issue 78): as committed, and ten times more. */
const GALLERY_PHOTOS = [29, 300]

/** A scratch repository of data/ whose gallery has `count` photos (editorRepository), and its photos. */
function galleryRepository(count) {
  const dir = editorRepository("zc-bench-gallery-", count)
  return { dir, photos: JSON.parse(fs.readFileSync(path.join(dir, "data", "gallery.json"), "utf8")).photos }
}

/** In the page: every long task from now on, [start, duration] in window.__benchTasks (PerformanceObserver). */
function watchLongTasks() {
  if (window.__benchTasks) return
  const tasks = (window.__benchTasks = [])
  new PerformanceObserver((list) => tasks.push(...list.getEntries().map((task) => [task.startTime, task.duration]))).observe({
    type: "longtask",
  })
}

/**
 * In the page: resolves once the main thread has run no long task for `quietMs` and `since` (performance.now()) lies
 * as far back; to the end of the last long task after `since` (or `since`), and the longest of them.
 */
function settled(since, quietMs) {
  const after = () => window.__benchTasks.filter(([start]) => start >= since)
  const lastEnd = () => Math.max(since, ...after().map(([start, duration]) => start + duration))
  return new Promise((resolve) => {
    const check = () =>
      performance.now() - lastEnd() >= quietMs
        ? resolve({ end: lastEnd(), longest: Math.max(0, ...after().map(([, duration]) => duration)) })
        : setTimeout(check, 200)
    check()
  })
}

/** In the page: window.__benchOpen.shown becomes the first frame's time at which the element labelled `label` is there. */
function watchOpen(label) {
  const open = (window.__benchOpen = { clicked: null, shown: null })
  document.addEventListener("click", (event) => (open.clicked ??= event.timeStamp), { capture: true, once: true })
  const look = (time) =>
    document.querySelector(`[aria-label=${JSON.stringify(label)}]`) ? (open.shown = time) : requestAnimationFrame(look)
  requestAnimationFrame(look)
}

/** In the page: window.__benchKey resolves to [keydown's time, the next frame's after the input event]: the keystroke painted. */
function watchKeystroke() {
  window.__benchKey = new Promise((resolve) => {
    let down
    document.addEventListener("keydown", (event) => (down = event.timeStamp), { capture: true, once: true })
    document.addEventListener(
      "input",
      () =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve([down, performance.now()])
          channel.port2.postMessage(null)
        }),
      { capture: true, once: true },
    )
  })
}

/** The label of a photo's Portuguese title in the editor (src/cms/decapConfig.ts). */
const TITLE_LABEL = localEditorConfig()
  .collections[0].files.find((file) => file.name === "gallery")
  .fields[0].fields.find((field) => field.name === "title").fields[0].label

/** In the page: focuses the first field labelled `label`; returns its value. */
function focusField(label) {
  const input = document.getElementById([...document.querySelectorAll("label")].find((each) => each.textContent.trim() === label).htmlFor)
  input.focus()
  return input.value
}

/** Resolves to window.__benchOpen once it has its `shown` (watchOpen). */
const WHEN_SHOWN =
  "new Promise((r) => { const c = () => (window.__benchOpen.shown === null ? setTimeout(c, 250) : r(window.__benchOpen)); c() })"

/** The main thread is taken as free after this long without a long task (≥ 50 ms). */
const QUIET_MS = 2000

/**
 * One maintainer's visit to the gallery's entry with `count` photos, at 4× CPU in `npm run cms`'s editor: ms from the
 * click on «Galeria» until the last photo's row shows (`shown`) and until the main thread is then free (`open`: the end
 * of the last long task), the longest task meanwhile; after opening the first photo, a keystroke in its title until
 * the next frame (`keystroke`) and the longest task in what follows (`keystrokeLongest`: the preview, say).
 */
async function galleryVisit(browser, count) {
  const { dir, photos } = galleryRepository(count)
  const editor = await openEditor(browser, dir, "fs")
  try {
    const page = await editor.signIn()
    const link = page.getByRole("link", { name: CONTENT_FILES["gallery.json"].label, exact: true })
    await link.waitFor({ timeout: 120_000 })
    const box = await link.boundingBox()
    const session = await page.context().newCDPSession(page)
    await quietCall(session, watchLongTasks)
    await quietCall(session, settled, [0, QUIET_MS], { timeoutMs: 120_000 })
    await session.send("Emulation.setCPUThrottlingRate", { rate: THROTTLED_PHONE.cpuSlowdown })
    await quietCall(session, watchOpen, [LIST_ITEM_TEXTS.expand(photos.at(-1).title.pt)])
    // The mouse over DevTools, not a locator: nothing of Playwright's runs in the page while it opens.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    const { clicked, shown } = await quietEvaluate(session, WHEN_SHOWN, { timeoutMs: 300_000 })
    const opened = await quietCall(session, settled, [clicked, QUIET_MS], { timeoutMs: 300_000 })
    const quiet = async () =>
      quietCall(session, settled, [await quietEvaluate(session, "performance.now()"), QUIET_MS], { timeoutMs: 300_000 })
    // The first photo opened, and its title focused, in the page: Playwright's locators take minutes among 300 photos.
    await quietCall(session, (label) => document.querySelector(`[aria-label=${JSON.stringify(label)}]`).click(), [
      LIST_ITEM_TEXTS.expand(photos[0].title.pt),
    ])
    await quiet()
    await quietCall(session, focusField, [TITLE_LABEL])
    await page.keyboard.press("End")
    await quiet()
    /** `key` pressed: [keydown's time, the frame's after its input event] (watchKeystroke). */
    const press = async (key) => {
      await quietCall(session, watchKeystroke)
      await page.keyboard.press(key)
      return quietEvaluate(session, "window.__benchKey", { timeoutMs: 120_000 })
    }
    const [down, painted] = await press("x")
    const afterKey = await quietCall(session, settled, [down, QUIET_MS], { timeoutMs: 300_000 })
    // The first change of an entry redraws more of Decap's editor than the ones after it: three more, typed at a pace.
    const next = []
    for (const key of "yzw") {
      const [nextDown, nextPainted] = await press(key)
      next.push(nextPainted - nextDown)
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
    const typed = await quietCall(session, focusField, [TITLE_LABEL])
    if (!typed.endsWith("xyzw")) throw new Error(`the keystrokes did not reach the photo's title: «${typed}»`)
    return {
      shown: shown - clicked,
      open: opened.end - clicked,
      longest: opened.longest,
      keystroke: painted - down,
      keystrokeNext: median(next),
      keystrokeLongest: afterKey.longest,
      keystrokeSettled: Math.max(afterKey.end, painted) - down,
    }
  } finally {
    await editor.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** `runs` visits to the gallery's entry at each count of `counts`: each figure's median and worst, and benchmarkIndex. */
export async function galleryRuns(browser, { counts = GALLERY_PHOTOS, runs }) {
  const index = await benchmarkIndex(browser)
  const rows = []
  for (const count of counts) {
    const list = []
    for (let run = 0; run < runs; run++) list.push(await galleryVisit(browser, count))
    const figures = Object.keys(list[0])
    const of = (pick) => Object.fromEntries(figures.map((key) => [key, Math.round(pick(list.map((visit) => visit[key])))]))
    rows.push({ photos: count, median: of(median), worst: of((values) => Math.max(...values)), runs: list })
  }
  return { benchmarkIndex: index, cpuSlowdown: THROTTLED_PHONE.cpuSlowdown, rows }
}

export function galleryReport({ benchmarkIndex: index, cpuSlowdown, rows }) {
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`
  const pair = (key, format) => (row) => `${format(row.median[key])} (worst ${format(row.worst[key])})`
  console.log(`  the gallery's entry at ${cpuSlowdown}× CPU, medians of ${rows[0].runs.length} (benchmarkIndex ${Math.round(index)}):`)
  for (const row of rows)
    console.log(
      `    ${row.photos} photos: its list shown ${pair("shown", s)(row)}, free to edit ${pair("open", s)(row)}, longest task ${pair("longest", Math.round)(row)} ms; a keystroke painted in ${pair("keystroke", Math.round)(row)} ms, the next ones in ${pair("keystrokeNext", Math.round)(row)} ms, settled ${pair("keystrokeSettled", Math.round)(row)} ms, its longest task ${pair("keystrokeLongest", Math.round)(row)} ms`,
    )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argument = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback)
  const { chromium } = require("@playwright/test")
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  try {
    const counts = argument("--photos", GALLERY_PHOTOS.join(",")).split(",").map(Number)
    const gallery = await galleryRuns(browser, { counts, runs: Number(argument("--runs", 3)) })
    galleryReport(gallery)
    const date = new Date().toISOString()
    const dir = path.join(root, "bench-results")
    const file = path.join(dir, `editor-gallery-${date.replace(/[:.]/g, "-")}.json`)
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(
      file,
      `${JSON.stringify({ date, machine: { cpus: os.cpus().length, loadAverage: os.loadavg() }, gallery }, null, 2)}\n`,
    )
    console.log(`Report: ${path.relative(root, file)}`)
  } finally {
    await browser.close()
  }
}
