/** Every route loads with its title and content, and nothing fails: no console error, no failed request. (The 404 page: notFound.spec.ts.) */
import type { ConsoleMessage } from "@playwright/test"
import { ROUTES } from "../../src/i18n/routes"
import { readData, readList } from "../data"
import { expect, test } from "./siteTest"

const pages = readData("pages.json")
const gallery = readList("gallery.json")
const responsibility = readData("responsibility.json")
const slides = readList("slides.json")

const routes = [
  { path: ROUTES.home.pt, title: pages.home.title, text: slides[0].title },
  { path: ROUTES.gallery.pt, title: pages.gallery.title, text: gallery[28].title },
  { path: ROUTES.responsibility.pt, title: pages.responsibility.title, text: responsibility.sections[2].title },
]

for (const route of routes) {
  test(`${route.path} renders its content with no console errors`, async ({ page }) => {
    const errors: string[] = []
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() === "error") errors.push(message.text())
    })
    page.on("pageerror", (error) => errors.push(error.message))
    page.on("response", (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
    })
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(route.title)
    await expect(page.getByText(route.text, { exact: true }).first()).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect(errors).toEqual([])
  })
}
