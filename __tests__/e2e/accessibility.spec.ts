/**
 * Three engines (`expectNoAccessibilityViolations`: axe-core, IBM Equal Access, HTML_CodeSniffer) on each template and state
 * a visitor opens, in Portuguese (the English pages are the same templates: __tests__/build/languages.test.ts): here the
 * social responsibility page; in the flows that open the others, the home page (patterns.spec.ts), its menu and the
 * gallery with its lightbox (dialogPatterns.spec.ts), the splash (frame.spec.ts), the failed send (contact.spec.ts), a later gallery page
 * (galleryPages.spec.ts), the lightbox before the scripts (beforeScripts.spec.ts), the 404 page (routes.spec.ts).
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
