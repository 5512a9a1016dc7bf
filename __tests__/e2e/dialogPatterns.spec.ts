/**
 * The site's two modal dialogs walked as the W3C ARIA Authoring Practices describe the pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/), by keyboard alone, in Portuguese,
 * asserting the accessibility tree (`toMatchAriaSnapshot`: roles, names, states):
 * the menu and the gallery's lightbox. The other patterns are patterns.spec.ts's.
 */
import { LANG_INFO, fillTemplate, otherLang, type Lang } from "../../src/i18n/languages"
import { ROUTES } from "../../src/i18n/routes"
import { readList } from "../data"
import { orange } from "../../src/lib/palette"
import { ariaItem, focusInside, focusRing, rgb, tabTo } from "./keyboard"
import { DESKTOP, MOBILE, interfaceTexts, openPage } from "./site"
import { expect, test } from "./siteTest"

// In Portuguese only: the English pages share its markup (__tests__/build/languages.test.ts), and
// english.spec.ts checks the English texts that only a browser shows.
const lang: Lang = "pt"
const t = interfaceTexts(lang)
const home = ROUTES.home[lang]
const gallery = ROUTES.gallery[lang]

test.describe(`APG dialog pattern by keyboard (${lang})`, () => {
  test.describe("menu: modal dialog", () => {
    test.use({ viewport: MOBILE })

    test("opens from its button, takes focus, keeps Tab inside, closes on Escape back to the button; a link inside closes it", async ({
      page,
    }) => {
      await openPage(page, home)
      // On a phone the button stands in for the navigation.
      await expect(page.getByRole("navigation", { name: t.frame.mainNavLabel })).toBeHidden()
      const button = page.getByRole("button", { name: t.frame.menuOpen })
      await tabTo(page, button)
      await expect(page.getByRole("banner")).toMatchAriaSnapshot(`
          - ${ariaItem("button", t.frame.menuOpen, "[expanded=false]")}
        `)
      await page.keyboard.press("Enter")
      const menu = page.getByRole("dialog", { name: t.frame.menuTitle })
      await expect(menu).toBeVisible()
      await expect(menu).toMatchAriaSnapshot(`
          - ${ariaItem("dialog", t.frame.menuTitle)}:
            - ${ariaItem("heading", t.frame.menuTitle, "[level=2]")}
            - ${ariaItem("button", t.frame.menuClose)}
            - ${ariaItem("navigation", t.frame.menuTitle)}:
              - list:
                - listitem:
                  - ${ariaItem("link", t.frame.nav.about)}
                - listitem:
                  - ${ariaItem("link", t.frame.nav.services)}
                - listitem:
                  - ${ariaItem("link", t.frame.nav.gallery)}
                - listitem:
                  - ${ariaItem("link", t.frame.nav.responsibility)}
                - listitem:
                  - ${ariaItem("link", t.frame.nav.contact)}
            - ${ariaItem("link", LANG_INFO[otherLang(lang)].name)}
        `)
      await expect(menu.getByRole("link", { name: LANG_INFO[otherLang(lang)].name })).toHaveAttribute("href", ROUTES.home[otherLang(lang)])
      await expect(menu).toHaveAttribute("aria-modal", "true")
      // The page behind: out of reach of the keyboard and of assistive technology (inert once the menu has painted).
      await expect(page.locator("main")).toHaveAttribute("inert", "")
      // Tab and Shift+Tab go round inside: the close button, the five items, the language link.
      const stops = 7
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press("Tab")
        expect(await focusInside(menu)).toBe(true)
      }
      await expect(menu.getByRole("button", { name: t.frame.menuClose })).toBeFocused()
      await page.keyboard.press("Shift+Tab")
      await expect(menu.getByRole("link", { name: LANG_INFO[otherLang(lang)].name })).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(menu).toBeHidden()
      await expect(button).toBeFocused()
      await expect(page.getByRole("banner")).toMatchAriaSnapshot(`
          - ${ariaItem("button", t.frame.menuOpen, "[expanded=false]")}
        `)

      // Reopened with Space, a link followed inside closes it and leads there.
      await page.keyboard.press(" ")
      await expect(menu).toBeVisible()
      await tabTo(page, menu.getByRole("link", { name: t.frame.nav.gallery }), { max: stops })
      await page.keyboard.press("Enter")
      await expect(page).toHaveURL(new RegExp(`${gallery}$`))
      await expect(menu).toBeHidden()
    })
  })

  test.describe("lightbox: modal dialog", () => {
    test.use({ viewport: DESKTOP })

    test(`opens on the photo, counts 'N ${lang === "pt" ? "de" : "of"} 29', moves by the arrows, keeps Tab inside, closes on Escape back to the photo`, async ({
      page,
    }) => {
      const photos = readList("gallery.json", lang)
      const counter = (index: number) => fillTemplate(t.gallery.lightboxPosition, { position: index + 1, count: photos.length })
      await openPage(page, gallery)
      const second = page.getByTestId("gallery-grid").getByRole("listitem").nth(1).getByRole("link")
      await tabTo(page, second)
      await page.keyboard.press("Enter")
      const lightbox = page.getByRole("dialog")
      await expect(lightbox).toMatchAriaSnapshot(`
          - ${ariaItem("dialog", photos[1].title)}:
            - ${ariaItem("img", photos[1].alt)}
            - ${ariaItem("button", t.gallery.lightboxClose)}
            - ${ariaItem("button", t.gallery.lightboxPrevious)}
            - ${ariaItem("button", t.gallery.lightboxNext)}
            - paragraph: ${JSON.stringify(photos[1].title)}
            - paragraph: ${JSON.stringify(counter(1))}
            - paragraph: ${JSON.stringify(photos[1].description)}
        `)
      await expect(lightbox).toHaveAttribute("aria-modal", "true")
      // The page behind: inert once the lightbox has painted (it lives in <main>: what is beside it).
      await expect(page.getByRole("banner")).toHaveAttribute("inert", "")
      expect(await focusInside(lightbox)).toBe(true)
      await page.keyboard.press("ArrowRight")
      await expect(lightbox).toMatchAriaSnapshot(`
          - ${ariaItem("dialog", photos[2].title)}:
            - ${ariaItem("img", photos[2].alt)}
        `)
      await expect(lightbox.getByTestId("lightbox-position")).toHaveText(counter(2))
      await page.keyboard.press("ArrowLeft")
      await page.keyboard.press("ArrowLeft")
      await page.keyboard.press("ArrowLeft")
      await expect(lightbox.getByTestId("lightbox-position")).toHaveText(counter(photos.length - 1))
      await expect(lightbox).toMatchAriaSnapshot(`
          - ${ariaItem("dialog", photos[photos.length - 1].title)}:
            - ${ariaItem("img", photos[photos.length - 1].alt)}
        `)
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab")
        expect(await focusInside(lightbox)).toBe(true)
        // The site's ring in a lighter orange, on the dark overlay (Lightbox.module.css).
        expect(await focusRing(page)).toEqual({ width: 3, colour: rgb(orange[300]) })
      }
      await page.keyboard.press("Escape")
      await expect(lightbox).toBeHidden()
      await expect(second).toBeFocused()
    })
  })
})
