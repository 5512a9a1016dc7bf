/**
 * The English site as a foreign buyer walks it: from the Portuguese home page to English, the gallery's lightbox, and a
 * message that says it was written in English. Its texts: __tests__/build/languages.test.ts; its 404 page: hosting.test.ts.
 */
import { LANG_INFO, fillTemplate } from "../../src/i18n/languages"
import { ROUTES } from "../../src/i18n/routes"
import { readData, readList } from "../data"
import { contactForm, humanPause, interceptProvider, interfaceTexts, openPage, installClock, toast, urlEndingWith } from "./site"
import { expect, test } from "./siteTest"

const pages = readData("pages.json", "en")
const texts = interfaceTexts("en")
const photos = readList("gallery.json", "en")

const buyer = {
  [texts.form.name]: "Jane Importer",
  [texts.form.email]: "jane@importer.example",
  [texts.form.company]: "Nordic Nuts Ltd",
  [texts.form.message]: "Hello,\nwe would like a quote for 20 tonnes of raw cashew nuts.",
}

test("the English site: a buyer switches to English, opens a photo and sends a message", async ({ page }) => {
  // Four pages, a lightbox and a send in one journey: longer than one page's test on a loaded machine.
  test.slow()
  await installClock(page)
  await openPage(page, ROUTES.home.pt)
  await page.getByRole("banner").getByRole("link", { name: LANG_INFO.en.name }).click()
  await expect(page).toHaveURL(urlEndingWith(ROUTES.home.en))
  await expect(page.locator("html")).toHaveAttribute("lang", "en")

  await page.getByRole("navigation", { name: texts.frame.mainNavLabel }).getByRole("link", { name: texts.frame.nav.gallery }).click()
  await expect(page).toHaveURL(urlEndingWith(ROUTES.gallery.en))
  await expect(page.getByRole("heading", { level: 1, name: pages.gallery.heading })).toBeVisible()
  await page.getByTestId("gallery-grid").getByRole("listitem").first().getByRole("link").click()
  const lightbox = page.getByRole("dialog")
  await expect(lightbox).toHaveAccessibleName(photos[0].title)
  await expect(lightbox.getByRole("img", { name: photos[0].alt })).toBeVisible()
  await expect(lightbox.getByTestId("lightbox-position")).toHaveText(
    fillTemplate(texts.gallery.lightboxPosition, { position: 1, count: photos.length }),
  )
  await lightbox.getByRole("button", { name: texts.gallery.lightboxClose }).click()
  await expect(lightbox).toHaveCount(0)

  // The contact form: English labels, the provider told the visitor's language, the English toast.
  const requests = await interceptProvider(page)
  await page.getByRole("banner").getByRole("button", { name: texts.frame.contactButton }).click()
  await expect(page).toHaveURL(urlEndingWith(ROUTES.home.en))
  await expect(page.getByRole("region", { name: texts.form.toasterLabel })).toBeAttached()
  for (const [label, value] of Object.entries(buyer))
    await contactForm(page)
      .getByRole("textbox", { name: new RegExp(`^${label}`) })
      .fill(value)
  await humanPause(page)
  await contactForm(page).getByRole("button", { name: texts.form.submit }).click()
  await expect(toast(page, texts.form.successTitle)).toContainText(texts.form.successText)
  expect(requests).toHaveLength(1)
  expect(requests[0].postDataJSON().template_params).toMatchObject({ from_name: "Jane Importer", language: "en", language_name: "English" })
})
