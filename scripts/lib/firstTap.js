/**
 * The first tap, as a visitor on a throttled phone makes it in the very frame the splash leaves,
 * and what the main thread does while the splash shows: what Lighthouse cannot see. Measured on
 * the page's own clock (performance.now()), in Chromium with DevTools throttling (./siteVisible.js's
 * THROTTLED_PHONE, or another CPU rate), by `npm run bench` (scripts/bench/throttled.mjs).
 *
 * A probe added before the page's own scripts records
 * - every long task (Long Tasks API: over 50 ms) and the first contentful paint;
 * - when the splash leaves: its animations' start time (the frame that first painted it) plus
 *   their duration, as the browser runs them (src/components/frame/SplashScreen.inline.css);
 * - for the tap: the pointerdown's or keydown's timeStamp, and two times of the answer (the dialog
 *   shown, or the typed character in the field):
 *   - `answered`: the animation frame whose rendering starts with the answer in the page (its
 *     requestAnimationFrame callback): what this bench reported up to issue 33;
 *   - `painted`: the end of that frame's work on the main thread (the first task after it): its
 *     style, layout and paint, for a full-screen dialog a large part of the answer on a phone, all
 *     slowed by the CPU throttling. The frame is on screen one compositor frame after that.
 *   The screencast frames of issue 33 saw the lightbox's first frame several times later than the
 *   bench said (docs/PERFORMANCE.md): the bench's figure was `answered`
 *   and its tap came when the page had settled (it waited for the page to say the splash had gone,
 *   then a DevTools round trip), and the dialog's photo was added only after it was shown
 *   (GatsbyImage).
 * The tap is sent at one of two moments (TAP_MOMENTS): "leaving", from outside the page at the
 * splash's end (on the page's clock, converted to the wall clock), whatever the main thread is
 * doing then; or "settled", as the bench did up to issue 33, once the page has seen the splash
 * gone (a frame's rendering), a DevTools round trip later. Issue 46 taps on two networks, issue
 * 79 on two fast ones more (./tapNetworks.js), and a tap nothing answers within LOST_AFTER_MS is lost.
 */
const { THROTTLED_PHONE, throttle } = require("./siteVisible.js")
const { quietEvaluate, quietCall } = require("./quietEvaluate.js")

/** Runs in the page (Playwright's addInitScript): keeps its figures on window.__zcTap. */
function firstTapProbe() {
  var state = { longTasks: [], splashEnd: null, goneAt: null, inputAt: null, answeredAt: null, paintedAt: null }
  var settle = {}
  // What the bench awaits (./quietEvaluate.js): nothing polls the page.
  state.ends = new Promise(function (resolve) {
    settle.ends = resolve
  })
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
  // The tap's slowest Event Timing entry: where its time went (input delay, processing, presentation).
  state.slowestEvent = null
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.interactionId && (!state.slowestEvent || entry.duration > state.slowestEvent.duration)) state.slowestEvent = entry
      })
    }).observe({ type: "event", durationThreshold: 16, buffered: true })
  } catch (error) {
    state.noEventTiming = String(error)
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
    if (state.splashEnd === null) {
      var count = document.getAnimations().filter(function (animation) {
        return animation.animationName === "splash-fill" && animation.startTime !== null
      })[0]
      if (count) {
        state.splashEnd = Number(count.startTime) + count.effect.getComputedTiming().endTime
        settle.ends(state.splashEnd)
      }
    }
    // The first frame whose rendering starts with the splash out of the way (hidden), as the page sees it.
    var splash = document.getElementById("splash")
    if (
      state.goneAt === null &&
      state.splashEnd !== null &&
      (!splash || splash.hidden || getComputedStyle(splash).visibility === "hidden")
    ) {
      state.goneAt = now
      settle.gone(now)
    }
    if (state.inputAt !== null && state.answeredAt === null && window.__zcAnswered && window.__zcAnswered()) {
      state.answeredAt = now
      // The first task after this frame's rendering: the frame has been painted.
      setTimeout(function () {
        state.paintedAt = performance.now()
        settle.answered()
      }, 0)
      return
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

/**
 * Run in the page after the load: the long tasks from the first paint until the splash left (count,
 * longest, blocking time: the sum of each task's time over 50 ms) and the tap's answer times.
 */
function readFirstTap() {
  var state = window.__zcTap
  var fcpEntry = performance.getEntriesByName("first-contentful-paint")[0]
  var fcp = fcpEntry ? fcpEntry.startTime : null
  var end = state.splashEnd
  var during = state.longTasks.filter(function (task) {
    return fcp !== null && end !== null && task.start + task.duration > fcp && task.start < end
  })
  var since = function (time) {
    return state.inputAt !== null && time !== null ? time - state.inputAt : null
  }
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
    // How late the tap, sent at the splash's end, reached the page (a busy main thread holds it back).
    tapLateBy: state.inputAt !== null && end !== null ? state.inputAt - end : null,
    tap: since(state.answeredAt),
    tapPainted: since(state.paintedAt),
    breakdown: state.slowestEvent && {
      event: state.slowestEvent.name,
      inputDelay: state.slowestEvent.processingStart - state.slowestEvent.startTime,
      processing: state.slowestEvent.processingEnd - state.slowestEvent.processingStart,
      presentation: state.slowestEvent.startTime + state.slowestEvent.duration - state.slowestEvent.processingEnd,
    },
  }
}

/** The taps the bench makes: what to touch on which route, and what answers it. */
const TAPS = {
  menu: { answer: "dialog", target: "header button[aria-haspopup=dialog]" },
  lightbox: { answer: "dialog", target: "[data-testid=gallery-grid] li:first-child a" },
  keystroke: { answer: "typed", target: "#contato textarea[name=message]" },
}

/** What answers a tap on the menu or a photo: a popover dialog (a Chakra one would say role=dialog). */
const DIALOG_SELECTOR = "[role=dialog], dialog[open], :popover-open"

/**
 * In the page, before the tap: how to tell the answer is there (a dialog visible, or the typed character in the field).
 * The dialogs, open or not, are listed once, and a dialog added later joins the list from its own subtree: searching the
 * whole page again cost more on a longer page, inside the very time measured (the gallery at scale).
 */
function answeredProbe(kind, dialogSelector) {
  var candidates = "[role=dialog], dialog, [popover]"
  var dialogs = []
  var collect = function (node) {
    if (node.nodeType !== 1) return
    if (node.matches(candidates)) dialogs.push(node)
    Array.prototype.push.apply(dialogs, node.querySelectorAll(candidates))
  }
  if (kind === "dialog") {
    collect(document.documentElement)
    new MutationObserver(function (records) {
      records.forEach(function (record) {
        record.addedNodes.forEach(collect)
      })
    }).observe(document, { childList: true, subtree: true })
  }
  window.__zcAnswered =
    kind === "dialog"
      ? function () {
          // Any dialog: a page may hold others closed (the menu beside the lightbox).
          return dialogs.some(function (dialog) {
            if (!dialog.isConnected || !dialog.matches(dialogSelector)) return false
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

/**
 * When the bench taps: at the splash's end, sent from outside whatever the page is doing
 * ("leaving", issue 33), or once the page has seen the splash gone, a DevTools round trip later
 * ("settled", as the bench did for issue 24).
 */
const TAP_MOMENTS = ["leaving", "settled"]

/** A tap not answered this long after it is lost (issue 46): reported as such, never as a time. */
const LOST_AFTER_MS = 15_000

/**
 * One throttled load of `url` in a fresh context and, as the splash leaves (`when`: a TAP_MOMENTS),
 * the tap (`tap`: a key of TAPS, or null for none). `cpuSlowdown`: the CPU throttling rate;
 * `network`: DevTools' network conditions (a TAP_NETWORKS' `conditions`, ./tapNetworks.js). Resolves to
 * readFirstTap's figures, with `lost` true for a tap not answered within LOST_AFTER_MS.
 */
async function measureFirstTap(
  browser,
  url,
  { tap = null, when = "leaving", cpuSlowdown, network = THROTTLED_PHONE.network, saveData = false } = {},
) {
  const context = await browser.newContext({ ...THROTTLED_PHONE.context, ...(saveData ? { extraHTTPHeaders: { "Save-Data": "on" } } : {}) })
  try {
    const page = await context.newPage()
    const session = await throttle(context, page, { network, cpuSlowdown })
    await page.addInitScript(firstTapProbe)
    if (saveData) await page.addInitScript(() => Object.defineProperty(navigator.connection, "saveData", { get: () => true }))
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 })
    // Until the answer, only DevTools reads the page: Playwright's waitForFunction and locators
    // would inject its script into it while the splash shows (./quietEvaluate.js).
    const splashEnd = await quietEvaluate(session, "window.__zcTap.ends")
    const timeOrigin = await quietEvaluate(session, "performance.timeOrigin")
    if (tap) {
      // Where to tap, a little before the end (the page beneath is laid out and does not move: CLS 0).
      await sleep(timeOrigin + splashEnd - 400 - Date.now())
      const point = await quietCall(session, tapPoint, [TAPS[tap].target, tap === "keystroke"])
      if (!point) throw new Error(`${url}: nothing to tap (${TAPS[tap].target})`)
      await quietCall(session, answeredProbe, [TAPS[tap].answer, DIALOG_SELECTOR])
      if (when === "settled") await quietEvaluate(session, "window.__zcTap.gone")
      else await sleep(timeOrigin + splashEnd - Date.now())
      await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] })
      await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
      if (tap === "keystroke") {
        // The keystroke is what is timed: forget the tap that focused the field.
        await quietEvaluate(session, "window.__zcTap.inputAt = null")
        await page.keyboard.press("x")
      }
      // Never answered (a tap before hydration that nothing listened to): lost, not an error.
      const answered = await quietEvaluate(session, "window.__zcTap.answered.then(() => true)", { timeoutMs: LOST_AFTER_MS }).catch(
        (error) => {
          if (error.message.startsWith("no answer from the page")) return false
          throw error
        },
      )
      return { ...(await page.evaluate(readFirstTap)), lost: !answered }
    }
    await sleep(timeOrigin + splashEnd + 200 - Date.now())
    return await page.evaluate(readFirstTap)
  } finally {
    await context.close()
  }
}

module.exports = {
  measureFirstTap,
  DIALOG_SELECTOR,
  LOST_AFTER_MS,
  TAP_MOMENTS,
}
