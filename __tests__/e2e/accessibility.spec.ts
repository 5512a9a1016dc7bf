/**
 * Every route of both languages, at a phone's width and a desktop's, checked by three engines
 * (`expectNoAccessibilityViolations`: axe-core, IBM Equal Access, HTML_CodeSniffer), and the
 * states a visitor opens on them checked too: the menu drawer on a phone, the lightbox on the
 * gallery, the contact form after a failed send. The splash is checked while it shows by
 * frame.spec.ts, a later gallery page by galleryPages.spec.ts. What the engines leave to a
 * person ("needs review") is listed in docs/TESTING.md with what became of each.
 */
import { expect, test, type Page } from "@playwright/test"
import { LANGS, type Lang } from "../../src/i18n/languages"
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

for (const lang of LANGS) {
  const texts = interfaceTexts(lang)
  for (const screen of [DESKTOP, MOBILE]) {
    const at = `at ${screen.width} px`
    test.describe(`${lang}, ${at}`, () => {
      test.use({ viewport: screen })

      const home = ROUTES.home[lang]
      test(`${home}, and ${screen === MOBILE ? "with the menu open" : "the contact form after a failed send"}`, async ({ page }) => {
        if (screen === DESKTOP) await installClock(page)
        await openPage(page, home)
        // The slideshow paused, as a visitor can: a slide caught half-faded has text at a fraction of
        // its opacity, which IBM's engine rightly measures as unreadable. The check lets a cross-fade
        // under way end first, as it does any running animation.
        await page.getByRole("button", { name: texts.hero.pauseLabel }).click()
        await expectNoAccessibilityViolations(page)
        if (screen === MOBILE) {
          await page.getByRole("button", { name: texts.frame.menuOpen }).click()
          await expect(page.getByRole("dialog", { name: texts.frame.menuTitle })).toBeVisible()
          await expectNoAccessibilityViolations(page)
        } else {
          await failASend(page, lang)
          // The form and the toasts' region: the rest of the page was checked above.
          await expectNoAccessibilityViolations(page, [`#${SECTION_IDS.contact}`, '[data-scope="toast"][data-part="group"]'])
        }
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

      for (const path of [ROUTES.responsibility[lang], unknownPath(lang)])
        test(path, async ({ page }) => {
          await openPage(page, path)
          await expect(page.locator("html")).toHaveAttribute("lang", lang)
          await expectNoAccessibilityViolations(page)
        })
    })
  }
}
