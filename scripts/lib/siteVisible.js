/**
 * "Site visible": the moment no full-screen overlay holding a progress bar (the splash)
 * is on top of the page any more, on the page's own clock (performance.now()).
 * Lighthouse cannot see it (LCP ignores an overlay, Speed Index ends when the splash is
 * painted), so `npm run bench` and the splash's browser tests measure it in Chromium with
 * this probe, added to the page before anything else runs (Playwright's addInitScript).
 *
 * Every animation frame it records:
 * - while the overlay is on top, what it shows (`samples`): the figure and the bar, read from the
 *   transforms the splash's CSS animations give the strip of figures and the bar, at the frame's time
 *   (src/components/frame/SplashScreen.inline.css), and the first such frame (`coveredAt`);
 * - the first frame after that where the overlay is not on top (`visibleAt`);
 * - the first frame where React has hydrated the page (`hydratedAt`: its root marker on
 *   Gatsby's container).
 * "On top" is a hit test at the middle of the viewport: the overlay is the nearest
 * position: fixed ancestor of the progress bar. The splash's own clock, the start time the
 * browser gave its animations (the frame that first painted it), is read at the end (`splashStart`).
 */
function siteVisibleProbe() {
  var state = { coveredAt: null, visibleAt: null, hydratedAt: null, samples: [] }
  var settle
  // Resolves once the site is visible and hydrated: what the bench awaits, without polling (./quietEvaluate.js).
  state.settled = new Promise(function (resolve) {
    settle = resolve
  })
  window.__zcSiteVisible = state
  function overlayOnTop() {
    var bar = document.querySelector('[role="progressbar"]')
    var overlay = bar && bar.parentElement
    while (overlay && getComputedStyle(overlay).position !== "fixed") overlay = overlay.parentElement
    if (!overlay) return null
    var hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
    return hit && overlay.contains(hit) ? overlay : null
  }
  /** The translation a computed transform moves by, in px: [x, y]. */
  function translation(element) {
    var matrix = element ? getComputedStyle(element).transform : "none"
    if (!matrix || matrix === "none") return [0, 0]
    var values = matrix
      .replace(/^matrix\(|\)$/g, "")
      .split(",")
      .map(Number)
    return [values[4] || 0, values[5] || 0]
  }
  function shown(overlay) {
    var strip = overlay.querySelector(".splash-strip")
    var fill = overlay.querySelector(".splash-fill")
    var line = strip ? parseFloat(getComputedStyle(strip.parentElement).lineHeight) : NaN
    var lines = strip ? strip.textContent.split("\n") : []
    var figure = strip && line > 0 ? lines[Math.round(-translation(strip)[1] / line)] : null
    var bar = fill ? Math.round((1 + translation(fill)[0] / fill.getBoundingClientRect().width) * 100) : null
    return { figure: figure ? parseInt(figure, 10) : null, bar: bar }
  }
  // A sample carries its frame's own time (`time`), the clock the frame's CSS animations are
  // sampled at: a callback the main thread runs late (parsing, a long task) still says which frame
  // it read. The moments are when the callback ran (`now`): no earlier than a visitor could see.
  function frame(time) {
    var now = performance.now()
    var root = document.getElementById("___gatsby")
    if (state.hydratedAt === null && root && Object.keys(root).some((key) => key.indexOf("__reactContainer") === 0)) {
      state.hydratedAt = now
    }
    var overlay = overlayOnTop()
    if (overlay) {
      if (state.coveredAt === null) state.coveredAt = now
      var sample = shown(overlay)
      sample.t = time
      state.samples.push(sample)
    } else if (state.coveredAt !== null && state.visibleAt === null) {
      state.visibleAt = now
    }
    if (state.visibleAt === null || state.hydratedAt === null) requestAnimationFrame(frame)
    else settle()
  }
  requestAnimationFrame(frame)
}

/** Run in the page: the probe's figures with the first contentful paint and the splash's start, all in ms from navigation start. */
function readSiteVisible() {
  var fcp = performance.getEntriesByName("first-contentful-paint")[0]
  var state = window.__zcSiteVisible
  var starts = document
    .getAnimations()
    .filter(function (animation) {
      return animation.animationName === "splash-fill" && animation.startTime !== null
    })
    .map(function (animation) {
      return Number(animation.startTime)
    })
  return {
    fcp: fcp ? fcp.startTime : null,
    splashStart: starts.length ? Math.min.apply(null, starts) : null,
    coveredAt: state.coveredAt,
    visibleAt: state.visibleAt,
    hydratedAt: state.hydratedAt,
    samples: state.samples,
  }
}

/**
 * The throttled phone profile the splash budget is measured on: 150 ms round trip,
 * 1.6 Mbps down, 750 kbps up, 4× CPU slowdown, a 412×823 screen at DPR 1.75 (Lighthouse's
 * mobile device).
 */
const THROTTLED_PHONE = {
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  cpuSlowdown: 4,
  context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
}

/**
 * Throttles a Playwright page (Chromium, over DevTools) as THROTTLED_PHONE, or on `network` (DevTools' conditions)
 * at `cpuSlowdown`; resolves to its DevTools session.
 */
async function throttle(context, page, { network = THROTTLED_PHONE.network, cpuSlowdown = THROTTLED_PHONE.cpuSlowdown } = {}) {
  const session = await context.newCDPSession(page)
  await session.send("Network.enable")
  await session.send("Network.emulateNetworkConditions", network)
  await session.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown })
  return session
}

/**
 * One load of `url` in a fresh browser context on the throttled phone profile (`browser`:
 * a Playwright Chromium). Resolves to the probe's figures once the site is visible and
 * hydrated (or 30 s have passed).
 */
async function measureSiteVisible(browser, url) {
  const { quietEvaluate } = require("./quietEvaluate.js")
  const context = await browser.newContext(THROTTLED_PHONE.context)
  try {
    const page = await context.newPage()
    const session = await throttle(context, page)
    await page.addInitScript(siteVisibleProbe)
    await page.goto(url, { waitUntil: "domcontentloaded", timeout: 60_000 })
    // Not Playwright's waitForFunction: it would inject its script into the page while the splash shows.
    await quietEvaluate(session, "window.__zcSiteVisible.settled").catch(() => undefined)
    const { samples, ...figures } = await page.evaluate(readSiteVisible)
    return {
      ...figures,
      firstFigure: samples.length ? samples[0].figure : null,
      lastFigure: samples.length ? samples[samples.length - 1].figure : null,
    }
  } finally {
    await context.close()
  }
}

module.exports = { siteVisibleProbe, readSiteVisible, THROTTLED_PHONE, throttle, measureSiteVisible }
