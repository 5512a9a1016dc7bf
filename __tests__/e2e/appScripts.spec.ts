// What a page loads first: the photos in view, then the app's scripts (appScriptsLoader.ts), and the page still hydrates. One page:
// the loader is the same on each; its timings: __tests__/unit/hydration/appScriptsLoader.test.ts.
import type { Page } from "@playwright/test"
import { ROUTES } from "../../src/i18n/routes"
import { finishSplash, IN_THE_BROWSER, logRequests, waitForHydration } from "./site"
import { expect, test } from "./siteTest"

const APP_SCRIPT = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/

/** The first AVIF file's folder of each gallery thumbnail, one per photo ("/static/<hash>"). */
const thumbnailFolders = (page: Page) =>
  page
    .locator("[data-testid=gallery-grid] source[type='image/avif']")
    .evaluateAll((sources) => sources.map((source) => source.getAttribute("srcset")!.split("/").slice(0, 3).join("/")))

test.describe("what a page loads first, on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test("the app's scripts start after the photos in view have arrived, then hydrate the page", IN_THE_BROWSER, async ({ page }) => {
    const log = logRequests(page)
    await page.goto(ROUTES.gallery.pt)
    await waitForHydration(page)
    const photos = await page
      .locator("img")
      .evaluateAll((images: HTMLImageElement[]) =>
        images
          .filter((img) => img.getBoundingClientRect().bottom > 0 && img.getBoundingClientRect().top < innerHeight)
          .map((img) => new URL(img.currentSrc).pathname),
      )
    const firstScript = log.findIndex((entry) => entry.startsWith("start ") && APP_SCRIPT.test(entry))
    expect(photos.length).toBeGreaterThan(1)
    for (const photo of photos) expect(log.indexOf(`end ${photo}`), log.join("\n")).toBeGreaterThan(0)
    for (const photo of photos) expect(firstScript, log.join("\n")).toBeGreaterThan(log.indexOf(`end ${photo}`))
    expect(log.filter((entry) => entry.startsWith("start ") && APP_SCRIPT.test(entry))).toHaveLength(3)
  })

  test("the gallery's photos below the first screen wait for the splash's hold to end", IN_THE_BROWSER, async ({ page }) => {
    const log = logRequests(page)
    await page.goto(ROUTES.gallery.pt, { waitUntil: "domcontentloaded" })
    // The splash's clock stopped where it is: its hold would end 2.3 s after its first paint.
    await page.evaluate(() =>
      document
        .getAnimations()
        .forEach((animation) => (animation as CSSAnimation).animationName?.startsWith("splash-") && animation.pause()),
    )
    await page.waitForLoadState("load")
    const [, second, third] = await thumbnailFolders(page)
    const started = (folder: string) => log.some((entry) => entry.startsWith(`start ${folder}/`))
    await expect.poll(() => started(second)).toBe(true)
    expect(started(third)).toBe(false)
    await finishSplash(page)
    await expect.poll(() => started(third)).toBe(true)
  })
})
