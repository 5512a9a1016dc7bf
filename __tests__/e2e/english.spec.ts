/**
 * The English site as a foreign buyer walks it: from the Portuguese home page to English,
 * through the services and the gallery's lightbox, a message through the contact form (the
 * provider intercepted) that says it was written in English, and an unknown /en/ link that
 * ends on the English 404 page. axe-core checks every English route.
 */
import { expect, test, type Page } from "@playwright/test"
import { fillTemplate } from "../../src/i18n/languages"
import { readData, readList } from "../data"
import { CORS as cors, EMAIL_ENDPOINT, expectNoAxeViolations, humanPause, interfaceTexts, openPage, skipSplash, installClock } from "./site"

const pages = readData("pages.json", "en")
const texts = interfaceTexts("en")
const services = readList("services.json", "en")
const photos = readList("gallery.json", "en")

const buyer = {
  [texts.form.name]: "Jane Importer",
  [texts.form.email]: "jane@importer.example",
  [texts.form.company]: "Nordic Nuts Ltd",
  [texts.form.message]: "Hello,\nwe would like a quote for 20 tonnes of raw cashew nuts.",
}

const contactForm = (page: Page) => page.locator("#contato form")

test.describe("the English site", () => {
  test("a buyer switches to English, reads the services, opens a photo, sends a message and meets the English 404", async ({ page }) => {
    // Four pages, a lightbox and a send in one journey: on a loaded 2-core machine it took over 30 s.
    test.slow()
    await installClock(page)
    await openPage(page, "/")
    await page.getByRole("banner").getByRole("link", { name: "English" }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page).toHaveTitle(pages.home.title)

    // The services, in English.
    const section = page.locator("#servicos")
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole("heading", { level: 2, name: pages.home.servicesHeading })).toBeVisible()
    for (const service of services) await expect(section.getByRole("heading", { level: 3, name: service.title })).toBeVisible()

    // The gallery and its lightbox.
    await page.getByRole("navigation", { name: texts.frame.mainNavLabel }).getByRole("link", { name: texts.frame.nav.gallery }).click()
    await expect(page).toHaveURL(/\/en\/gallery$/)
    await expect(page.getByRole("heading", { level: 1, name: pages.gallery.heading })).toBeVisible()
    await page.getByTestId("gallery-grid").getByRole("listitem").first().getByRole("button").click()
    const lightbox = page.getByRole("dialog")
    await expect(lightbox.getByRole("heading", { name: photos[0].title })).toBeVisible()
    await expect(lightbox.getByRole("img", { name: photos[0].alt })).toBeVisible()
    await expect(lightbox.getByTestId("lightbox-position")).toHaveText(
      fillTemplate(texts.gallery.lightboxPosition, { position: 1, count: photos.length }),
    )
    await lightbox.getByRole("button", { name: texts.gallery.lightboxClose }).click()
    await expect(lightbox).toHaveCount(0)

    // The contact form: English labels, the provider told the visitor's language, the English toast.
    const requests: Record<string, unknown>[] = []
    await page.route(EMAIL_ENDPOINT, async (route) => {
      requests.push(route.request().postDataJSON())
      await route.fulfill({ status: 200, body: "OK", headers: cors })
    })
    await page.getByRole("banner").getByRole("button", { name: texts.frame.contactButton }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.getByRole("region", { name: texts.form.toasterLabel })).toBeAttached()
    for (const [label, value] of Object.entries(buyer))
      await contactForm(page)
        .getByRole("textbox", { name: new RegExp(`^${label}`) })
        .fill(value)
    await humanPause(page)
    await contactForm(page).getByRole("button", { name: texts.form.submit }).click()
    const toast = page.getByRole("status").filter({ hasText: texts.form.successTitle })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(texts.form.successText)
    expect(texts.form.successTitle).toBe("Message sent successfully!")
    expect(requests).toHaveLength(1)
    expect(requests[0].template_params).toMatchObject({ from_name: "Jane Importer", language: "en", language_name: "English" })

    // An unknown link under /en: the English 404, with its way back to the English home page.
    await page.evaluate(() => {
      const link = document.createElement("a")
      link.href = "/en/old-price-list"
      link.textContent = "Old price list"
      document.querySelector("main")?.prepend(link)
    })
    await page.getByRole("link", { name: "Old price list" }).click()
    await expect(page).toHaveURL(/\/en\/old-price-list$/)
    await expect(page.getByRole("heading", { level: 1, name: pages.notFound.heading })).toBeVisible()
    await expect(page.getByText(pages.notFound.text)).toBeVisible()
    await expect(page).toHaveTitle(pages.notFound.title)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await page.getByRole("link", { name: pages.notFound.linkLabel }).click()
    await expect(page).toHaveURL(/\/en$/)
  })

  test("the mobile menu offers the other language", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await openPage(page, "/en/social-responsibility")
    await page.getByRole("button", { name: texts.frame.menuOpen }).click()
    const menu = page.getByRole("dialog", { name: texts.frame.menuTitle })
    await expect(menu.getByRole("link", { name: texts.frame.nav.gallery })).toHaveAttribute("href", "/en/gallery")
    await menu.getByRole("link", { name: "Português" }).click()
    await expect(page).toHaveURL(/\/responsabilidade-social$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "pt")
  })

  test("a direct hit on an unknown /en/ path answers 404 with the English page", async ({ page }) => {
    await installClock(page)
    const response = await page.goto("/en/no/such/page")
    expect(response?.status()).toBe(404)
    await skipSplash(page)
    await expect(page.getByRole("heading", { level: 1, name: pages.notFound.heading })).toBeVisible()
    await expect(page.getByText(pages.notFound.text)).toBeVisible()
  })

  for (const path of ["/en", "/en/gallery", "/en/social-responsibility", "/en/no-such-page"]) {
    test(`${path} has no axe-core violations`, async ({ page }) => {
      // axe over a gallery page's many figures took over 30 s on a loaded 2-core machine, as on /galeria.
      if (path.includes("gallery")) test.slow()
      await openPage(page, path)
      await expect(page.locator("html")).toHaveAttribute("lang", "en")
      await expectNoAxeViolations(page)
    })
  }
})
