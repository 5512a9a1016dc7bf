// /galeria: the lightbox's first frame and swipe, the rendition the browser picks, what a phone downloads, the credits. What
// it says and offers: __tests__/build/gallery.test.ts; the grid and the lightbox by keyboard and mouse: dialogPatterns.spec.ts.
import type { Page } from "@playwright/test"
import { fillTemplate } from "../../src/i18n/languages"
import { CREDITS_SECTION_ID, ROUTES } from "../../src/i18n/routes"
import { readData, readList } from "../data"
import { IN_THE_BROWSER, interfaceTexts, openPage, skipSplash, watchLayoutShifts } from "./site"
import { expect, test } from "./siteTest"

const pages = readData("pages.json")
const gallery = readList("gallery.json")
const t = interfaceTexts().gallery

const grid = (page: Page) => page.getByTestId("gallery-grid")
const items = (page: Page) => grid(page).getByRole("listitem")
const thumb = (page: Page, index: number) => items(page).nth(index).getByRole("link")
const lightbox = (page: Page) => page.getByRole("dialog")

const openGallery = (page: Page) => openPage(page, ROUTES.gallery.pt)

async function expectShowing(page: Page, index: number) {
  await expect(lightbox(page)).toBeVisible()
  await expect(lightbox(page)).toHaveAccessibleName(gallery[index].title)
  await expect(lightbox(page).getByText(gallery[index].description)).toBeVisible()
  await expect(lightbox(page).getByTestId("lightbox-position")).toHaveText(
    fillTemplate(t.lightboxPosition, { position: index + 1, count: gallery.length }),
  )
  await expect(lightbox(page).getByRole("img", { name: gallery[index].alt })).toBeVisible()
}

test("the lightbox shows a larger rendition, requested only when opened", IN_THE_BROWSER, async ({ page }) => {
  const requested: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "image") requested.push(new URL(request.url()).pathname)
  })
  await openGallery(page)
  await page.waitForLoadState("networkidle")
  const beforeOpening = requested.length
  await thumb(page, 0).click()
  const img = lightbox(page).getByRole("img", { name: gallery[0].alt })
  await expect(img).toBeVisible()
  // The large photo: one <img>, its srcset the renditions the build made (WebP, up to 1600 px, every file built: the build's
  // test), each candidate as [url, "1200w"].
  await expect(img).toHaveAttribute("srcset", /\.webp 1200w/)
  const candidates = (await img.getAttribute("srcset"))!.split(",").map((candidate) => candidate.trim().split(/\s+/))
  const largeUrls = candidates.map(([url]) => url)
  // `sizes` follows the box: a 3:2 photo on a 1280×800 screen is drawn about 960 px wide, so the 1200 px file (not 100vw's 1600).
  await expect.poll(async () => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.webp$/)
  const shown = await img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, drawn: el.getBoundingClientRect().width }))
  expect(shown.drawn).toBeLessThan(1200)
  const shownWidth = Number(candidates.find(([url]) => shown.src.endsWith(url))?.[1].replace("w", ""))
  expect(shownWidth).toBe(1200)
  await expect.poll(async () => (await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)) || 0).toBeGreaterThan(720)
  expect(requested.slice(0, beforeOpening).filter((url) => largeUrls.includes(url))).toEqual([])
  expect(requested.slice(beforeOpening).some((url) => largeUrls.includes(url))).toBe(true)
  const box = await img.boundingBox()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height).toBeLessThanOrEqual(800)
  expect(box!.width).toBeLessThanOrEqual(1280)
})

test(`opens on the tapped photo: the dialog's first frame shows its thumbnail, already loaded, while the large rendition is held back; ${ROUTES.gallery.pt}#${CREDITS_SECTION_ID} lands on the credits, whose list is skipped only while far off screen`, async ({
  page,
}) => {
  // Real animation frames: no page clock here.
  await page.goto(ROUTES.gallery.pt)
  // The page's restyles (the hold's end, a dialog) skip every credit at the top of the page.
  const credits = page.getByTestId("photo-credits")
  expect(await credits.evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))).toBe(false)
  await skipSplash(page)
  const thumbnail = thumb(page, 0).locator("img")
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  // Held back with DevTools' Fetch domain: page.route would turn off the memory cache the thumbnail is in.
  const cdp = await page.context().newCDPSession(page)
  const held: string[] = []
  cdp.on("Fetch.requestPaused", (request) => void held.push(request.requestId))
  await cdp.send("Fetch.enable", { patterns: ["*.avif", "*.webp", "*.jpg"].map((urlPattern) => ({ urlPattern })) })
  // In the first animation frame that shows the dialog: its images that have a box, loaded or not.
  const firstFrame = page.evaluate(
    () =>
      new Promise<{ alt: string; loaded: boolean }[]>((resolve) => {
        const look = () => {
          const dialog = Array.from(document.querySelectorAll("[popover]")).find((d) => d.getBoundingClientRect().width > 0)
          if (!dialog) return void requestAnimationFrame(look)
          const images = Array.from(dialog.querySelectorAll("img")).filter((img) => img.getBoundingClientRect().width > 0)
          resolve(images.map((img) => ({ alt: img.alt, loaded: img.complete && img.naturalWidth > 0 })))
        }
        requestAnimationFrame(look)
      }),
  )
  await thumb(page, 0).click()
  const images = await firstFrame
  // The thumbnail (alt "": the large image carries the name), loaded; the large one, held back, not yet.
  expect(images).toEqual([
    { alt: "", loaded: true },
    { alt: gallery[0].alt, loaded: false },
  ])
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await Promise.all(held.map((requestId) => cdp.send("Fetch.continueRequest", { requestId })))
  await cdp.send("Fetch.disable")
  const large = lightbox(page).getByRole("img", { name: gallery[0].alt })
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  // Both fill the same box: the large one covers the thumbnail exactly, nothing moves.
  const [standIn, photo] = await lightbox(page)
    .locator("img")
    .evaluateAll((imgs) => imgs.slice(0, 2).map((img) => JSON.stringify(img.getBoundingClientRect())))
  expect(photo).toBe(standIn)

  await page.goto(`${ROUTES.gallery.pt}#${CREDITS_SECTION_ID}`)
  const section = page.locator(`section#${CREDITS_SECTION_ID}`)
  await expect(section).toBeInViewport()
  await expect(section.getByRole("heading", { name: pages.gallery.creditsHeading })).toBeVisible()
  await expect(credits.getByRole("listitem").first()).toBeVisible()
})

test.describe(`${ROUTES.gallery.pt} on a phone (375 px)`, () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true })

  test("one column, no layout shift, and the image bytes before scrolling stay small", IN_THE_BROWSER, async ({ page }) => {
    const images: number[] = []
    page.on("requestfinished", async (request) => {
      const sizes = request.resourceType() === "image" ? await request.sizes().catch(() => null) : null
      if (sizes) images.push(sizes.responseBodySize + sizes.responseHeadersSize)
    })
    const layoutShifts = await watchLayoutShifts(page)
    await openGallery(page)
    await page.waitForLoadState("networkidle")
    const a = await items(page).nth(0).boundingBox()
    const b = await items(page).nth(1).boundingBox()
    expect(Math.round(a!.x)).toBe(Math.round(b!.x))
    expect(b!.y).toBeGreaterThan(a!.y)
    expect(await layoutShifts()).toBeLessThan(0.01)
    const bytes = images.reduce((sum, size) => sum + size, 0)
    expect(bytes, `${images.length} images before scrolling`).toBeLessThan(320 * 1024)
  })

  test("swiping in the lightbox moves to the next and previous image", async ({ page }) => {
    await openGallery(page)
    await thumb(page, 0).click()
    await expectShowing(page, 0)
    const box = (await lightbox(page).getByRole("img", { name: gallery[0].alt }).boundingBox())!
    const y = box.y + box.height / 2
    const cdp = await page.context().newCDPSession(page)
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] })
      for (let step = 1; step <= 5; step++) {
        const x = fromX + ((toX - fromX) * step) / 5
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] })
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
    }
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2)
    await expectShowing(page, 1)
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8)
    await expectShowing(page, 0)
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8)
    await expectShowing(page, 28)
  })
})
