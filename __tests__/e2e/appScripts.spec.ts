/**
 * The app's scripts download after the page's main photo (src/hydration/appScripts.ts): the
 * photo does not share the connection with them, and the page still hydrates.
 */
import { expect, test, type Page } from "@playwright/test"
import { START_AT_LATEST_MS } from "../../src/hydration/appScriptsLoader"
import { waitForHydration } from "./homeHelpers"

const APP_SCRIPT = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/

/** An ordered log of requests started and finished, by URL path. */
function logRequests(page: Page) {
  const log: string[] = []
  page.on("request", (request) => log.push(`start ${new URL(request.url()).pathname}`))
  page.on("requestfinished", (request) => log.push(`end ${new URL(request.url()).pathname}`))
  return log
}

test.describe("the app's scripts", () => {
  for (const route of ["/", "/galeria", "/responsabilidade-social"]) {
    test(`${route}: start after the main photo has arrived, then hydrate the page`, async ({ page }) => {
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
    await page.goto("/", { waitUntil: "domcontentloaded" })
    await page.waitForTimeout(500)
    expect(log.filter((entry) => APP_SCRIPT.test(entry))).toEqual([])
    await page.keyboard.press("Tab")
    await waitForHydration(page)
    release()
  })

  test(`a photo that stalls holds them up ${START_AT_LATEST_MS / 1000} s at most`, async ({ page }) => {
    const release = await stallPhotos(page)
    const log = logRequests(page)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    await page.waitForTimeout(START_AT_LATEST_MS / 2)
    expect(log.filter((entry) => APP_SCRIPT.test(entry))).toEqual([])
    await waitForHydration(page)
    // On the page's own clock (ms since navigation start, before the loader set its timer),
    // so a slow test machine cannot blur it: the first script was requested 3 s in or later.
    const requestedAt = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    )
    expect(requestedAt).toHaveLength(3)
    expect(Math.min(...requestedAt)).toBeGreaterThanOrEqual(START_AT_LATEST_MS)
    release()
  })
})
