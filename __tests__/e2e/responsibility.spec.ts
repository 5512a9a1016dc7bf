/**
 * /responsabilidade-social in a browser: its call to action leads to the contact section. What it
 * says is checked in its built HTML (__tests__/build/routes.test.ts), that it renders in
 * routes.spec.ts, and the accessibility engines run on it in accessibility.spec.ts.
 */
import { ROUTES, SECTION_IDS, sectionHref } from "../../src/i18n/routes"
import { readData } from "../data"
import { openPage } from "./site"
import { expect, test } from "./siteTest"

const responsibility = readData("responsibility.json")

test.describe(ROUTES.responsibility.pt, () => {
  test("the call to action leads to the contact section on the home page", async ({ page }) => {
    await openPage(page, ROUTES.responsibility.pt)
    const cta = page.getByRole("region", { name: responsibility.cta.heading })
    const link = cta.getByRole("link", { name: responsibility.cta.label })
    await expect(link).toHaveAttribute("href", sectionHref(SECTION_IDS.contact))
    await link.click()
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${ROUTES.home.pt}(#${SECTION_IDS.contact})?$`))
    await expect(page.locator(`#${SECTION_IDS.contact}`)).toBeInViewport()
  })
})
