/**
 * The site zoomed in: at 320 × 640 CSS px (a 1280 px wide window at 400 %, WCAG 1.4.10) every
 * template reflows into one column: nothing scrolls sideways and no text is cut off. The menu, the
 * lightbox and the contact form work by keyboard there. Then the text-spacing styles of WCAG 1.4.12
 * go on the same page, and still nothing is cut off and no text is drawn over another. The home
 * page is also tried at 640 × 450 (a laptop at 200 %), and in English, whose texts are longer: the
 * English pages are the Portuguese templates (__tests__/build/languages.test.ts).
 *
 * One page load per case: each check runs in turn on it.
 */
import type { Page } from "@playwright/test"
import { MIN_FILL_MS } from "../../src/features/contact/settings"
import { fillTemplate, type Lang } from "../../src/i18n/languages"
import { ROUTES, localizePath, type RouteName } from "../../src/i18n/routes"
import { readList } from "../data"
import { tabTo } from "./keyboard"
import { applyTextSpacing, expectWithinWidth, sidewaysOverflow, unreadableText } from "./layout"
import { CORS, EMAIL_ENDPOINT, animationsDone, contactField, contactForm, interfaceTexts, openPage, toast } from "./site"
import { expect, test } from "./siteTest"

/** 400 % of a 1280 × 800 window (rounded to the 320 px WCAG 1.4.10 names), and 200 % of a 1280 × 900 one. */
const AT_400 = { width: 320, height: 640 }
const AT_200 = { width: 640, height: 450 }

type Case = { name: RouteName | "notFound"; lang: Lang; path: string; viewport: typeof AT_400 }
const CASES: Case[] = [
  ...(Object.keys(ROUTES) as RouteName[]).map((name) => ({ name, lang: "pt" as Lang, path: ROUTES[name].pt, viewport: AT_400 })),
  { name: "notFound", lang: "pt", path: localizePath("/pagina-que-nao-existe", "pt"), viewport: AT_400 },
  { name: "home", lang: "en", path: ROUTES.home.en, viewport: AT_400 },
  { name: "home", lang: "pt", path: ROUTES.home.pt, viewport: AT_200 },
]

/** Nothing scrolls sideways and every text can be read whole. */
async function expectReflows(page: Page, { overlaps = false } = {}) {
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await unreadableText(page, { overlaps })).toEqual([])
}

for (const { name, lang, path, viewport } of CASES) {
  test.describe(`zoomed in: ${viewport.width}×${viewport.height} CSS px`, () => {
    test.use({ viewport })

    // The keyboard walks once, in Portuguese at 400 %; the other cases check the layout alone.
    const walks = lang === "pt" && viewport === AT_400
    test(`${path} reflows${walks && name === "home" ? ", the menu and the form work by keyboard" : ""}${walks && name === "gallery" ? ", the lightbox works by keyboard" : ""}; text spacing breaks nothing`, async ({
      page,
    }) => {
      const t = interfaceTexts(lang)
      if (walks && name === "home") {
        await page.route(EMAIL_ENDPOINT, (route) => route.fulfill({ status: 500, body: "Internal Server Error", headers: CORS }))
      }
      await openPage(page, path)
      await expectReflows(page)

      if (walks && name === "home") {
        // The menu: opened, walked and closed by keyboard, its items all on the screen.
        const menuButton = page.getByRole("button", { name: t.frame.menuOpen })
        await tabTo(page, menuButton)
        await page.keyboard.press("Enter")
        const menu = page.getByRole("dialog", { name: t.frame.menuTitle })
        await expect(menu).toBeVisible()
        await expect(menu.getByRole("button", { name: t.frame.menuClose })).toBeFocused()
        await animationsDone(menu)
        expect(await unreadableText(page)).toEqual([])
        await page.keyboard.press("Escape")
        await expect(menu).toBeHidden()
        await expect(menuButton).toBeFocused()

        // The form: filled, sent and its failure shown, by keyboard; every field whole on the screen.
        await expect(page.getByRole("region", { name: t.form.toasterLabel })).toBeAttached()
        await contactField(page, "name", lang).focus()
        await page.keyboard.type("Ana Macuácua")
        await page.keyboard.press("Tab")
        await page.keyboard.type("ana@example.com")
        for (const field of ["phone", "company", "message"] as const) {
          await page.keyboard.press("Tab")
          await expect(contactField(page, field, lang)).toBeFocused()
        }
        await page.keyboard.type("Bom dia.")
        await page.keyboard.press("Tab")
        const submit = contactForm(page).getByRole("button", { name: t.form.submit })
        await expect(submit).toBeFocused()
        // A person's time on the form, waited for: no fake clock on this page, under which the
        // menu drawer's closing (checked in a frame callback) can hang (docs/TESTING.md, "Time").
        await page.waitForTimeout(MIN_FILL_MS)
        await page.keyboard.press("Enter")
        await expect(toast(page, t.form.failureTitle)).toBeInViewport()
        await expect(page.getByTestId("contact-fallback")).toBeFocused()
        await expectWithinWidth(
          page,
          (["name", "email", "phone", "company", "message"] as const).map((field) => contactField(page, field, lang)),
        )
        await expectReflows(page)
        // The toast is closed, as a visitor would, before the text spacing: it lies over the page on purpose.
        const failure = toast(page, t.form.failureTitle)
        await failure.getByRole("button", { name: t.form.toastClose }).click()
        await expect(failure).toBeHidden()
      }

      if (walks && name === "gallery") {
        const photos = readList("gallery.json", lang)
        const first = page.getByTestId("gallery-grid").getByRole("listitem").first().getByRole("link")
        await tabTo(page, first)
        await page.keyboard.press("Enter")
        const lightbox = page.getByRole("dialog")
        await expect(lightbox.getByRole("img", { name: photos[0].alt })).toBeVisible()
        await page.keyboard.press("ArrowRight")
        await expect(lightbox.getByTestId("lightbox-position")).toHaveText(
          fillTemplate(t.gallery.lightboxPosition, { position: 2, count: photos.length }),
        )
        // The photo, its caption and its controls fit the screen.
        await expectWithinWidth(page, [
          lightbox.getByRole("img", { name: photos[1].alt }),
          ...["lightboxClose", "lightboxPrevious", "lightboxNext"].map((label) =>
            lightbox.getByRole("button", { name: (t.gallery as Record<string, string>)[label] }),
          ),
        ])
        expect(await unreadableText(page)).toEqual([])
        await page.keyboard.press("Escape")
        await expect(lightbox).toBeHidden()
        await expect(first).toBeFocused()
      }

      if (name === "home") {
        // The slideshow paused, as a reader would: two slides caught in their cross-fade lie on one another.
        await page.getByRole("button", { name: t.hero.pauseLabel }).click()
        await animationsDone(page.getByRole("region", { name: t.hero.label }))
      }
      await applyTextSpacing(page)
      await expectReflows(page, { overlaps: true })
    })
  })
}
