// The menu and the lightbox walked by keyboard as the W3C ARIA Authoring Practices' modal dialog, and the page held behind them.
// The menu's items and names: __tests__/unit/components/frame/Header.test.tsx.
import { LANG_INFO, fillTemplate } from "../../src/i18n/languages"
import { ROUTES } from "../../src/i18n/routes"
import { readList } from "../data"
import { orange } from "../../src/lib/palette"
import { MOBILE, expectNoAccessibilityViolations, interfaceTexts, openPage, ariaItem, focusInside, focusRing, rgb, tabTo } from "./site"
import { expect, test } from "./siteTest"

const t = interfaceTexts()

test("the menu, a modal dialog: opens from its button, takes focus, keeps Tab inside, closes on Escape back to the button, opens again on Space; no accessibility violations", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  await openPage(page, ROUTES.home.pt)
  // The slideshow paused (IBM's engine rightly finds a slide caught mid-fade unreadable), then the header's accessibility.
  await page.getByRole("button", { name: t.hero.pauseLabel }).click()
  await expectNoAccessibilityViolations(page, ["header"])
  await expect(page.getByRole("navigation", { name: t.frame.mainNavLabel })).toBeHidden()
  const button = page.getByRole("button", { name: t.frame.menuOpen })
  await tabTo(page, button)
  await expect(button).toHaveAttribute("aria-expanded", "false")
  await page.keyboard.press("Enter")
  const menu = page.getByRole("dialog", { name: t.frame.menuTitle })
  await expect(menu).toBeVisible()
  await expect(page.locator("main")).toHaveAttribute("inert", "")
  await expectNoAccessibilityViolations(page)
  // Tab and Shift+Tab go round inside: the close button, the five items, the language link.
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press("Tab")
    expect(await focusInside(menu)).toBe(true)
  }
  await expect(menu.getByRole("button", { name: t.frame.menuClose })).toBeFocused()
  await page.keyboard.press("Shift+Tab")
  await expect(menu.getByRole("link", { name: LANG_INFO.en.name })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute("aria-expanded", "false")
  await page.keyboard.press(" ")
  await expect(menu).toBeVisible()
})

test("the gallery, its 4 columns and its lightbox, a modal dialog: opens on the photo, counts 'N de 29', moves by the arrows, keeps Tab inside, closes on Escape back to the photo, or on a click beside it; no accessibility violations", async ({
  page,
}) => {
  // Two runs of three engines over a page of many photos.
  test.slow()
  const photos = readList("gallery.json")
  const counter = (index: number) => fillTemplate(t.gallery.lightboxPosition, { position: index + 1, count: photos.length })
  await openPage(page, ROUTES.gallery.pt)
  await expectNoAccessibilityViolations(page)
  const items = page.getByTestId("gallery-grid").getByRole("listitem")
  const rows = await Promise.all([0, 3, 4].map(async (i) => Math.round((await items.nth(i).boundingBox())!.y)))
  expect([rows[1], rows[2] > rows[0]]).toEqual([rows[0], true])
  const second = items.nth(1).getByRole("link")
  await tabTo(page, second)
  await page.keyboard.press("Enter")
  const lightbox = page.getByRole("dialog")
  await expect(lightbox).toMatchAriaSnapshot(`
        - ${ariaItem("dialog", photos[1].title)}:
          - ${ariaItem("img", photos[1].alt)}
          - ${ariaItem("button", t.gallery.lightboxClose)}
          - ${ariaItem("button", t.gallery.lightboxPrevious)}
          - ${ariaItem("button", t.gallery.lightboxNext)}
          - paragraph: ${JSON.stringify(photos[1].title)}
          - paragraph: ${JSON.stringify(counter(1))}
          - paragraph: ${JSON.stringify(photos[1].description)}
      `)
  await expect(lightbox).toHaveAttribute("aria-modal", "true")
  await expect(page.getByRole("banner")).toHaveAttribute("inert", "")
  await expectNoAccessibilityViolations(page)
  expect(await focusInside(lightbox)).toBe(true)
  await page.keyboard.press("ArrowRight")
  await expect(lightbox).toHaveAccessibleName(photos[2].title)
  await expect(lightbox.getByRole("img", { name: photos[2].alt })).toBeVisible()
  await expect(lightbox.getByTestId("lightbox-position")).toHaveText(counter(2))
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab")
    expect(await focusInside(lightbox)).toBe(true)
    // The site's ring in a lighter orange, on the dark overlay (Lightbox.module.css).
    expect(await focusRing(page)).toEqual({ width: 3, colour: rgb(orange[300]) })
  }
  await page.keyboard.press("Escape")
  await expect(lightbox).toBeHidden()
  await expect(second).toBeFocused()
  await second.click()
  await expect(lightbox).toBeVisible()
  await page.mouse.click(5, 400)
  await expect(lightbox).toBeHidden()
  await expect(second).toBeFocused()
})
