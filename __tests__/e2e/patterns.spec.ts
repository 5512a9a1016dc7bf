// The hero's carousel walked by keyboard as the W3C ARIA Authoring Practices describe it (toMatchAriaSnapshot), in Portuguese
// (the English pages share the markup: __tests__/build/languages.test.ts); the home page's accessibility, focus never hidden.
import { SLIDE_INTERVAL_MS } from "../../src/hooks/useSlideshow"
import { fillTemplate } from "../../src/i18n/languages"
import { ROUTES } from "../../src/i18n/routes"
import { orange } from "../../src/lib/palette"
import { readList } from "../data"
import {
  expectNoAccessibilityViolations,
  installClock,
  interfaceTexts,
  openPage,
  pointerAway,
  ariaItem,
  focusInside,
  focusRing,
  rgb,
  tabTo,
} from "./site"
import { expect, test } from "./siteTest"

const t = interfaceTexts()

test("hero carousel: it turns every 4 s; the rotation control comes first; focus inside stops rotation; previous, next and the picker are named; the live region is polite only while stopped", async ({
  page,
}) => {
  await installClock(page)
  const slides = readList("slides.json")
  const position = (index: number) => fillTemplate(t.hero.position, { position: index + 1, count: slides.length })
  const anySlide = new RegExp(fillTemplate(t.hero.position, { position: "\\d+", count: slides.length }))
  const goTo = (index: number) => fillTemplate(t.hero.goToSlide, { position: position(index), title: slides[index].title })
  await openPage(page, ROUTES.home.pt)
  await pointerAway(page)
  const carousel = page.getByRole("region", { name: t.hero.label })
  await expect(carousel).toHaveAttribute("aria-roledescription", t.hero.carouselRole)
  const live = carousel.locator("[aria-live]")

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

  // Focus on "previous": rotation stops (the slides' region is polite: useSlideshow.test.ts has it stay); Enter moves one back.
  await page.keyboard.press("Tab")
  await expect(carousel.getByRole("button", { name: t.hero.previousLabel })).toBeFocused()
  await expect(live).toHaveAttribute("aria-live", "polite")
  const before = await current()
  await page.keyboard.press("Enter")
  const back = position((before + slides.length - 1) % slides.length)
  await expect(carousel.getByRole("group", { name: back })).toBeVisible()
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

  // The pointer over the slides stops it too (that it then stays: useSlideshow.test.ts).
  await tabTo(page, carousel.getByRole("button", { name: t.hero.playLabel }))
  await page.keyboard.press(" ")
  await expect(live).toHaveAttribute("aria-live", "off")
  await page.keyboard.press("Shift+Tab")
  const box = (await carousel.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3)
  await expect(live).toHaveAttribute("aria-live", "polite")
})

test("the home page has no accessibility violations, and focus is never hidden: walking it back from its end by Shift+Tab, each control that takes focus shows a ring and is in view, not under the fixed header (WCAG 2.4.7, 2.4.11)", async ({
  page,
}) => {
  await openPage(page, ROUTES.home.pt)
  // The page's accessibility first, the slideshow paused (IBM's engine rightly finds a slide caught mid-fade unreadable).
  await page.getByRole("button", { name: t.hero.pauseLabel }).click()
  await expectNoAccessibilityViolations(page)
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
      // The page scrolls smoothly: judged each frame for up to a second (coming in from above, one left under the header is never seen).
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
