/**
 * The first tap, as a visitor on a throttled phone makes it the moment the splash leaves, and what
 * the main thread does while the splash counts: what Lighthouse cannot see. Measured on the page's
 * own clock (performance.now()), in Chromium with DevTools throttling (./siteVisible.js's
 * THROTTLED_PHONE, or another CPU rate), by `npm run bench` (scripts/bench/throttled.mjs).
 *
 * A probe added before the page's own scripts records
 * - every long task (Long Tasks API: over 50 ms) and the first contentful paint;
 * - the splash's count on every frame, so the longest time it stood still is known;
 * - when the splash left (its clock says done);
 * - for the tap: the pointerdown's or keydown's timeStamp, and the first animation frame whose
 *   screen shows the answer (the dialog visible, or the typed character in the field).
 */

/** Runs in the page (Playwright's addInitScript): keeps its figures on window.__zcTap. */
function firstTapProbe() {
  var state = { longTasks: [], samples: [], splashGoneAt: null, inputAt: null, answeredAt: null }
  var settle = {}
  // What the bench awaits (./quietEvaluate.js): nothing polls the page.
  state.gone = new Promise(function (resolve) {
    settle.gone = resolve
  })
  state.answered = new Promise(function (resolve) {
    settle.answered = resolve
  })
  window.__zcTap = state
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        state.longTasks.push({ start: entry.startTime, duration: entry.duration })
      })
    }).observe({ type: "longtask", buffered: true })
  } catch (error) {
    state.noLongTasks = String(error)
  }
  ;["pointerdown", "keydown"].forEach(function (type) {
    window.addEventListener(
      type,
      function (event) {
        if (state.inputAt === null) state.inputAt = event.timeStamp
      },
      true,
    )
  })
  function frame(now) {
    var splash = document.getElementById("splash")
    var figure = document.querySelector('[data-testid="splash-percent"]')
    if (splash && !splash.hidden && figure) state.samples.push({ t: now, text: figure.textContent })
    else if (state.samples.length && state.splashGoneAt === null) {
      state.splashGoneAt = now
      settle.gone()
    }
    if (state.inputAt !== null && state.answeredAt === null && window.__zcAnswered && window.__zcAnswered()) {
      state.answeredAt = now
      settle.answered()
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

/**
 * Run in the page after the load: the long tasks from the first paint until the splash left (count,
 * longest, blocking time: the sum of each task's time over 50 ms), the longest freeze of the count
 * (the longest time between two frames showing different figures, counted from the first paint at
 * the earliest, or from the last change to the splash leaving), and the tap's answer time.
 */
function readFirstTap() {
  var state = window.__zcTap
  var fcpEntry = performance.getEntriesByName("first-contentful-paint")[0]
  var fcp = fcpEntry ? fcpEntry.startTime : null
  var end = state.splashGoneAt
  var during = state.longTasks.filter(function (task) {
    return fcp !== null && end !== null && task.start + task.duration > fcp && task.start < end
  })
  var freeze = 0
  var changedAt = null
  var last = null
  state.samples.forEach(function (sample) {
    if (sample.text !== last) {
      if (changedAt !== null) freeze = Math.max(freeze, sample.t - changedAt)
      // The count starts at the first paint: a frame before it (the splash parsed, not yet painted) is no freeze.
      changedAt = fcp !== null ? Math.max(sample.t, fcp) : sample.t
      last = sample.text
    }
  })
  if (changedAt !== null && end !== null) freeze = Math.max(freeze, end - changedAt)
  return {
    fcp: fcp,
    splashGoneAt: end,
    longTasks: during.length,
    longestTask: during.reduce(function (max, task) {
      return Math.max(max, task.duration)
    }, 0),
    blockingTime: during.reduce(function (sum, task) {
      return sum + Math.max(0, task.duration - 50)
    }, 0),
    countFreeze: freeze,
    tap: state.inputAt !== null && state.answeredAt !== null ? state.answeredAt - state.inputAt : null,
  }
}

/** The taps the bench makes: what to touch on which route, and what answers it. */
const TAPS = {
  menu: { answer: "dialog", target: "header button[aria-haspopup=dialog]" },
  lightbox: { answer: "dialog", target: "[data-testid=gallery-grid] li:first-child button" },
  keystroke: { answer: "typed", target: "#contato textarea[name=message]" },
}

/** In the page: is the answer on screen? A dialog visible, or the typed character in the field. */
function answeredProbe(kind) {
  window.__zcAnswered =
    kind === "dialog"
      ? function () {
          // Any dialog: a page may hold others mounted closed (the menu drawer beside the lightbox).
          return Array.prototype.some.call(document.querySelectorAll("[role=dialog]"), function (dialog) {
            var box = dialog.getBoundingClientRect()
            var style = getComputedStyle(dialog)
            return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && Number(style.opacity) > 0
          })
        }
      : function () {
          var field = document.querySelector("#contato textarea[name=message]")
          return !!field && field.value.indexOf("x") >= 0
        }
}

/** In the page: the middle of the first element matching `selector` (scrolled to the middle of the screen first if `scroll`), or null if it has no box. */
function tapPoint(selector, scroll) {
  var element = document.querySelector(selector)
  if (!element) return null
  if (scroll) element.scrollIntoView({ block: "center", behavior: "instant" })
  var box = element.getBoundingClientRect()
  return box.width > 0 && box.height > 0 ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null
}

/**
 * One throttled load of `url` in a fresh context; the moment the splash leaves, the tap (`tap`:
 * a key of TAPS, or null for none). `cpuSlowdown`: the CPU throttling rate. Resolves to readFirstTap's figures.
 */
async function measureFirstTap(browser, url, { tap = null, cpuSlowdown, saveData = false } = {}) {
  const { THROTTLED_PHONE } = require("./siteVisible.js")
  const { quietEvaluate, quietCall } = require("./quietEvaluate.js")
  const context = await browser.newContext({ ...THROTTLED_PHONE.context, ...(saveData ? { extraHTTPHeaders: { "Save-Data": "on" } } : {}) })
  try {
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    await session.send("Network.enable")
    await session.send("Network.emulateNetworkConditions", THROTTLED_PHONE.network)
    await session.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown ?? THROTTLED_PHONE.cpuSlowdown })
    await page.addInitScript(firstTapProbe)
    if (saveData) await page.addInitScript(() => Object.defineProperty(navigator.connection, "saveData", { get: () => true }))
    if (tap) await page.addInitScript(answeredProbe, TAPS[tap].answer)
    await page.goto(url, { waitUntil: "domcontentloaded", timeout: 60_000 })
    // Until the answer, only DevTools reads the page: Playwright's waitForFunction and locators
    // would inject its script into it while the splash counts (./quietEvaluate.js).
    await quietEvaluate(session, "window.__zcTap.gone")
    if (tap) {
      const point = await quietCall(session, tapPoint, [TAPS[tap].target, tap === "keystroke"])
      if (!point) throw new Error(`${url}: nothing to tap (${TAPS[tap].target})`)
      await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] })
      await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
      if (tap === "keystroke") {
        // The keystroke is what is timed: forget the tap that focused the field.
        await quietEvaluate(session, "window.__zcTap.inputAt = null")
        await page.keyboard.press("x")
      }
      await quietEvaluate(session, "window.__zcTap.answered", { timeoutMs: 20_000 })
    }
    return await page.evaluate(readFirstTap)
  } finally {
    await context.close()
  }
}

module.exports = { firstTapProbe, readFirstTap, answeredProbe, measureFirstTap, TAPS }
