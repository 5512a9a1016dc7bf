/**
 * The site zoomed in: at 320 × 640 CSS px (a 1280 px wide window at 400 %, WCAG 1.4.10) every
 * template reflows into one column: nothing scrolls sideways and no text is cut off, also with the
 * menu or the lightbox open (how they work by keyboard: dialogPatterns.spec.ts). Then the
 * text-spacing styles of WCAG 1.4.12 go on the same page, and still nothing is cut off and no text is drawn over another. The home
 * page is also tried at 640 × 450 (a laptop at 200 %), and in English, whose texts are longer: the
 * English pages are the Portuguese templates (__tests__/build/languages.test.ts).
 *
 * One page load per case: each check runs in turn on it.
 */
import type { Page } from "@playwright/test"
import type { Lang } from "../../src/i18n/languages"
import { ROUTES, localizePath, type RouteName } from "../../src/i18n/routes"
import { readList } from "../data"
import { applyTextSpacing, expectWithinWidth, sidewaysOverflow, unreadableText } from "./layout"
import { animationsDone, interfaceTexts, openPage } from "./site"
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
    const opens = lang === "pt" && viewport === AT_400 && (name === "home" || name === "gallery")
    test(`${path} reflows${opens ? `, with its ${name === "home" ? "menu" : "lightbox"} open too` : ""}; text spacing breaks nothing`, async ({
      page,
    }) => {
      const t = interfaceTexts(lang)
      await openPage(page, path)
      await expectReflows(page)

      if (opens && name === "home") {
        await page.getByRole("button", { name: t.frame.menuOpen }).click()
        const menu = page.getByRole("dialog", { name: t.frame.menuTitle })
        await animationsDone(menu)
        expect(await unreadableText(page)).toEqual([])
        await page.keyboard.press("Escape")
        await expect(menu).toBeHidden()
      }

      if (opens && name === "gallery") {
        const photos = readList("gallery.json", lang)
        await page.getByTestId("gallery-grid").getByRole("listitem").first().getByRole("link").click()
        const lightbox = page.getByRole("dialog")
        await expect(lightbox.getByRole("img", { name: photos[0].alt })).toBeVisible()
        await expectWithinWidth(page, [
          lightbox.getByRole("img", { name: photos[0].alt }),
          ...["lightboxClose", "lightboxPrevious", "lightboxNext"].map((label) =>
            lightbox.getByRole("button", { name: (t.gallery as Record<string, string>)[label] }),
          ),
        ])
        expect(await unreadableText(page)).toEqual([])
        await page.keyboard.press("Escape")
        await expect(lightbox).toBeHidden()
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
