/**
 * Each interactive part of the site walked as the W3C ARIA Authoring Practices describe its
 * pattern, by keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, the arrows where the pattern
 * has them), in Portuguese; what a screen reader is told is asserted on the
 * accessibility tree (`toMatchAriaSnapshot`: roles, names, states), never on CSS classes.
 *
 *  - the hero slideshow: a carousel (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/);
 *  - the contact form: required fields, a failed send, the toasts' live region, the sending state.
 * The menu drawer and the lightbox: dialogPatterns.spec.ts. The language switch is a plain link,
 * marked with its language in the built HTML (__tests__/build/languages.test.ts); english.spec.ts
 * follows it.
 *
 * Every name comes from data/ in the page's language; ariaItem() writes it into the template.
 */
import { SLIDE_INTERVAL_MS } from "../../src/hooks/useSlideshow"
import { fillTemplate, type Lang } from "../../src/i18n/languages"
import { ROUTES, SECTION_IDS } from "../../src/i18n/routes"
import { orange } from "../../src/lib/palette"
import { readList } from "../data"
import { ariaItem, focusInside, focusRing, rgb, tabTo } from "./keyboard"
import {
  CORS,
  DESKTOP,
  EMAIL_ENDPOINT,
  contactField,
  contactForm,
  humanPause,
  installClock,
  interfaceTexts,
  openPage,
  pointerAway,
} from "./site"
import { expect, test } from "./siteTest"

// In Portuguese only: the English pages share its markup (__tests__/build/languages.test.ts), and
// english.spec.ts checks the English texts that only a browser shows.
const lang: Lang = "pt"
const t = interfaceTexts(lang)
const home = ROUTES.home[lang]

test.describe(`APG patterns by keyboard (${lang})`, () => {
  // The slideshow's 4 s and the form's minimum fill time are jumped over.
  test.beforeEach(({ page }) => installClock(page))

  test.describe("hero slideshow: carousel", () => {
    test.use({ viewport: DESKTOP })

    test("it turns every 4 s; the rotation control comes first; focus inside stops rotation; previous, next and the picker are named; the live region is polite only while stopped", async ({
      page,
    }) => {
      const slides = readList("slides.json", lang)
      const position = (index: number) => fillTemplate(t.hero.position, { position: index + 1, count: slides.length })
      /** The current slide's group, whichever it is: the slides turned while the keyboard came through the header. */
      const anySlide = new RegExp(fillTemplate(t.hero.position, { position: "\\d+", count: slides.length }))
      const goTo = (index: number) => fillTemplate(t.hero.goToSlide, { position: position(index), title: slides[index].title })
      await openPage(page, home)
      await pointerAway(page)
      const carousel = page.getByRole("region", { name: t.hero.label })
      await expect(carousel).toHaveAttribute("aria-roledescription", t.hero.carouselRole)
      const live = carousel.locator("[aria-live]")

      // The first stop of the keyboard inside the carousel is the rotation control.
      for (let i = 0; i < 40 && !(await focusInside(carousel)); i++) await page.keyboard.press("Tab")
      const rotation = carousel.getByRole("button", { name: t.hero.pauseLabel })
      await expect(rotation).toBeFocused()
      await expect(carousel).toMatchAriaSnapshot(`
          - ${ariaItem("region", t.hero.label)}:
            - ${ariaItem("group", anySlide)}:
              - ${ariaItem("heading", undefined, "[level=2]")}
            - ${ariaItem("button", t.hero.pauseLabel)}
            - ${ariaItem("button", t.hero.previousLabel)}
            - ${ariaItem("group", t.hero.dotsLabel)}:
              - ${ariaItem("button", goTo(0))}
              - ${ariaItem("button", goTo(1))}
              - ${ariaItem("button", goTo(2))}
              - ${ariaItem("button", goTo(3))}
            - ${ariaItem("button", t.hero.nextLabel)}
        `)
      for (const slide of await carousel.getByTestId("hero-slide").all())
        await expect(slide).toHaveAttribute("aria-roledescription", t.hero.slideRole)
      // On the rotation control it still turns, and the slides' region is silent.
      await expect(live).toHaveAttribute("aria-live", "off")
      const current = () =>
        carousel.getByTestId("hero-slide").evaluateAll((all) => all.findIndex((slide) => slide.hasAttribute("data-current")))
      const shown = await current()
      await page.clock.runFor(SLIDE_INTERVAL_MS + 100)
      await expect(carousel.getByRole("group", { name: position((shown + 1) % slides.length) })).toBeVisible()
      // …with a 1 s cross-fade (none with reduced motion: home.spec.ts).
      expect(
        await carousel
          .getByTestId("hero-slide")
          .first()
          .evaluate((el) => getComputedStyle(el).transition),
      ).toContain("opacity 1s")

      // Focus on "previous": rotation stops and the slides' region is polite; Enter moves one back.
      await page.keyboard.press("Tab")
      await expect(carousel.getByRole("button", { name: t.hero.previousLabel })).toBeFocused()
      await expect(live).toHaveAttribute("aria-live", "polite")
      const before = await current()
      await page.keyboard.press("Enter")
      const back = position((before + slides.length - 1) % slides.length)
      await expect(carousel.getByRole("group", { name: back })).toBeVisible()
      await page.clock.runFor(2 * SLIDE_INTERVAL_MS)
      await expect(carousel.getByRole("group", { name: back })).toBeVisible()
      // The picker: Tab to the third slide's button, Space shows it, and it is marked current.
      await tabTo(page, carousel.getByRole("button", { name: goTo(2) }), { max: slides.length })
      await page.keyboard.press(" ")
      await expect(carousel.getByRole("group", { name: position(2) })).toBeVisible()
      await expect(carousel.getByRole("button", { name: goTo(2) })).toHaveAttribute("aria-current", "true")
      await tabTo(page, carousel.getByRole("button", { name: t.hero.nextLabel }), { max: slides.length })
      await page.keyboard.press("Enter")
      await expect(carousel.getByRole("group", { name: position(3) })).toBeVisible()

      // Back on the rotation control (Shift+Tab): Enter stops it for good; its name says so.
      await tabTo(page, carousel.getByRole("button", { name: t.hero.pauseLabel }), { back: true, max: slides.length + 3 })
      await page.keyboard.press("Enter")
      await expect(carousel).toMatchAriaSnapshot(`
          - ${ariaItem("button", t.hero.playLabel)}
        `)
      await expect(live).toHaveAttribute("aria-live", "polite")
      await page.keyboard.press("Shift+Tab")
      await page.clock.runFor(2 * SLIDE_INTERVAL_MS)
      await expect(carousel.getByRole("group", { name: position(3) })).toBeVisible()

      // The pointer over the slides stops it too.
      await tabTo(page, carousel.getByRole("button", { name: t.hero.playLabel }))
      await page.keyboard.press(" ")
      await expect(live).toHaveAttribute("aria-live", "off")
      await page.keyboard.press("Shift+Tab")
      const box = (await carousel.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3)
      await expect(live).toHaveAttribute("aria-live", "polite")
      await page.clock.runFor(2 * SLIDE_INTERVAL_MS)
      await expect(carousel.getByRole("group", { name: position(3) })).toBeVisible()
    })
  })

  test.describe("contact form", () => {
    test.use({ viewport: DESKTOP })

    test("required fields are announced; the sending state is exposed; a failed send takes focus to the way out and is announced in the toasts' live region", async ({
      page,
    }) => {
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route(EMAIL_ENDPOINT, async (route) => {
        await released
        await route.fulfill({ status: 500, body: "Internal Server Error", headers: CORS })
      })
      await openPage(page, `${home}#${SECTION_IDS.contact}`)
      const form = contactForm(page)
      await expect(page.getByRole("region", { name: t.form.toasterLabel })).toBeAttached()
      // From the section's link in the header, then into the form.
      await tabTo(page, contactField(page, "name", lang), { max: 80 })
      await expect(form).toMatchAriaSnapshot(`
          - paragraph: ${JSON.stringify(t.form.required)}
          - ${ariaItem("textbox", t.form.name)}
          - ${ariaItem("textbox", t.form.email)}
          - ${ariaItem("textbox", `${t.form.phone} ${t.form.optional}`)}
          - ${ariaItem("textbox", `${t.form.company} ${t.form.optional}`)}
          - ${ariaItem("textbox", t.form.message)}
          - ${ariaItem("button", t.form.submit)}
        `)
      // The required ones say so to a screen reader (required); the optional ones in their name.
      for (const field of ["name", "email", "message"] as const)
        await expect(contactField(page, field, lang)).toHaveAttribute("required", "")
      for (const field of ["phone", "company"] as const) await expect(contactField(page, field, lang)).not.toHaveAttribute("required")
      await page.keyboard.type("Ana Macuácua")
      await page.keyboard.press("Tab")
      await page.keyboard.type("ana@example.com")
      await tabTo(page, contactField(page, "message", lang), { max: 3 })
      await page.keyboard.type("Bom dia.")
      await page.keyboard.press("Tab")
      await humanPause(page)
      await page.keyboard.press("Enter")
      // Sending: the form is busy and its button says so, disabled.
      await expect(form).toHaveAttribute("aria-busy", "true")
      await expect(form).toMatchAriaSnapshot(`
          - ${ariaItem("button", t.form.sending, "[disabled]")}
        `)
      release()
      // The failure: announced in the toasts' polite region, and focus on the way out.
      const toasts = page.getByRole("region", { name: t.form.toasterLabel })
      await expect(toasts).toHaveAttribute("aria-live", "polite")
      await expect(toasts).toMatchAriaSnapshot(`
          - ${ariaItem("region", t.form.toasterLabel)}:
            - ${ariaItem("status", t.form.failureTitle)}
        `)
      const fallback = page.getByRole("group", { name: t.form.fallbackHeading })
      await expect(fallback).toBeFocused()
      await expect(fallback).toMatchAriaSnapshot(`
          - ${ariaItem("group", t.form.fallbackHeading)}:
            - ${ariaItem("link", t.form.fallbackEmail)}
            - ${ariaItem("link", t.form.fallbackWhatsapp)}
        `)
      await expect(form).toHaveAttribute("aria-busy", "false")
    })
  })
})

test.describe("focus is never hidden", () => {
  test.use({ viewport: DESKTOP })

  test("walking the home page back from its end by Shift+Tab, each control that takes focus shows a ring and is in view, not under the fixed header (WCAG 2.4.7, 2.4.11)", async ({
    page,
  }) => {
    await openPage(page, ROUTES.home.pt)
    // From the end of the page upwards: what the browser scrolls back into view comes in at the top, under the header.
    await page.locator("footer a").last().focus()
    const hidden: string[] = []
    const unmarked: string[] = []
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Shift+Tab")
      const state = await page.evaluate(async () => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return "none"
        const name = `${el.tagName} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40)}`
        // Drawn on top where it is (the header's controls, the skip link), or whole between the header and the screen's foot.
        const isSeen = () => {
          const box = el.getBoundingClientRect()
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          const headerBottom = document.querySelector("header")!.getBoundingClientRect().bottom
          return (hit && el.contains(hit)) || (box.top >= headerBottom - 1 && box.bottom <= window.innerHeight + 1)
        }
        // The page scrolls smoothly (scroll-behavior), and on a busy machine the main thread can see
        // the same scroll position for a frame or two mid-scroll: judged each frame until seen, for
        // up to a second. Going up, a control comes in from above, through the header's band, so
        // one that ends under the header is never seen on the way.
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
        const until = performance.now() + 1000
        let seen: boolean
        do {
          await frame()
          seen = !!isSeen()
        } while (!seen && performance.now() < until)
        return { seen, name }
      })
      if (state === "none") break
      if (!state.seen) hidden.push(state.name)
      // The focus ring: the site's :focus-visible outline (FOCUS_RING), at least 2 px, in its orange.
      const ring = await focusRing(page)
      if (!ring || ring.width < 2 || ring.colour !== rgb(orange[500])) unmarked.push(`${state.name} (${JSON.stringify(ring)})`)
    }
    expect(hidden).toEqual([])
    expect(unmarked).toEqual([])
  })
})
