/**
 * The gallery on several pages: the variant build (./variantSite.ts) has 30 photos at 12 a
 * page, so /galeria, /galeria/2 and /galeria/3 hold 12, 12 and 6. The pages link to each other
 * without JavaScript, the lightbox goes through all 30 from any page, and /galeria#creditos
 * keeps every credit.
 */
import fs from "fs"
import path from "path"
import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"
import { readCredits } from "../data"
import { waitForHydration, waitForSplashGone } from "./homeHelpers"
import { VARIANT_BUILD_TIMEOUT_MS, VARIANT_PHOTOS_PER_PAGE as PER_PAGE, variantSite, type VariantSite } from "./variantSite"
import { localizeFile } from "../../src/content/localize"

let site: VariantSite
/** The variant's photos, in the order of its data/gallery.json. */
let photos: { title: string; alt: string }[]

const PAGES = ["/galeria", "/galeria/2", "/galeria/3"]
const items = (page: Page) => page.getByTestId("gallery-grid").getByRole("listitem")
const lightbox = (page: Page) => page.getByRole("dialog")

async function open(page: Page, route: string) {
  await page.goto(`${site.base}${route}`)
  await waitForHydration(page)
  await waitForSplashGone(page)
}

test.describe("the gallery on three pages", () => {
  test.describe.configure({ mode: "serial" })

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(VARIANT_BUILD_TIMEOUT_MS)
    site = await variantSite(browser)
    photos = localizeFile<{ photos: typeof photos }>(
      "gallery.json",
      JSON.parse(fs.readFileSync(path.join(site.dir, "data", "gallery.json"), "utf8")),
      "pt",
    ).photos
    expect(photos).toHaveLength(30)
  })

  test("each page holds its share of the photos, in order, and links to every page", async ({ page }) => {
    for (const [index, route] of PAGES.entries()) {
      await page.goto(`${site.base}${route}`)
      const titles = await items(page).getByRole("heading").allTextContents()
      expect(titles).toEqual(photos.slice(index * PER_PAGE, (index + 1) * PER_PAGE).map((photo) => photo.title))
      const nav = page.getByRole("navigation", { name: "Páginas da galeria" })
      await expect(nav.getByRole("link", { name: /^Página \d de 3$/ })).toHaveCount(3)
      await expect(nav.getByRole("link", { name: `Página ${index + 1} de 3` })).toHaveAttribute("aria-current", "page")
      await expect(nav.getByRole("link", { name: "Página anterior" })).toHaveCount(index > 0 ? 1 : 0)
      await expect(nav.getByRole("link", { name: "Página seguinte" })).toHaveCount(index < 2 ? 1 : 0)
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`Página ${index + 1} de 3`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${route}$`))
    }
    await expect(page).toHaveTitle(/^Página 3 de 3 · /)
  })

  test("without JavaScript, the page links reach every photo", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${site.base}/galeria`)
    const seen: string[] = []
    for (;;) {
      seen.push(...(await items(page).getByRole("heading").allTextContents()))
      const next = page.getByRole("link", { name: "Página seguinte" })
      if ((await next.count()) === 0) break
      await next.click()
    }
    expect(seen).toEqual(photos.map((photo) => photo.title))
    await context.close()
  })

  test("the lightbox goes beyond its page, and focus returns to the thumbnail that opened it", async ({ page }) => {
    const requested: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    await open(page, "/galeria/2")
    await page.waitForLoadState("networkidle")
    // The lightbox's photos come with the first sign of intent, not with the page.
    expect(requested.filter((url) => /^\/static\/galeria-[0-9a-f]+\.json$/.test(url))).toEqual([])
    const opener = items(page).first().getByRole("button")
    await opener.click()
    const position = lightbox(page).getByTestId("lightbox-position")
    await expect(position).toHaveText(`${PER_PAGE + 1} de 30`)
    expect(requested.filter((url) => /^\/static\/galeria-[0-9a-f]+\.json$/.test(url))).toHaveLength(1)
    await page.keyboard.press("ArrowLeft")
    await expect(position).toHaveText(`${PER_PAGE} de 30`)
    await expect(lightbox(page).getByRole("heading", { name: photos[PER_PAGE - 1].title })).toBeVisible()
    await expect(lightbox(page).getByRole("img", { name: photos[PER_PAGE - 1].alt })).toBeVisible()
    for (let i = 0; i < PER_PAGE; i++) await lightbox(page).getByRole("button", { name: "Imagem anterior" }).click()
    await expect(position).toHaveText("30 de 30")
    await expect(lightbox(page).getByRole("heading", { name: photos[29].title })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(lightbox(page)).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test("the later pages link to /galeria#creditos, which lists every photo's credit", async ({ page }) => {
    await page.goto(`${site.base}/galeria/3`)
    await expect(page.locator("#creditos")).toHaveCount(0)
    await page.getByRole("link", { name: "primeira página da galeria" }).click()
    await expect(page).toHaveURL(/\/galeria#creditos$/)
    const credits = page.getByTestId("photo-credits").getByRole("listitem")
    // The main content's credits, and the phone photo's.
    await expect(credits).toHaveCount(readCredits().length + 1)
  })

  test("a later page has no axe-core violations", async ({ page }) => {
    await open(page, "/galeria/2")
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })
})
