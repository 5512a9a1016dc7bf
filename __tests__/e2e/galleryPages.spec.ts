/** The gallery on 3 pages of 3, 3 and 1 photos (./variantSite.ts). Their links: __tests__/unit/components/gallery/GalleryPagination.test.tsx. */
import fs from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { collectCredits } from "../../src/content/walk"
import { CONTENT_FILES } from "../../src/content/schema"
import { localizeFile } from "../../src/content/localize"
import { fillTemplate } from "../../src/i18n/languages"
import { CREDITS_SECTION_ID, galleryPagePath } from "../../src/i18n/routes"
import { expectNoAccessibilityViolations, interfaceTexts, openPage, urlEndingWith } from "./site"
import { VARIANT_PAGES, VARIANT_PHOTOS as ALL, VARIANT_PHOTOS_PER_PAGE as PER_PAGE, variantSite, type VariantSite } from "./variantSite"
import { expect, test } from "./siteTest"

const t = interfaceTexts().gallery
const ofAll = (position: number) => fillTemplate(t.lightboxPosition, { position, count: ALL })
const PAGES = Array.from({ length: VARIANT_PAGES }, (_, i) => galleryPagePath(i + 1))
const CREDITS = `${galleryPagePath(1)}#${CREDITS_SECTION_ID}`
const items = (page: Page) => page.getByTestId("gallery-grid").getByRole("listitem")
const lightbox = (page: Page) => page.getByRole("dialog")

let site: VariantSite
let content: Record<string, any>
let photos: { title: string; alt: string }[]
const open = (page: Page, route: string) => openPage(page, `${site.base}${route}`)

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  site = await variantSite()
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(site.dir, "data", file), "utf8"))
  content = Object.fromEntries(Object.keys(CONTENT_FILES).map((file) => [file, read(file)]))
  photos = localizeFile<{ photos: typeof photos }>("gallery.json", content["gallery.json"], "pt").photos
  expect(photos).toHaveLength(ALL)
})

test("without JavaScript, the page links reach every photo", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${site.base}${PAGES[0]}`)
  const seen: string[] = []
  for (;;) {
    seen.push(...(await items(page).getByRole("heading").allTextContents()))
    const next = page.getByRole("link", { name: t.nextPage })
    if ((await next.count()) === 0) break
    // Followed by its address: a click would first wait out each page's splash, which covers the link.
    await page.goto(new URL((await next.getAttribute("href"))!, page.url()).href)
  }
  expect(seen).toEqual(photos.map((photo) => photo.title))
  await context.close()
})

test(`a later page has no accessibility violations; its lightbox goes beyond the page, and focus returns to the thumbnail; the later pages link to ${CREDITS}, which lists every photo's credit`, async ({
  page,
}) => {
  const requested: string[] = []
  page.on("request", (request) => requested.push(new URL(request.url()).pathname))
  await open(page, PAGES[1])
  await expectNoAccessibilityViolations(page)
  // Every page's photos, in one file fetched once the page has loaded (src/components/gallery/useLightbox.ts), and only once.
  const photosJson = () => requested.filter((url) => /^\/static\/galeria-[0-9a-f]+\.json$/.test(url))
  await expect.poll(() => photosJson().length).toBe(1)
  const opener = items(page).first().getByRole("link")
  await opener.click()
  const position = lightbox(page).getByTestId("lightbox-position")
  await expect(position).toHaveText(ofAll(PER_PAGE + 1))
  expect(photosJson()).toHaveLength(1)
  await page.keyboard.press("ArrowLeft")
  await expect(position).toHaveText(ofAll(PER_PAGE))
  await expect(lightbox(page)).toHaveAccessibleName(photos[PER_PAGE - 1].title)
  await expect(lightbox(page).getByRole("img", { name: photos[PER_PAGE - 1].alt })).toBeVisible()
  for (let i = 0; i < PER_PAGE; i++) await lightbox(page).getByRole("button", { name: t.lightboxPrevious }).click()
  await expect(position).toHaveText(ofAll(ALL))
  await expect(lightbox(page)).toHaveAccessibleName(photos[ALL - 1].title)
  // The phone's photo, upright taller than wide: its large rendition is the whole photo, not cropped to the grid's 3:2.
  const large = lightbox(page).getByRole("img", { name: photos[ALL - 1].alt })
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth && img.complete)).toBe(true)
  await page.keyboard.press("Escape")
  await expect(lightbox(page)).toBeHidden()
  await expect(opener).toBeFocused()

  await open(page, PAGES[PAGES.length - 1])
  await expect(page.locator(`#${CREDITS_SECTION_ID}`)).toHaveCount(0)
  await page.getByRole("link", { name: t.creditsElsewhereLink }).click()
  await expect(page).toHaveURL(urlEndingWith(CREDITS))
  const credits = page.getByTestId("photo-credits").getByRole("listitem")
  await expect(credits).toHaveCount(new Set(collectCredits(content).map((credit) => credit.image)).size)
})
