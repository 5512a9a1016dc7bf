/**
 * Three engines (`expectNoAccessibilityViolations`) on each template and state, in Portuguese: here the social responsibility
 * page; the others in the flows that open them (patterns, dialogPatterns, frame, contact, galleryPages, routes, beforeScripts).
 */
import { ROUTES, SECTION_IDS, sectionHref } from "../../src/i18n/routes"
import { readData } from "../data"
import { MOBILE, expectNoAccessibilityViolations, openPage } from "./site"
import { expect, test } from "./siteTest"

const responsibility = readData("responsibility.json")

test.use({ viewport: MOBILE })

test(`${ROUTES.responsibility.pt} at a phone's width, whose call to action leads to the contact section`, async ({ page }) => {
  await openPage(page, ROUTES.responsibility.pt)
  await expectNoAccessibilityViolations(page)
  const link = page.getByRole("region", { name: responsibility.cta.heading }).getByRole("link", { name: responsibility.cta.label })
  await expect(link).toHaveAttribute("href", sectionHref(SECTION_IDS.contact))
  await link.click()
  await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${ROUTES.home.pt}(#${SECTION_IDS.contact})?$`))
  await expect(page.locator(`#${SECTION_IDS.contact}`)).toBeInViewport()
})
