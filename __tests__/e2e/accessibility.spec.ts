/**
 * Three engines (`expectNoAccessibilityViolations`: axe-core, IBM Equal Access, HTML_CodeSniffer)
 * on each template and each state a visitor opens: the home page with the menu drawer (a phone) and
 * the contact form after a failed send (a desktop), the gallery with the lightbox, the social
 * responsibility page and the 404 page. In Portuguese: the English pages are the same templates
 * (__tests__/build/languages.test.ts). The splash is checked by frame.spec.ts, a later gallery page
 * by galleryPages.spec.ts, the page's own lightbox (before the scripts) by beforeScripts.spec.ts. What the engines leave to a person is listed in docs/TESTING.md.
 */
import type { Page } from "@playwright/test"
import { type Lang } from "../../src/i18n/languages"
import { ROUTES, SECTION_IDS } from "../../src/i18n/routes"
import {
  CORS,
  DESKTOP,
  EMAIL_ENDPOINT,
  MOBILE,
  contactForm,
  expectNoAccessibilityViolations,
  fillContactForm,
  humanPause,
  installClock,
  interfaceTexts,
  openPage,
  toast,
} from "./site"
import { expect, test } from "./siteTest"

/** An address no page has, in a language: the host answers with that language's 404 page. */
const unknownPath = (lang: Lang) => `${lang === "pt" ? "" : ROUTES.home.en}/pagina-que-nao-existe`

/** Fails a send (the provider refuses the template) and waits for the failure's toast. */
async function failASend(page: Page, lang: Lang) {
  const form = interfaceTexts(lang).form
  await page.route(EMAIL_ENDPOINT, (route) => route.fulfill({ status: 400, body: "The template ID is invalid", headers: CORS }))
  await fillContactForm(page, lang)
  await humanPause(page)
  await contactForm(page).getByRole("button", { name: form.submit }).click()
  await expect(toast(page, form.failureTitle)).toBeVisible()
}

const lang: Lang = "pt"
const texts = interfaceTexts(lang)

/** The slideshow paused, as a visitor can: IBM's engine rightly finds a slide caught mid-fade unreadable. */
const pauseSlideshow = (page: Page) => page.getByRole("button", { name: texts.hero.pauseLabel }).click()

test.describe("at a desktop's width", () => {
  test.use({ viewport: DESKTOP })

  test(`${ROUTES.home[lang]}, and the contact form after a failed send`, async ({ page }) => {
    await installClock(page)
    await openPage(page, ROUTES.home[lang])
    await pauseSlideshow(page)
    await expectNoAccessibilityViolations(page)
    await failASend(page, lang)
    await expectNoAccessibilityViolations(page, [`#${SECTION_IDS.contact}`, '[data-scope="toast"][data-part="group"]'])
  })

  test(`${ROUTES.gallery[lang]}, and with the lightbox open`, async ({ page }) => {
    // Two runs of three engines over a page of many photos.
    test.slow()
    await openPage(page, ROUTES.gallery[lang])
    await expectNoAccessibilityViolations(page)
    await page.getByTestId("gallery-grid").getByRole("listitem").first().getByRole("link").click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })
})

test.describe("at a phone's width", () => {
  test.use({ viewport: MOBILE })

  test(`${ROUTES.home[lang]}'s header, and with the menu open`, async ({ page }) => {
    await openPage(page, ROUTES.home[lang])
    await pauseSlideshow(page)
    await expectNoAccessibilityViolations(page, ["header"])
    await page.getByRole("button", { name: texts.frame.menuOpen }).click()
    await expect(page.getByRole("dialog", { name: texts.frame.menuTitle })).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  for (const path of [ROUTES.responsibility[lang], unknownPath(lang)])
    test(path, async ({ page }) => {
      await openPage(page, path)
      await expect(page.locator("html")).toHaveAttribute("lang", lang)
      await expectNoAccessibilityViolations(page)
    })
})
