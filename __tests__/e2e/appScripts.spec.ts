/**
 * The app's scripts download after the page's main photo (src/hydration/appScriptsLoader.ts): the
 * photo does not share the connection with them, and the page still hydrates. One page: the loader
 * is the same script on each, and each page's priority photo is checked in its built HTML
 * (__tests__/build/appScripts.test.ts); the loader's timings (at once without a photo, at the first
 * key press, after START_AT_LATEST_MS) are __tests__/unit/hydration/appScriptsLoader.test.ts's.
 */
import type { Page } from "@playwright/test"
import { ROUTES } from "../../src/i18n/routes"
import { IN_THE_BROWSER, waitForHydration } from "./site"
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
  test("start after the main photo has arrived, then hydrate the page", IN_THE_BROWSER, async ({ page }) => {
    const log = logRequests(page)
    await page.goto(ROUTES.gallery.pt)
    await waitForHydration(page)
    const photo = await page.locator("img[fetchpriority=high]").evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
    const photoDone = log.indexOf(`end ${photo}`)
    const firstScript = log.findIndex((entry) => entry.startsWith("start ") && APP_SCRIPT.test(entry))
    expect(photoDone, log.join("\n")).toBeGreaterThan(0)
    expect(firstScript, log.join("\n")).toBeGreaterThan(photoDone)
    expect(log.filter((entry) => entry.startsWith("start ") && APP_SCRIPT.test(entry))).toHaveLength(3)
  })
})
