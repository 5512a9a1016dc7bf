/**
 * A scripted visit after hydration (issue 46): the taps and keystrokes of a visitor on a throttled
 * phone, sent as real input (Playwright's touchscreen and keyboard, over DevTools), each one timed
 * as INP times it, from the input to the next frame presented. Measured by `npm run bench`
 * (scripts/bench/throttled.mjs, scriptedVisitRuns).
 *
 * Two instruments, added before the page's own scripts:
 * - the web-vitals library (its attribution build), onINP reporting every change at the lowest
 *   duration threshold (0: the browser's 16 ms): it reports an interaction only when it is the
 *   visit's worst so far (INP is the worst interaction under 50 of them), with what made it slow;
 * - the Event Timing entries it reads (PerformanceObserver, the browser's minimum threshold, 16 ms),
 *   so the interactions under the worst so far have their duration too. An interaction answered
 *   within 16 ms has no entry at all.
 * Each step's interactions are those that started between its input and the next step.
 */
const fs = require("fs")
const path = require("path")
const { THROTTLED_PHONE, siteVisibleProbe, throttle } = require("./siteVisible.js")
const { quietEvaluate } = require("./quietEvaluate.js")
const { DIALOG_SELECTOR, LOST_AFTER_MS } = require("./firstTap.js")

const WEB_VITALS = path.join(path.dirname(require.resolve("web-vitals")), "web-vitals.attribution.iife.js")

/** Runs in the page after web-vitals' script, given its `webVitals`: keeps both records on window.__zcInp. */
function inpRecorder(webVitals) {
  var state = { reports: [], interactions: {} }
  window.__zcInp = state
  webVitals.onINP(
    function (metric) {
      var a = metric.attribution
      state.reports.push({
        value: metric.value,
        time: a.interactionTime,
        target: a.interactionTarget,
        inputDelay: a.inputDelay,
        processing: a.processingDuration,
        presentation: a.presentationDelay,
      })
    },
    { reportAllChanges: true, durationThreshold: 0 },
  )
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      if (!entry.interactionId) return
      // An interaction's duration is its longest entry's, as web-vitals counts it.
      var seen = state.interactions[entry.interactionId]
      // Where its longest entry's time went: waiting for the main thread, the handlers, the frame.
      var parts = {
        duration: entry.duration,
        name: entry.name,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      }
      if (!seen) state.interactions[entry.interactionId] = Object.assign({ start: entry.startTime }, parts)
      else {
        seen.start = Math.min(seen.start, entry.startTime)
        if (entry.duration > seen.duration) Object.assign(seen, parts)
      }
    })
  }).observe({ type: "event", durationThreshold: 16, buffered: true })
}

/** In the page: what the steps change (a dialog shown, the hero's slide, the lightbox's photo, the fields, the path). */
function uiState(dialogSelector) {
  var open = Array.prototype.filter.call(document.querySelectorAll(dialogSelector), function (element) {
    var box = element.getBoundingClientRect()
    var style = getComputedStyle(element)
    return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && Number(style.opacity) > 0
  })
  var slide = document.querySelector("[data-testid=hero-slide][data-current]")
  var photo = open.length ? open[0].querySelector("img") : null
  var values = {}
  document.querySelectorAll("#contato [name]").forEach(function (field) {
    values[field.name] = field.value
  })
  var box = open.length ? open[0].getBoundingClientRect() : null
  return {
    dialog: open.length > 0,
    dialogBox: box && { top: box.top, bottom: box.bottom },
    slide: slide && slide.getAttribute("aria-label"),
    // The lightbox's photo and caption: what next and previous change.
    shown: open.length ? open[0].textContent + " " + (photo ? photo.currentSrc : "") : null,
    values: values,
    focus: document.activeElement && document.activeElement.getAttribute("name"),
    path: location.pathname.replace(/\/$/, "") || "/",
  }
}

/** Where the steps tap in an open menu or lightbox. */
const IN_DIALOG = `:is(${DIALOG_SELECTOR}):visible`
const FIELDS = [
  ["name", "a"],
  ["email", "a"],
  ["phone", "1"],
  ["company", "a"],
  ["message", "a"],
]

/** The steps of each visit: a tap (selector), a key, or an act; `done` tells from uiState that the page answered. */
const VISITS = {
  home: {
    route: "/",
    steps: [
      { name: "menu open", tap: "header button[aria-haspopup=dialog]", done: (s) => s.dialog },
      { name: "menu close (its button)", tap: `${IN_DIALOG} button[aria-label="Fechar menu"]`, done: (s) => !s.dialog },
      { name: "menu open, again", tap: "header button[aria-haspopup=dialog]", done: (s) => s.dialog },
      { name: "menu → «Serviços»", tap: `${IN_DIALOG} a[href$="#servicos"]`, done: (s) => !s.dialog },
      { name: "hero next", tap: 'button[aria-label="Slide seguinte"]', done: (s, before) => s.slide !== before.slide },
      { name: "hero previous", tap: 'button[aria-label="Slide anterior"]', done: (s, before) => s.slide !== before.slide },
      { name: "hero dot (3)", tap: 'button[aria-label^="Mostrar slide 3 "]', done: (s) => s.slide === "3 de 4" },
      ...FIELDS.map(([field, key]) => ({
        name: `keystroke: ${field}`,
        focus: field,
        key,
        done: (s) => s.values[field].includes(key),
      })),
      // At a phone's width the language link is in the menu.
      { name: "menu open, for English", tap: "header button[aria-haspopup=dialog]", done: (s) => s.dialog },
      { name: "language switch (→ /en)", tap: `${IN_DIALOG} a[hreflang=en]`, done: (s) => s.path === "/en" },
    ],
  },
  gallery: {
    route: "/galeria",
    steps: [
      { name: "lightbox open", tap: "[data-testid=gallery-grid] li:first-child a", done: (s) => s.dialog },
      { name: "lightbox next", tap: `${IN_DIALOG} button[aria-label="Imagem seguinte"]`, done: (s, b) => s.shown !== b.shown },
      { name: "lightbox previous", tap: `${IN_DIALOG} button[aria-label="Imagem anterior"]`, done: (s, b) => s.shown !== b.shown },
      { name: "lightbox Escape", key: "Escape", done: (s) => !s.dialog },
      { name: "lightbox open, again", tap: "[data-testid=gallery-grid] li:first-child a", done: (s) => s.dialog },
      { name: "lightbox backdrop tap", act: tapBackdrop, done: (s) => !s.dialog },
    ],
  },
}

/** Taps the backdrop: above the dialog if there is room, else below it. */
async function tapBackdrop(page, before) {
  const { width, height } = THROTTLED_PHONE.context.viewport
  const { top, bottom } = before.dialogBox ?? { top: 0, bottom: height }
  await page.touchscreen.tap(width / 2, top >= 24 ? top / 2 : (bottom + height) / 2)
}

const state = (page) => page.evaluate(uiState, DIALOG_SELECTOR)
const now = (page) => page.evaluate(() => performance.now())
/** After an input: a look every 250 ms (a poll on every frame would weigh on the frame timed) until `done`, or lost. */
async function answered(page, done, before) {
  for (let waited = 0; waited < LOST_AFTER_MS; waited += 250) {
    await page.waitForTimeout(250)
    if (done(await state(page), before)) return true
  }
  return false
}

/** The page's animations (the hero's) end, and the Event Timing entries come, before the next step. */
const SETTLE_MS = 700

async function runStep(page, step) {
  const timeout = LOST_AFTER_MS
  if (step.focus) {
    // Only the keystroke is timed: the tap that focuses the field comes before the step's window.
    await page.tap(`#contato [name=${step.focus}]`, { timeout })
    await answered(page, (s) => s.focus === step.focus, null)
    await page.waitForTimeout(SETTLE_MS)
  }
  const before = await state(page)
  const start = await now(page)
  if (step.tap) await page.locator(step.tap).first().tap({ timeout })
  else if (step.key) await page.keyboard.press(step.key)
  else await step.act(page, before)
  const done = await answered(page, step.done, before)
  await page.waitForTimeout(SETTLE_MS)
  return { name: step.name, start, end: await now(page), done }
}

/**
 * One load of `base` + the visit's route in a fresh context (`network`: DevTools' conditions,
 * `cpuSlowdown`), and once hydrated the visit's steps. Resolves to { hydratedAt, steps }, a step
 * being { name, done, error, ms: its slowest interaction (null: none of 16 ms or more), breakdown:
 * that interaction's input delay, processing and presentation, count,
 * webVitals: the INP web-vitals reported during it (null: none, not the worst so far) }.
 */
async function measureVisit(browser, base, visit, { network, cpuSlowdown }) {
  const context = await browser.newContext(THROTTLED_PHONE.context)
  try {
    const page = await context.newPage()
    const session = await throttle(context, page, { network, cpuSlowdown })
    await page.addInitScript(siteVisibleProbe)
    await page.addInitScript({ content: `${fs.readFileSync(WEB_VITALS, "utf8")}\n;(${inpRecorder})(webVitals)` })
    await page.goto(`${base}${VISITS[visit].route}`, { waitUntil: "commit", timeout: 60_000 })
    await quietEvaluate(session, "window.__zcSiteVisible.settled", { timeoutMs: 120_000 })
    const hydratedAt = await quietEvaluate(session, "window.__zcSiteVisible.hydratedAt")
    const windows = []
    for (const step of VISITS[visit].steps) {
      // A step that fails is recorded and the visit goes on: the next steps say what they can.
      windows.push(await runStep(page, step).catch((error) => ({ name: step.name, done: false, error: error.message.split("\n")[0] })))
    }
    await page.waitForTimeout(1000)
    const { reports, interactions } = await page.evaluate(() => window.__zcInp)
    const within = (time, w) => w.start !== undefined && time >= w.start && time < w.end
    const steps = windows.map((w) => {
      const mine = Object.values(interactions).filter((i) => within(i.start, w))
      const vitals = reports.filter((r) => within(r.time, w))
      const slowest = mine.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), null)
      return {
        name: w.name,
        done: w.done,
        error: w.error,
        ms: slowest?.duration ?? null,
        breakdown: slowest && { inputDelay: slowest.inputDelay, processing: slowest.processing, presentation: slowest.presentation },
        count: mine.length,
        webVitals: vitals.length ? Math.max(...vitals.map((r) => r.value)) : null,
        attribution: vitals.at(-1) ?? null,
      }
    })
    return { hydratedAt, steps }
  } finally {
    await context.close()
  }
}

module.exports = { VISITS, measureVisit }
