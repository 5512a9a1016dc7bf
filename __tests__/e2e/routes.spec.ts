/** Every route and the 404 page load and hydrate with no console error. What each says: __tests__/build/routes.test.ts. */
import { ROUTES } from "../../src/i18n/routes"
import { readData } from "../data"
import { expectNoAccessibilityViolations, openPage, skipSplash, urlEndingWith, waitForHydration } from "./site"
import { expect, test } from "./siteTest"

const pages = readData("pages.json")

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

test("an unknown path shows the 404 page, accessible, which logs the path and links home; so does a client-side link to one", async ({
  page,
}) => {
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  const heading = page.getByRole("heading", { level: 1, name: pages.notFound.heading })
  const response = await page.goto("/caminho/que-nao-existe")
  expect(response?.status()).toBe(404)
  await skipSplash(page)
  await expect(heading).toBeVisible()
  await expectNoAccessibilityViolations(page)
  await expect.poll(() => errors.filter((e) => e.includes("/caminho/que-nao-existe"))).toHaveLength(1)
  await page.getByRole("link", { name: pages.notFound.linkLabel }).click()
  await expect(page).toHaveURL(urlEndingWith(ROUTES.home.pt))

  // Gatsby defines ___navigate before its router has mounted: the app must be running (a click before it is a full page load).
  await openPage(page, ROUTES.gallery.pt)
  await page.waitForFunction(() => typeof (window as any).___navigate === "function")
  await page.evaluate(() => (window as any).___navigate("/nada-aqui"))
  await expect(page).toHaveURL(/\/nada-aqui$/)
  await expect(heading).toBeVisible()
  await expect.poll(() => errors.filter((e) => e.includes("/nada-aqui"))).toHaveLength(1)
})
