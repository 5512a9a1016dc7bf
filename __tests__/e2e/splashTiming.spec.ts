// The splash runs on its own, in CSS (src/browser/splash.ts), in real time: measured with the bench's probe
// (scripts/lib/siteVisible.js) and screencast frames (scripts/lib/filmstrip.js).
import { expect, test, type CDPSession, type Page, type Route } from "@playwright/test"
import { SPLASH_DURATION_MS, SPLASH_STEP, SPLASH_TICK_MS } from "../../src/browser/splash"
import { ROUTES } from "../../src/i18n/routes"
import { green } from "../../src/lib/palette"
import { MOBILE, interfaceTexts, watchLayoutShifts } from "./site"
import { offsetOf, splitPage } from "./slowLink"

const { siteVisibleProbe, readSiteVisible } = require("../../scripts/lib/siteVisible.js") as {
  siteVisibleProbe: () => void
  readSiteVisible: () => SiteVisible
}
type FilmFrame = { t: number; kind: "blank" | "splash" | "page" }
const { startFilmstrip, describeFilmstrip, splashChanges } = require("../../scripts/lib/filmstrip.js") as {
  startFilmstrip: (session: CDPSession) => Promise<{ stop(): Promise<unknown[]> }>
  describeFilmstrip: (frames: unknown[], options: { timeOrigin: number; splashColor: string }) => Promise<FilmFrame[]>
  splashChanges: (frames: FilmFrame[]) => number[]
}

interface SiteVisible {
  fcp: number | null
  splashStart: number | null
  visibleAt: number | null
  hydratedAt: number | null
  samples: { t: number; figure: number | null; bar: number | null }[]
}

/** How far from 2.5 s after its first paint the splash may end: ±100 ms, a little more on the late side for a shared 2-core machine. */
const ON_TIME_MS = 100
const EARLIEST_END = SPLASH_DURATION_MS - ON_TIME_MS
const LATEST_END = SPLASH_DURATION_MS + 300

const SCRIPT = /\.js(\?.*)?$/
/** The specification's count `elapsedMs` after the splash's first paint: 0, 2, 4 … 100. */
const splashProgressAt = (elapsedMs: number) => (elapsedMs > 0 ? Math.min(100, Math.floor(elapsedMs / SPLASH_TICK_MS) * SPLASH_STEP) : 0)
const SPLASH_COLOR = green[900]

async function loadWithProbe(page: Page, route: string) {
  await page.addInitScript(siteVisibleProbe)
  await page.goto(route, { waitUntil: "domcontentloaded" })
  await page.waitForFunction(() => (window as unknown as { __zcSiteVisible: SiteVisible }).__zcSiteVisible.visibleAt !== null, null, {
    timeout: 10_000,
  })
  return page.evaluate(readSiteVisible)
}

/** The bar and the figure agree, step by 2, and each sampled frame shows the figure of its time since the first paint (within a step). */
function expectSteadyCount(result: SiteVisible) {
  const start = result.splashStart as number
  const shown = result.samples.map((sample) => `${Math.round(sample.t - start)} ms: ${sample.figure}`).join(", ")
  for (const sample of result.samples) {
    expect(Math.abs((sample.bar as number) - (sample.figure as number))).toBeLessThanOrEqual(1)
    expect(sample.figure as number).toBe(Math.round((sample.figure as number) / SPLASH_STEP) * SPLASH_STEP)
    expect(Math.abs((sample.figure as number) - splashProgressAt(sample.t - start)), shown).toBeLessThanOrEqual(SPLASH_STEP)
  }
  expect(result.samples.length, shown).toBeGreaterThanOrEqual(5)
  expect(Math.min(...result.samples.map((sample) => sample.figure as number)), shown).toBeLessThanOrEqual(20)
  expect(Math.max(...result.samples.map((sample) => sample.figure as number)), shown).toBeGreaterThanOrEqual(60)
}

/** It left 2.5 s after its first paint: its clock's start, or a frame or two earlier when the logo was painted before the figures arrived. */
function expectGoneOnTime(result: SiteVisible) {
  expect(result.splashStart).not.toBeNull()
  expect(result.fcp).not.toBeNull()
  const [fcp, splashStart] = [result.fcp as number, result.splashStart as number]
  expect(fcp).toBeGreaterThanOrEqual(splashStart - ON_TIME_MS)
  const afterPaint = (result.visibleAt as number) - Math.min(fcp, splashStart)
  expect(afterPaint).toBeGreaterThanOrEqual(EARLIEST_END)
  expect(afterPaint).toBeLessThanOrEqual(LATEST_END)
}

// One page: every built page opens with the same splash (__tests__/build/splash.test.ts).
test(`the splash ${ROUTES.home.pt}: is the first frame painted on a slow network (400 ms, 400 kbps)`, async ({ page }) => {
  const session = await page.context().newCDPSession(page)
  await session.send("Network.enable")
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  })
  const filmstrip = await startFilmstrip(session)
  const result = await loadWithProbe(page, ROUTES.home.pt)
  const frames = await filmstrip.stop()
  const timeOrigin = await page.evaluate(() => performance.timeOrigin)
  const described = await describeFilmstrip(frames, { timeOrigin, splashColor: SPLASH_COLOR })
  const painted = described.filter((frame) => frame.kind !== "blank")
  expect(painted.length).toBeGreaterThan(0)
  expect(painted[0].kind, described.map((frame) => `${Math.round(frame.t)} ${frame.kind}`).join("\n")).toBe("splash")
  // The first contentful paint is the splash's, its clock started with it (or a frame or two later: the logo came first).
  expect(result.fcp as number).toBeGreaterThanOrEqual((result.splashStart as number) - ON_TIME_MS)
})

test("the splash with every script response stalled, the count moves and the splash is gone 2.5 s after its first paint", async ({
  page,
}) => {
  const stalled: Route[] = []
  await page.route(SCRIPT, (route) => void stalled.push(route))
  const result = await loadWithProbe(page, ROUTES.home.pt)
  expect(stalled.length).toBeGreaterThan(0)
  expect(result.hydratedAt).toBeNull()
  expectSteadyCount(result)
  expectGoneOnTime(result)
  // The page beneath is given back and works without its scripts.
  await expect(page.getByTestId("splash")).toBeHidden()
  const gallery = page.getByRole("link", { name: interfaceTexts().frame.nav.gallery }).first()
  await expect(gallery).toBeVisible()
  await gallery.focus()
  await expect(gallery).toBeFocused()
  await Promise.all(stalled.map((route) => route.abort().catch(() => undefined)))
})

test("the splash a main thread busy for a whole second holds neither the count on screen nor the end back", async ({ page }) => {
  const session = await page.context().newCDPSession(page)
  // A task of 1 s, 600 ms into the page's life: well inside the splash.
  await page.addInitScript(() => {
    setTimeout(() => {
      const state = window as unknown as { __block: { start: number; end: number } }
      const start = performance.now()
      while (performance.now() - start < 1000);
      state.__block = { start, end: performance.now() }
    }, 600)
  })
  const filmstrip = await startFilmstrip(session)
  const result = await loadWithProbe(page, ROUTES.gallery.pt)
  const frames = await filmstrip.stop()
  const { timeOrigin, block } = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    block: (window as unknown as { __block: { start: number; end: number } }).__block,
  }))
  const changes = splashChanges(await describeFilmstrip(frames, { timeOrigin, splashColor: SPLASH_COLOR }))
  // 20 steps in that second; the screencast takes fewer frames, but a count held by the main thread would show one figure.
  const during = changes.filter((t) => t > block.start && t < block.end)
  const marks = [block.start, ...during, block.end]
  const gaps = marks.slice(1).map((t, index) => t - marks[index])
  expect(during.length, changes.map(Math.round).join(" ")).toBeGreaterThanOrEqual(4)
  expect(Math.max(...gaps), changes.map(Math.round).join(" ")).toBeLessThanOrEqual(400)
  expectGoneOnTime(result)
})

test("the splash on a slow phone, the count and the leaving start in one frame: the splash never leaves with its count short", async ({
  page,
}) => {
  const session = await page.context().newCDPSession(page)
  await session.send("Emulation.setCPUThrottlingRate", { rate: 6 })
  await page.route(SCRIPT, (route) => route.abort())
  // Each splash animation's start time, noted every frame as soon as it has one (the hold on <body> is gone once it ends).
  await page.addInitScript(() => {
    const starts: Record<string, number> = {}
    ;(window as unknown as { __splashStarts: typeof starts }).__splashStarts = starts
    const note = () => {
      for (const animation of document.getAnimations() as CSSAnimation[])
        if (animation.animationName.startsWith("splash-") && animation.startTime !== null && !(animation.animationName in starts))
          starts[animation.animationName] = Number(animation.startTime)
      if (Object.keys(starts).length < 5) requestAnimationFrame(note)
    }
    requestAnimationFrame(note)
  })
  await page.goto(ROUTES.home.pt, { waitUntil: "commit" })
  await expect(page.getByTestId("splash")).toBeHidden({ timeout: 20_000 })
  const starts = await page.evaluate(() => (window as unknown as { __splashStarts: Record<string, number> }).__splashStarts)
  await session.send("Emulation.setCPUThrottlingRate", { rate: 1 })
  const shown = JSON.stringify(starts)
  expect(Object.keys(starts).sort(), shown).toEqual(["splash-count", "splash-fade", "splash-fill", "splash-gone", "splash-hold"])
  // The leaving, the bar and the count: one frame, one clock.
  for (const name of ["splash-fade", "splash-gone", "splash-fill"])
    expect(Math.abs(starts[name] - starts["splash-count"]), shown).toBeLessThan(1)
  // The hold on <body> takes the main thread's frame time, often the frame after: 100 ms is below any visitor's reaction.
  expect(Math.abs(starts["splash-count"] - starts["splash-hold"]), shown).toBeLessThanOrEqual(100)
})

test("the splash without JavaScript, shows over the page and leaves on time; the page then works", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(ROUTES.home.pt, { waitUntil: "domcontentloaded" })
  const splash = page.getByTestId("splash")
  await expect(splash).toBeVisible()
  await expect(splash).toBeHidden({ timeout: 5_000 })
  // When it left, from the document's timeline (not Playwright's polling): the fill's start and the hiding's end (`forwards`).
  const { start, end, now } = await page.evaluate(() => {
    const animation = (name: string) => document.getAnimations().find((a) => (a as CSSAnimation).animationName === name) as CSSAnimation
    const gone = animation("splash-gone")
    return {
      start: Number(animation("splash-fill").startTime),
      end: Number(gone.startTime) + Number(gone.effect!.getComputedTiming().endTime),
      now: Number(document.timeline.currentTime),
    }
  })
  expect(end - start).toBeGreaterThanOrEqual(EARLIEST_END)
  expect(end - start).toBeLessThanOrEqual(LATEST_END)
  expect(now).toBeGreaterThanOrEqual(end)
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  expect(await page.evaluate(() => !!document.activeElement?.closest("header"))).toBe(true)
  await context.close()
})

test("the splash, painted before its end has arrived, does not move when the rest of it comes in: no layout shift", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(MOBILE)
  // The home page cut inside the splash, just after its logo: its text and meter not yet parsed.
  const afterLogo = (html: string) => offsetOf(html, "</svg>", offsetOf(html, 'id="splash"')) + "</svg>".length
  const slow = await splitPage(baseURL!, ROUTES.home.pt, afterLogo, 1_500)
  try {
    const layoutShifts = await watchLayoutShifts(page)
    await page.goto(`${slow.url}${ROUTES.home.pt}`, { waitUntil: "commit" })
    const logo = page.getByTestId("splash").locator("svg")
    await expect(logo).toBeVisible()
    await expect(page.locator("#splash-brand")).toHaveCount(0)
    const before = (await logo.boundingBox())!
    await expect(page.locator("#splash-brand")).toHaveCount(1, { timeout: 10_000 })
    await page.waitForLoadState("load")
    expect(await logo.boundingBox()).toEqual(before)
    expect(await layoutShifts()).toBe(0)
  } finally {
    slow.close()
  }
})
