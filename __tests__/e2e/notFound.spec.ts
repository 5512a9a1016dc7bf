import type { Page } from "@playwright/test"
import { ROUTES } from "../../src/i18n/routes"
import { readData } from "../data"
import { installClock, openPage, skipSplash, urlEndingWith } from "./site"
import { expect, test } from "./siteTest"

const pages = readData("pages.json")

function collectConsoleErrors(page: Page) {
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  return errors
}

// The 404 page's static HTML (its title, text and the site's frame, what shows without JavaScript):
// __tests__/build/routes.test.ts; the host answering an unknown path with it: __tests__/build/hosting.test.ts.
test.describe("404", () => {
  test("a direct hit on an unknown path shows the 404 page and a link home, and logs the path", async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await installClock(page)
    const response = await page.goto("/caminho/que-nao-existe")
    expect(response?.status()).toBe(404)
    await skipSplash(page)
    await expect(page.getByRole("heading", { level: 1, name: pages.notFound.heading })).toBeVisible()
    await expect.poll(() => errors.filter((e) => e.includes("/caminho/que-nao-existe"))).toHaveLength(1)
    await page.getByRole("link", { name: pages.notFound.linkLabel }).click()
    await expect(page).toHaveURL(urlEndingWith(ROUTES.home.pt))
  })

  test("a client-side link to an unknown path shows the 404 page and logs the path", async ({ page }) => {
    const errors = collectConsoleErrors(page)
    // Gatsby defines ___navigate before its router has mounted, and a navigation in between
    // changes only the URL. Wait for the app to be running: the hydrated app removes the
    // splash once it has ended. (A visitor's click before that is a full page load of the static 404.html.)
    await openPage(page, ROUTES.gallery.pt)
    await page.waitForFunction(() => typeof (window as any).___navigate === "function")
    await page.evaluate(() => (window as any).___navigate("/nada-aqui"))
    await expect(page).toHaveURL(/\/nada-aqui$/)
    await expect(page.getByRole("heading", { level: 1, name: pages.notFound.heading })).toBeVisible()
    await expect.poll(() => errors.filter((e) => e.includes("/nada-aqui"))).toHaveLength(1)
  })
})
