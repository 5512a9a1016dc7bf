/**
 * Three engines (`expectNoAccessibilityViolations`: axe-core, IBM Equal Access, HTML_CodeSniffer) on each template and
 * each state a visitor opens, in Portuguese (the English pages are the same templates: __tests__/build/languages.test.ts).
 * Elsewhere: the splash (frame.spec.ts), the form after a failed send (contact.spec.ts), a later gallery page
 * (galleryPages.spec.ts), the lightbox before the scripts (beforeScripts.spec.ts), the 404 page (notFound.spec.ts).
 * What the engines leave to a person: docs/TESTING.md.
 */
import type { Page } from "@playwright/test"
import { ROUTES, SECTION_IDS, sectionHref } from "../../src/i18n/routes"
import { readData } from "../data"
import { MOBILE, expectNoAccessibilityViolations, interfaceTexts, openPage } from "./site"
import { expect, test } from "./siteTest"

const texts = interfaceTexts()
const responsibility = readData("responsibility.json")

/** The slideshow paused, as a visitor can: IBM's engine rightly finds a slide caught mid-fade unreadable. */
const pauseSlideshow = (page: Page) => page.getByRole("button", { name: texts.hero.pauseLabel }).click()

test(ROUTES.home.pt, async ({ page }) => {
  await openPage(page, ROUTES.home.pt)
  await pauseSlideshow(page)
  await expectNoAccessibilityViolations(page)
})

test(`${ROUTES.gallery.pt}, and with the lightbox open`, async ({ page }) => {
  // Two runs of three engines over a page of many photos.
  test.slow()
  await openPage(page, ROUTES.gallery.pt)
  await expectNoAccessibilityViolations(page)
  await page.getByTestId("gallery-grid").getByRole("listitem").first().getByRole("link").click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await expectNoAccessibilityViolations(page)
})

test.describe("at a phone's width", () => {
  test.use({ viewport: MOBILE })

  test(`${ROUTES.home.pt}'s header, and with the menu open`, async ({ page }) => {
    await openPage(page, ROUTES.home.pt)
    await pauseSlideshow(page)
    await expectNoAccessibilityViolations(page, ["header"])
    await page.getByRole("button", { name: texts.frame.menuOpen }).click()
    await expect(page.getByRole("dialog", { name: texts.frame.menuTitle })).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  test(`${ROUTES.responsibility.pt}, whose call to action leads to the contact section`, async ({ page }) => {
    await openPage(page, ROUTES.responsibility.pt)
    await expectNoAccessibilityViolations(page)
    const link = page.getByRole("region", { name: responsibility.cta.heading }).getByRole("link", { name: responsibility.cta.label })
    await expect(link).toHaveAttribute("href", sectionHref(SECTION_IDS.contact))
    await link.click()
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${ROUTES.home.pt}(#${SECTION_IDS.contact})?$`))
    await expect(page.locator(`#${SECTION_IDS.contact}`)).toBeInViewport()
  })
})
