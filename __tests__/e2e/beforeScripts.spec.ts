// Before the app's scripts arrive the page answers from its HTML and inline script (earlyInput.ts, lightbox.ts): every script
// file held back, then let through; the same elements go on answering, and nothing typed is lost.
import type { Page, Route } from "@playwright/test"
import { DRAFT_KEY } from "../../src/features/contact/draft"
import { ROUTES, SECTION_IDS } from "../../src/i18n/routes"
import { fillTemplate, LANG_INFO } from "../../src/i18n/languages"
import { LIGHTBOX_ID } from "../../src/browser/lightbox"
import { MENU_ID } from "../../src/browser/menu"
import { contactField, expectNoAccessibilityViolations, finishSplash, interfaceTexts, MOBILE, navLabels, waitForHydration } from "./site"
import { expect, test } from "./siteTest"

const t = interfaceTexts()

test.use({ viewport: MOBILE, hasTouch: true, isMobile: true })

/** Holds every script file until `release()`: until then the page runs its inline script alone. */
async function holdScripts(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route(/\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)))
  return {
    release: async () => {
      released = true
      await Promise.all(held.splice(0).map((route) => route.continue()))
    },
  }
}

/** The contact form's island has hydrated: React has attached its fiber to the form. */
const formHydrated = (page: Page) =>
  page.waitForFunction(
    () => Object.keys(document.querySelector("[data-island] form") ?? {}).some((key) => key.startsWith("__reactFiber")),
    null,
    { timeout: 30_000 },
  )

test("the menu is one element: it opens from the HTML, keeps Tab inside, a link closes it; hydrated, it makes the page behind inert", async ({
  page,
}) => {
  const scripts = await holdScripts(page)
  await page.goto(ROUTES.home.pt, { waitUntil: "domcontentloaded" })
  await finishSplash(page)
  const button = page.getByRole("button", { name: t.frame.menuOpen })
  const menu = page.locator(`#${MENU_ID}`)
  const close = menu.getByRole("button", { name: t.frame.menuClose })
  await button.tap()
  await expect(menu).toBeVisible()
  await expect(menu.getByRole("link")).toHaveText([...navLabels(), LANG_INFO.en.name])
  await expect(close).toBeFocused()
  // The close button, the five items and the language link, then round again.
  for (let i = 0; i < 7; i++) await page.keyboard.press("Tab")
  await expect(close).toBeFocused()
  await menu.getByRole("link", { name: t.frame.nav.services }).tap()
  await expect(menu).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`#${SECTION_IDS.services}$`))

  await scripts.release()
  await waitForHydration(page)
  await button.tap()
  await expect(page.getByRole("dialog")).toHaveCount(1)
  await expect(menu).toBeVisible()
  await expect(button).toHaveAttribute("aria-expanded", "true")
  await expect(page.locator("main")).toHaveAttribute("inert", "")
})

test("the lightbox is one element: a thumbnail opens it from the HTML, with its place, arrows and keys; hydrated, it holds the page", async ({
  page,
}) => {
  const scripts = await holdScripts(page)
  await page.goto(ROUTES.gallery.pt, { waitUntil: "domcontentloaded" })
  await finishSplash(page)
  const links = page.getByTestId("gallery-grid").getByRole("link")
  const titles = page.getByTestId("gallery-grid").getByRole("heading")
  const lightbox = page.locator(`#${LIGHTBOX_ID}`)
  const title = lightbox.locator("[data-title]")
  const count = await links.count()
  const place = (index: number) => fillTemplate(t.gallery.lightboxPosition, { position: index + 1, count })

  await links.first().tap()
  await expect(lightbox).toBeVisible()
  await expect(title).toHaveText((await titles.first().textContent()) ?? "")
  await expect(lightbox.getByTestId("lightbox-position")).toHaveText(place(0))
  await expectNoAccessibilityViolations(page)
  // The thumbnail the page shows, at once; over it, the large photo the link points to.
  const photos = lightbox.locator("img")
  await expect(photos.first()).toHaveJSProperty("complete", true)
  const href = new URL((await links.first().getAttribute("href")) ?? "", page.url()).href
  await expect(photos.nth(1)).toHaveJSProperty("src", href)
  await lightbox.getByRole("button", { name: t.gallery.lightboxNext }).tap()
  await expect(title).toHaveText((await titles.nth(1).textContent()) ?? "")
  await page.keyboard.press("ArrowLeft")
  await expect(lightbox.getByTestId("lightbox-position")).toHaveText(place(0))
  await page.keyboard.press("ArrowLeft")
  await expect(lightbox.getByTestId("lightbox-position")).toHaveText(place(count - 1))
  await lightbox.getByRole("button", { name: t.gallery.lightboxClose }).tap()
  await expect(lightbox).toBeHidden()

  // By keyboard: it opens on Space as on Enter, and Escape gives focus back to the thumbnail.
  await links.nth(1).focus()
  await page.keyboard.press(" ")
  await expect(title).toHaveText((await titles.nth(1).textContent()) ?? "")
  // Focus starts on its close button (Tab going round it: the menu's test above, the same script).
  await expect(lightbox.getByRole("button", { name: t.gallery.lightboxClose })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(lightbox).toBeHidden()
  await expect(links.nth(1)).toBeFocused()

  // Opened before the scripts, it stays open through hydration; a tap beside the photo (the backdrop) closes it.
  await links.first().tap()
  await scripts.release()
  await waitForHydration(page)
  await expect(lightbox).toBeVisible()
  await page.touchscreen.tap(4, 4)
  await expect(lightbox).toBeHidden()
  await links.nth(2).tap()
  await expect(page.getByRole("dialog")).toHaveCount(1)
  await expect(title).toHaveText((await titles.nth(2).textContent()) ?? "")
  await expect(page.getByRole("banner")).toHaveAttribute("inert", "")
  await page.keyboard.press("Escape")
  await expect(links.nth(2)).toBeFocused()
})

test("what is typed before the scripts arrive stays through hydration, and is kept as the draft at once", async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto(ROUTES.home.pt, { waitUntil: "domcontentloaded" })
  await finishSplash(page)
  const name = contactField(page, "name")
  await name.tap()
  await page.keyboard.type("Maria Silva")
  const draft = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null")?.values?.name as string | undefined, DRAFT_KEY)
  expect(await draft()).toBe("Maria Silva")
  await scripts.release()
  await waitForHydration(page)
  await formHydrated(page)
  await expect(name).toHaveValue("Maria Silva")
  await expect(name).toBeFocused()
  await page.keyboard.type(" Zavala")
  await expect(name).toHaveValue("Maria Silva Zavala")

  // Should the form be rendered afresh (here: a reload before any script), the draft brings it back.
  await page.reload()
  await waitForHydration(page)
  await expect(name).toHaveValue("Maria Silva Zavala")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the menu button opens the menu, and its close button closes it", async ({ page }) => {
    await page.goto(ROUTES.gallery.pt)
    await expect(page.getByTestId("splash")).toBeHidden({ timeout: 10_000 })
    const menu = page.locator(`#${MENU_ID}`)
    await page.getByRole("button", { name: t.frame.menuOpen }).tap()
    await expect(menu).toBeVisible()
    await menu.getByRole("button", { name: t.frame.menuClose }).tap()
    await expect(menu).toBeHidden()
  })
})
