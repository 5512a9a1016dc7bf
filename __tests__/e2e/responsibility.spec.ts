/**
 * /responsabilidade-social in a browser: its photos are shown as the visitor scrolls to them, its
 * call to action leads to the contact section. What it says is checked in its built HTML
 * (__tests__/build/routes.test.ts), and the accessibility engines run on it in accessibility.spec.ts.
 */
import { ROUTES, SECTION_IDS, sectionHref } from "../../src/i18n/routes"
import { readData } from "../data"
import { openPage } from "./site"
import { expect, test } from "./siteTest"

const responsibility = readData("responsibility.json")

test.describe(ROUTES.responsibility.pt, () => {
  test("inside the site frame, each section's photo shows when scrolled to", async ({ page }) => {
    await openPage(page, ROUTES.responsibility.pt)
    await expect(page.getByRole("banner")).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeAttached()
    await expect(page.getByRole("img", { name: responsibility.imageAlt })).toBeVisible()
    for (const section of responsibility.sections) {
      const img = page.getByRole("region", { name: section.title }).getByRole("img", { name: section.alt })
      await img.scrollIntoViewIfNeeded()
      await expect(img).toBeVisible()
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
    }
  })

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
