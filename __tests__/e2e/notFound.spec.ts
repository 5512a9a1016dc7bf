/**
 * The 404 page in a browser. Its static HTML (title, text, the site's frame): __tests__/build/routes.test.ts; the host
 * answering an unknown path with it: __tests__/build/hosting.test.ts.
 */
import { ROUTES } from "../../src/i18n/routes"
import { readData } from "../data"
import { MOBILE, expectNoAccessibilityViolations, openPage, skipSplash, urlEndingWith } from "./site"
import { expect, test } from "./siteTest"

const pages = readData("pages.json")

test.use({ viewport: MOBILE })

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
