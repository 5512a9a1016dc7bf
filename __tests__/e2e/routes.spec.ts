/** Every route loads and hydrates with nothing failing: no console error, no failed request. What each says: __tests__/build/routes.test.ts. */
import { ROUTES } from "../../src/i18n/routes"
import { waitForHydration } from "./site"
import { expect, test } from "./siteTest"

for (const path of [ROUTES.home.pt, ROUTES.gallery.pt, ROUTES.responsibility.pt])
  test(`${path} renders with no console errors`, async ({ page }) => {
    const errors: string[] = []
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
    page.on("pageerror", (error) => errors.push(error.message))
    page.on("response", (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`))
    expect((await page.goto(path))?.status()).toBe(200)
    await waitForHydration(page)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect(errors).toEqual([])
  })
