// A tap as the splash leaves is answered: menu and lightbox from the HTML, the form by its island loaded ahead (none with Save-Data:
// appScriptsLoader.test.ts, whenQuiet.test.ts). Behaviour only, in real time as a phone (the timing project); speed is the bench's.
import { expect, test, type Page } from "@playwright/test"
import { ROUTES } from "../../src/i18n/routes"
import { contactField, interfaceTexts, logRequests, MOBILE } from "./site"

test.use({ viewport: MOBILE, hasTouch: true, isMobile: true })

/** The files the page's loader prefetches for its islands, as URL paths (src/build/html/pageFiles.ts). */
const readyFiles = (page: Page) =>
  page.evaluate(() => (JSON.parse(document.getElementById("zc-app-scripts")!.textContent!) as { prefetch: string[] }).prefetch)

/** Waits, a frame at a time, for the splash to leave (it hides itself 2.5 s after its first paint). */
const splashGone = (page: Page) =>
  page.waitForFunction(
    () => {
      const splash = document.getElementById("splash")
      return !splash || getComputedStyle(splash).visibility === "hidden"
    },
    null,
    { polling: "raf", timeout: 15_000 },
  )

test.describe("what answers a tap", () => {
  test(`${ROUTES.home.pt}: are fetched after the largest photo has arrived, before any touch`, async ({ page }) => {
    const log = logRequests(page)
    await page.goto(ROUTES.home.pt, { waitUntil: "domcontentloaded" })
    const files = await readyFiles(page)
    expect(files.length).toBeGreaterThan(0)
    // No touch, no key: only the page itself asks for them.
    await expect.poll(() => files.filter((file) => !log.includes(`end ${file}`)), { timeout: 15_000 }).toEqual([])
    const photo = await page.locator("img[fetchpriority=high]").evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
    const photoDone = log.indexOf(`end ${photo}`)
    expect(photoDone, log.join("\n")).toBeGreaterThan(0)
    for (const file of files) expect(log.indexOf(`start ${file}`), `${file}\n${log.join("\n")}`).toBeGreaterThan(photoDone)
  })

  test(`${ROUTES.home.pt}: a tap the moment the splash leaves opens the menu`, async ({ page }) => {
    await page.goto(ROUTES.home.pt, { waitUntil: "domcontentloaded" })
    await splashGone(page)
    await page.getByRole("button", { name: interfaceTexts().frame.menuOpen }).tap()
    await expect(page.getByRole("dialog")).toBeVisible()
  })

  test(`${ROUTES.gallery.pt}: a tap the moment the splash leaves opens the lightbox`, async ({ page }) => {
    await page.goto(ROUTES.gallery.pt, { waitUntil: "domcontentloaded" })
    await splashGone(page)
    await page.getByTestId("gallery-grid").getByRole("link").first().tap()
    await expect(page.getByRole("dialog")).toBeVisible()
  })

  test(`${ROUTES.home.pt}: a keystroke the moment the splash leaves lands in the message field`, async ({ page }) => {
    await page.goto(ROUTES.home.pt, { waitUntil: "domcontentloaded" })
    const message = contactField(page, "message")
    await splashGone(page)
    await message.tap()
    await page.keyboard.type("Olá")
    await expect(message).toHaveValue("Olá")
  })
})
