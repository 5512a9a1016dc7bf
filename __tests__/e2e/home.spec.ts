/**
 * The home page in a browser: the order of its sections, its layout shifts, the hero's buttons and
 * the slideshow as the browser runs it (its CSS cross-fade, reduced motion, focus, the photo the
 * browser picks). The slideshow's logic is tested with fake timers in
 * __tests__/unit/components/home/Hero.test.tsx; what the page says, in its built HTML
 * (__tests__/build/routes.test.ts).
 */
import { expect, test, type Page } from "@playwright/test"
import { fillTemplate } from "../../src/i18n/languages"
import { SLIDE_INTERVAL_MS } from "../../src/hooks/useSlideshow"
import { readList } from "../data"
import { SPEC } from "../spec"
import { DESKTOP, MOBILE, expectNoAxeViolations, expectSectionHeadingBelowHeader, installClock, interfaceTexts, openPage } from "./site"

const t = interfaceTexts()
const slides = readList("slides.json")
const position = (index: number) => fillTemplate(t.hero.position, { position: index + 1, count: slides.length })
const currentSlideLabel = (page: Page) => page.locator('[aria-roledescription="slide"]:not([aria-hidden])').getAttribute("aria-label")
const hero = (page: Page) => page.getByRole("region", { name: t.hero.label })
/** Keeps the pointer off the slides (hovering them stops the rotation). */
const pointerAway = (page: Page) => page.mouse.move(0, 790)

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`home page at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test("sections come in order: header, hero, sobre, servicos, gallery teaser, contato, footer; no axe violation", async ({ page }) => {
      await openPage(page, "/")
      const order = await page.evaluate(() =>
        ["header", '[aria-roledescription="carrossel"]', "#sobre", "#servicos", "#galeria-destaque", "#contato", "footer"].map(
          (selector) => {
            const el = document.querySelector(selector)
            return el ? el.getBoundingClientRect().top + window.scrollY : -1
          },
        ),
      )
      expect(order.every((top) => top >= 0)).toBe(true)
      expect(order.slice(1)).toEqual([...order.slice(1)].sort((a, b) => a - b))
      expect(order[0]).toBe(0)
      await expectNoAxeViolations(page)
    })

    test("nothing shifts after load (CLS < 0.01)", async ({ page }) => {
      await page.addInitScript(() => {
        ;(window as any).__cls = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as any[]) if (!entry.hadRecentInput) (window as any).__cls += entry.value
        }).observe({ type: "layout-shift", buffered: true })
      })
      await openPage(page, "/")
      await page.waitForLoadState("networkidle")
      expect(await page.evaluate(() => (window as any).__cls)).toBeLessThan(0.01)
    })
  })
}

test.describe("hero", () => {
  // The slideshow's 4 s are jumped over.
  test.beforeEach(({ page }) => installClock(page))
  test.use({ viewport: DESKTOP })

  test("its buttons scroll to services and contact, the down arrow to about; 'Solicitar Orçamento' to contact", async ({ page }) => {
    await openPage(page, "/")
    await hero(page).getByRole("link", { name: SPEC.heroButtons.services }).click()
    await expectSectionHeadingBelowHeader(page, "servicos")
    await page.locator("#servicos").getByRole("link", { name: SPEC.servicesCta }).click()
    await expectSectionHeadingBelowHeader(page, "contato")
    await page.evaluate(() => window.scrollTo(0, 0))
    await hero(page).getByRole("link", { name: SPEC.heroButtons.contact }).click()
    await expectSectionHeadingBelowHeader(page, "contato")
    await page.evaluate(() => window.scrollTo(0, 0))
    await hero(page).getByRole("link", { name: t.hero.scrollDownLabel }).click()
    await expectSectionHeadingBelowHeader(page, "sobre")
  })

  test("advances on its own every 4 s with a 1 s cross-fade; pause holds it, play restarts it", async ({ page }) => {
    await openPage(page, "/")
    await pointerAway(page)
    expect(await currentSlideLabel(page)).toBe(position(0))
    const transition = await page
      .locator('[aria-roledescription="slide"]')
      .first()
      .evaluate((el) => getComputedStyle(el).transition)
    expect(transition).toContain("opacity 1s")
    await page.clock.runFor(SLIDE_INTERVAL_MS + 100)
    await expect.poll(() => currentSlideLabel(page)).toBe(position(1))
    await page.getByRole("button", { name: t.hero.pauseLabel }).click()
    await pointerAway(page)
    await page.locator("body").focus()
    await page.clock.runFor(2 * SLIDE_INTERVAL_MS)
    expect(await currentSlideLabel(page)).toBe(position(1))
    await page.getByRole("button", { name: t.hero.playLabel }).click()
    await pointerAway(page)
    await page.clock.runFor(SLIDE_INTERVAL_MS + 100)
    await expect.poll(() => currentSlideLabel(page)).toBe(position(2))
  })

  test("rotation stops while keyboard focus is inside the carousel, or the pointer hovers the slides", async ({ page }) => {
    await openPage(page, "/")
    await pointerAway(page)
    await page.getByRole("button", { name: t.hero.nextLabel }).focus()
    await page.clock.runFor(2 * SLIDE_INTERVAL_MS)
    expect(await currentSlideLabel(page)).toBe(position(0))
    await page.locator("body").focus()
    await page.mouse.move(640, 300)
    await page.clock.runFor(2 * SLIDE_INTERVAL_MS)
    expect(await currentSlideLabel(page)).toBe(position(0))
  })

  test("with prefers-reduced-motion: no auto-rotation and no animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await openPage(page, "/")
    await pointerAway(page)
    await expect(page.getByRole("button", { name: t.hero.playLabel })).toBeVisible()
    await page.clock.runFor(2 * SLIDE_INTERVAL_MS)
    expect(await currentSlideLabel(page)).toBe(position(0))
    await page.getByRole("button", { name: t.hero.nextLabel }).click()
    const transition = await page
      .locator('[aria-roledescription="slide"]')
      .nth(1)
      .evaluate((el) => getComputedStyle(el).transition)
    expect(transition).not.toContain("opacity 1s")
  })

  test("the browser fetches the first slide's AVIF for the screen first; the other slides' photos come after it", async ({ page }) => {
    const requested: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "image") requested.push(new URL(request.url()).pathname)
    })
    await installClock(page)
    await page.goto("/")
    const first = page.locator('[aria-roledescription="slide"]').first()
    await expect(first.locator("img[data-picture]")).toHaveJSProperty("complete", true)
    const firstSrcset = (await first.locator('picture source[type="image/avif"]').getAttribute("srcset")) ?? ""
    expect(firstSrcset).toContain(requested.find((url) => url.startsWith("/static/")))
    await expect(page.locator('[aria-roledescription="slide"] img[data-picture]')).toHaveCount(slides.length)
  })
})
