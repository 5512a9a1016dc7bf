/**
 * The app's scripts download after the page's main photo (src/hydration/appScriptsLoader.ts): the
 * photo does not share the connection with them, and the page still hydrates.
 */
import type { Page } from "@playwright/test"
import { START_AT_LATEST_MS } from "../../src/hydration/appScriptsLoader"
import { ROUTES } from "../../src/i18n/routes"
import { IN_THE_BROWSER, installClock, waitForHydration } from "./site"
import { expect, test } from "./siteTest"

const APP_SCRIPT = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/

/** An ordered log of requests started and finished, by URL path. */
function logRequests(page: Page) {
  const log: string[] = []
  page.on("request", (request) => log.push(`start ${new URL(request.url()).pathname}`))
  page.on("requestfinished", (request) => log.push(`end ${new URL(request.url()).pathname}`))
  return log
}

test.describe("the app's scripts", () => {
  for (const route of Object.values(ROUTES).map((paths) => paths.pt)) {
    test(`${route}: start after the main photo has arrived, then hydrate the page`, IN_THE_BROWSER, async ({ page }) => {
      const log = logRequests(page)
      await page.goto(route)
      await waitForHydration(page)
      const photo = await page.locator("img[fetchpriority=high]").evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
      const photoDone = log.indexOf(`end ${photo}`)
      const firstScript = log.findIndex((entry) => entry.startsWith("start ") && APP_SCRIPT.test(entry))
      expect(photoDone, log.join("\n")).toBeGreaterThan(0)
      expect(firstScript, log.join("\n")).toBeGreaterThan(photoDone)
      // All three were started, each once.
      expect(log.filter((entry) => entry.startsWith("start ") && APP_SCRIPT.test(entry))).toHaveLength(3)
    })
  }

  test("404: with no photo to wait for, start at once", async ({ page }) => {
    await page.goto("/nao-existe")
    await waitForHydration(page)
    await expect(page.locator("script[src*='/app-']")).toHaveCount(1)
  })

  /** Holds every photo request until the returned function is called, as on a connection that has stalled. */
  async function stallPhotos(page: Page) {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\.(avif|webp|jpg)$/, async (route) => {
      await released
      await route.continue().catch(() => {})
    })
    return release
  }

  test("a photo that stalls holds them up only until the visitor's first key press", async ({ page }) => {
    const release = await stallPhotos(page)
    const log = logRequests(page)
    await installClock(page)
    await page.goto(ROUTES.home.pt, { waitUntil: "domcontentloaded" })
    await page.clock.runFor(500)
    expect(log.filter((entry) => APP_SCRIPT.test(entry))).toEqual([])
    await page.keyboard.press("Tab")
    await waitForHydration(page)
    release()
  })

  test(`a photo that stalls holds them up ${START_AT_LATEST_MS / 1000} s at most`, async ({ page }) => {
    const release = await stallPhotos(page)
    const log = logRequests(page)
    await installClock(page)
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.goto(ROUTES.home.pt, { waitUntil: "domcontentloaded" })
    await page.clock.runFor(START_AT_LATEST_MS - 100)
    expect(log.filter((entry) => APP_SCRIPT.test(entry))).toEqual([])
    await page.clock.runFor(200)
    await page.clock.resume()
    await waitForHydration(page)
    expect(log.filter((entry) => entry.startsWith("start ") && APP_SCRIPT.test(entry))).toHaveLength(3)
    release()
  })
})
