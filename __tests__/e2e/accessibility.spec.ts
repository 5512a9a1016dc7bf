/**
 * Three engines (`expectNoAccessibilityViolations`: axe-core, IBM Equal Access, HTML_CodeSniffer) on each template and state
 * a visitor opens, in Portuguese (the English pages are the same templates: __tests__/build/languages.test.ts): here the
 * gallery and the social responsibility page; in the flows that open the others, the home page (patterns.spec.ts) and its
 * menu (dialogPatterns.spec.ts), the splash (frame.spec.ts), the failed send (contact.spec.ts), a later gallery page
 * (galleryPages.spec.ts), the lightbox before the scripts (beforeScripts.spec.ts), the 404 page (routes.spec.ts).
 */
import type { Page } from "@playwright/test"
import { ROUTES, SECTION_IDS, sectionHref } from "../../src/i18n/routes"
import { readData } from "../data"
import { MOBILE, expectNoAccessibilityViolations, openPage } from "./site"
import { expect, test } from "./siteTest"

const responsibility = readData("responsibility.json")
const items = (page: Page) => page.getByTestId("gallery-grid").getByRole("listitem")

test(`${ROUTES.gallery.pt}, its grid of 4 columns, and with the lightbox open by a click, closed by one on the overlay beside the photo`, async ({
  page,
}) => {
  // Two runs of three engines over a page of many photos.
  test.slow()
  await openPage(page, ROUTES.gallery.pt)
  await expectNoAccessibilityViolations(page)
  const rows = await Promise.all([0, 3, 4].map(async (i) => Math.round((await items(page).nth(i).boundingBox())!.y)))
  expect(rows[1]).toBe(rows[0])
  expect(rows[2]).toBeGreaterThan(rows[0])
  const thumb = items(page).nth(1).getByRole("link")
  await thumb.click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await expectNoAccessibilityViolations(page)
  await page.mouse.click(5, 400)
  await expect(page.getByRole("dialog")).toBeHidden()
  await expect(thumb).toBeFocused()
})

test.describe("at a phone's width", () => {
  test.use({ viewport: MOBILE })

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
