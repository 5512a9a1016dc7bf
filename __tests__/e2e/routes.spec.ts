/** Every route and the 404 page load and hydrate with no console error (what each says: the build's tests); the English site as a buyer walks it. */
import { LANG_INFO, fillTemplate } from "../../src/i18n/languages"
import { ROUTES } from "../../src/i18n/routes"
import { readData, readList } from "../data"
import {
  contactForm,
  expectNoAccessibilityViolations,
  fillContactForm,
  humanPause,
  installClock,
  interceptProvider,
  interfaceTexts,
  openPage,
  skipSplash,
  toast,
  urlEndingWith,
  waitForHydration,
} from "./site"
import { expect, test } from "./siteTest"

const pages = readData("pages.json")
const en = interfaceTexts("en")
const enPages = readData("pages.json", "en")
const enPhotos = readList("gallery.json", "en")
const buyer = {
  name: "Jane Importer",
  email: "jane@importer.example",
  company: "Nordic Nuts Ltd",
  message: "Hello,\nwe would like a quote.",
}

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

test("the English site: a buyer switches to English, opens a photo and sends a message", async ({ page }) => {
  // Four pages, a lightbox and a send in one journey: longer than one page's test on a loaded machine.
  test.slow()
  await installClock(page)
  await openPage(page, ROUTES.home.pt)
  await page.getByRole("banner").getByRole("link", { name: LANG_INFO.en.name }).click()
  await expect(page).toHaveURL(urlEndingWith(ROUTES.home.en))
  await expect(page.locator("html")).toHaveAttribute("lang", "en")

  await page.getByRole("navigation", { name: en.frame.mainNavLabel }).getByRole("link", { name: en.frame.nav.gallery }).click()
  await expect(page).toHaveURL(urlEndingWith(ROUTES.gallery.en))
  await expect(page.getByRole("heading", { level: 1, name: enPages.gallery.heading })).toBeVisible()
  await page.getByTestId("gallery-grid").getByRole("listitem").first().getByRole("link").click()
  const lightbox = page.getByRole("dialog")
  await expect(lightbox).toHaveAccessibleName(enPhotos[0].title)
  await expect(lightbox.getByRole("img", { name: enPhotos[0].alt })).toBeVisible()
  await expect(lightbox.getByTestId("lightbox-position")).toHaveText(
    fillTemplate(en.gallery.lightboxPosition, { position: 1, count: enPhotos.length }),
  )
  await lightbox.getByRole("button", { name: en.gallery.lightboxClose }).click()
  await expect(lightbox).toHaveCount(0)

  const requests = await interceptProvider(page)
  await page.getByRole("banner").getByRole("button", { name: en.frame.contactButton }).click()
  await expect(page).toHaveURL(urlEndingWith(ROUTES.home.en))
  await expect(page.getByRole("region", { name: en.form.toasterLabel })).toBeAttached()
  await fillContactForm(page, buyer, "en")
  await humanPause(page)
  await contactForm(page).getByRole("button", { name: en.form.submit }).click()
  await expect(toast(page, en.form.successTitle)).toContainText(en.form.successText)
  expect(requests).toHaveLength(1)
  expect(requests[0].postDataJSON().template_params).toMatchObject({ from_name: "Jane Importer", language: "en", language_name: "English" })
})
