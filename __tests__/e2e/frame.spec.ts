/** What surrounds every page: the splash of a full page load, the fixed header and its section links, the mobile menu. */
import type { Page } from "@playwright/test"
import { ROUTES, SECTION_IDS } from "../../src/i18n/routes"
import { readData } from "../data"
import { MOBILE, expectNoAccessibilityViolations, expectSectionHeadingBelowHeader, interfaceTexts, openPage, urlEndingWith } from "./site"
import { expect, test } from "./siteTest"

const site = readData("site.json")
const pages = readData("pages.json")
const t = interfaceTexts()
const mainNav = (page: Page) => page.getByRole("navigation", { name: t.frame.mainNavLabel })
const menuButton = (page: Page) => page.getByRole("button", { name: t.frame.menuOpen })

test("the splash covers a full page load with brand, text and a progressbar over the painted page, keeps focus and taps off it; it lets the page go a moment before it leaves, and leaves at once if Tab reaches the page then", async ({
  page,
}) => {
  // The splash held as it is, its animations paused as they start, to look at it.
  await page.addInitScript(() => {
    document.addEventListener(
      "animationstart",
      () =>
        document.getAnimations().forEach((animation) => {
          if ((animation as CSSAnimation).animationName?.startsWith("splash-")) animation.pause()
        }),
      true,
    )
  })
  await page.goto(ROUTES.home.pt)
  const splash = page.getByTestId("splash")
  await expect(splash).toBeVisible()
  await expect(splash.getByText(site.name)).toBeVisible()
  await expect(splash.getByText(pages.splash.loadingText)).toBeVisible()
  await expect(page.getByRole("progressbar", { name: t.frame.splashProgressLabel })).toBeVisible()
  // The page is painted beneath (the hero photo is the LCP)…
  const hero = page.locator("[data-current] img[data-picture]").first()
  expect(await hero.evaluate((img) => img.checkVisibility({ opacityProperty: true, visibilityProperty: true }))).toBe(true)
  // …but nothing of it can be focused, by Tab or otherwise, or tapped.
  for (let i = 0; i < 3; i++) await page.keyboard.press("Tab")
  expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest("#splash"))).toBe(true)
  const homeLink = page.locator("header a").first()
  expect(await homeLink.evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link))).toBe(false)
  expect(await page.evaluate(() => !!document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest("#splash"))).toBe(true)
  await expectNoAccessibilityViolations(page)
  // The hold on the page ends first (src/browser/splash.ts, HOLD_ENDS_EARLY_MS); the splash still covers it, until a Tab.
  await page.evaluate(() =>
    document.getAnimations().forEach((animation) => {
      if ((animation as CSSAnimation).animationName === "splash-hold") animation.finish()
    }),
  )
  await expect(splash).toBeVisible()
  await page.keyboard.press("Tab")
  await expect(splash).toBeHidden()
  expect(await page.evaluate(() => !!document.activeElement?.closest("#___gatsby"))).toBe(true)
  expect(await homeLink.evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link))).toBe(true)
})

const sectionLinks = [
  [t.frame.nav.about, SECTION_IDS.about],
  [t.frame.nav.services, SECTION_IDS.services],
  [t.frame.nav.contact, SECTION_IDS.contact],
]
test(`the desktop header: ${sectionLinks.map(([label]) => `'${label}'`).join(", ")} scroll to their sections with the heading clear of the fixed header, from / and from another route, with no splash again`, async ({
  page,
}) => {
  await openPage(page, ROUTES.home.pt)
  for (const [label, id] of sectionLinks) {
    await mainNav(page).getByRole("link", { name: label, exact: true }).click()
    await expectSectionHeadingBelowHeader(page, id)
  }
  // From another route the link goes to / first, a client-side navigation: the splash is not shown again.
  const [label, id] = sectionLinks[0]
  await openPage(page, ROUTES.gallery.pt)
  await mainNav(page).getByRole("link", { name: label, exact: true }).click()
  await expect(page).toHaveURL(urlEndingWith(ROUTES.home.pt))
  await expectSectionHeadingBelowHeader(page, id)
  await expect(page.getByTestId("splash")).toBeHidden()
  const running = await page.evaluate(() =>
    document.getAnimations().filter((a) => (a as CSSAnimation).animationName?.startsWith("splash-") && a.playState === "running"),
  )
  expect(running).toHaveLength(0)
})

// The menu by keyboard: dialogPatterns.spec.ts; its scroll lock and the page behind: usePageBehindDialog.test.ts.
test(`on a phone: a click on the menu's overlay closes it, a section item scrolls to its section, focus back on the button; the header stays fixed; '${t.frame.contactButton}' scrolls to the contact section`, async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  await openPage(page, ROUTES.home.pt)
  await menuButton(page).click()
  // Held once the menu has painted (usePageBehindDialog).
  await expect(page.locator("main")).toHaveAttribute("inert", "")
  await page.mouse.click(20, 400)
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await expect(menuButton(page)).toBeFocused()
  await menuButton(page).click()
  await page.getByRole("dialog").getByRole("link", { name: t.frame.nav.services }).click()
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await expectSectionHeadingBelowHeader(page, SECTION_IDS.services)
  await expect(menuButton(page)).toBeFocused()

  await page.mouse.wheel(0, 2500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  expect((await page.locator("header").first().boundingBox())?.y).toBe(0)
  await expect(page.locator("header").getByText(site.name)).toBeVisible()
  await page.getByRole("button", { name: t.frame.contactButton }).click()
  await expectSectionHeadingBelowHeader(page, SECTION_IDS.contact)
})
