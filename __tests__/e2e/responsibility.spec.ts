import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "@playwright/test"
import { readData } from "../data"
import { waitForSplashGone } from "./homeHelpers"

const pages = readData("pages.json")
const responsibility = readData("responsibility.json")

test.describe("/responsabilidade-social", () => {
  test("shows the page's content from data/responsibility.json with its photos", async ({ page }) => {
    await page.goto("/responsabilidade-social")
    await expect(page).toHaveTitle(pages.responsibility.title)
    await expect(page.getByRole("heading", { level: 1, name: responsibility.heading })).toBeVisible()
    await expect(page.getByText(responsibility.intro)).toBeVisible()
    await expect(page.getByRole("img", { name: responsibility.imageAlt })).toHaveCount(1)
    expect(responsibility.sections.map((s: any) => s.id)).toEqual(["empoderamento-feminino", "apoio-comunitario", "parcerias"])
    for (const section of responsibility.sections) {
      const region = page.getByRole("region", { name: section.title })
      await expect(region.getByRole("heading", { level: 2, name: section.title })).toBeVisible()
      for (const paragraph of section.paragraphs) await expect(region.getByText(paragraph)).toHaveCount(1)
      const img = region.getByRole("img", { name: section.alt })
      await img.scrollIntoViewIfNeeded()
      await expect(img).toBeVisible()
    }
  })

  test("is inside the site frame (header navigation and footer)", async ({ page }) => {
    await page.goto("/responsabilidade-social")
    await expect(page.getByRole("banner")).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeVisible()
  })

  test("the call to action leads to the contact section on the home page", async ({ page }) => {
    await page.goto("/responsabilidade-social")
    const cta = page.getByRole("region", { name: responsibility.cta.heading })
    await expect(cta.getByText(responsibility.cta.text)).toBeVisible()
    const link = cta.getByRole("link", { name: responsibility.cta.label })
    await expect(link).toHaveAttribute("href", "/#contato")
    await link.click()
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(#contato)?$/)
    await expect(page.locator("#contato")).toBeInViewport()
  })

  test("has no axe-core violations", async ({ page }) => {
    await page.goto("/responsabilidade-social")
    await page.waitForLoadState("networkidle")
    await waitForSplashGone(page)
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations).toEqual([])
  })
})
