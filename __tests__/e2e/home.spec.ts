// The home page: its sections' order and layout shifts, and the slideshow as the browser runs it. Its rotation and pause:
// patterns.spec.ts and __tests__/unit/hooks/useSlideshow.test.ts; what the page says: __tests__/build/routes.test.ts.
import { ROTATION_CONTROL_ATTRIBUTE } from "../../src/hooks/useSlideshow"
import { ROUTES, SECTION_IDS } from "../../src/i18n/routes"
import { readList } from "../data"
import { DESKTOP, IN_THE_BROWSER, MOBILE, installClock, interfaceTexts, openPage, pointerAway, watchLayoutShifts } from "./site"
import { offsetOf, splitPage } from "./slowLink"
import { expect, test } from "./siteTest"

const t = interfaceTexts()
const slides = readList("slides.json")
const SLIDE = `[aria-roledescription="${t.hero.slideRole}"]`
const CAROUSEL = `[aria-roledescription="${t.hero.carouselRole}"]`

test("on a desktop and on a phone, nothing shifts after load (CLS < 0.01); the sections come in order: header, hero, about, services, gallery, contact, footer", async ({
  page,
}) => {
  const layoutShifts = await watchLayoutShifts(page)
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport)
    await openPage(page, ROUTES.home.pt)
    await page.waitForLoadState("networkidle")
    expect(await layoutShifts(), `${viewport.width} px`).toBeLessThan(0.01)
    const order = await page.evaluate(
      (selectors) =>
        selectors.map((selector) => {
          const el = document.querySelector(selector)
          return el ? el.getBoundingClientRect().top + window.scrollY : -1
        }),
      ["header", CAROUSEL, `#${SECTION_IDS.about}`, `#${SECTION_IDS.services}`, "#galeria-destaque", `#${SECTION_IDS.contact}`, "footer"],
    )
    expect(order.every((top) => top >= 0)).toBe(true)
    expect(order.slice(1)).toEqual([...order.slice(1)].sort((a, b) => a - b))
    expect(order[0]).toBe(0)
  }
})

// Not turning with reduced motion: useSlideshow.test.ts; here, the browser's preference reaches it, and the CSS.
test("hero: with prefers-reduced-motion: no auto-rotation (it offers to play) and no animation; in forced colours (Windows high contrast) the current slide's dot is filled, the others hollow, each on the system's background", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await openPage(page, ROUTES.home.pt)
  await pointerAway(page)
  await expect(page.getByRole("button", { name: t.hero.playLabel })).toBeVisible()
  await page.getByRole("button", { name: t.hero.nextLabel }).click()
  expect(
    await page
      .locator(SLIDE)
      .nth(1)
      .evaluate((el) => getComputedStyle(el).transition),
  ).not.toContain("opacity 1s")

  await page.emulateMedia({ forcedColors: "active" })
  const dots = page.getByRole("group", { name: t.hero.dotsLabel }).getByRole("button")
  const colours = await dots.evaluateAll((buttons) =>
    buttons.map((button) => ({
      current: button.getAttribute("aria-current") === "true",
      behind: getComputedStyle(button).backgroundColor,
      mark: getComputedStyle(button.firstElementChild!).backgroundColor,
      ring: getComputedStyle(button.firstElementChild!).borderColor,
    })),
  )
  expect(colours.filter((dot) => dot.current)).toHaveLength(1)
  for (const { current, behind, mark, ring } of colours) {
    // Not see-through: the photo stays in forced colours.
    expect(behind).toMatch(/^rgb\(/)
    expect(ring).not.toBe(behind)
    if (current) expect(mark).toBe(ring)
    else expect(mark).not.toBe(ring)
  }
})

test(
  "the browser fetches the first slide's AVIF for the screen first; the other slides' photos come after it",
  IN_THE_BROWSER,
  async ({ page }) => {
    const requested: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "image") requested.push(new URL(request.url()).pathname)
    })
    await installClock(page)
    await page.goto(ROUTES.home.pt)
    const first = page.locator(SLIDE).first()
    await expect(first.locator("img[data-picture]")).toHaveJSProperty("complete", true)
    const firstSrcset = (await first.locator('picture source[type="image/avif"]').getAttribute("srcset")) ?? ""
    expect(firstSrcset).toContain(requested.find((url) => url.startsWith("/static/")))
    await expect(page.locator(`${SLIDE} img[data-picture]`)).toHaveCount(slides.length)
  },
)

test("hero, painted before its carousel's controls have arrived: their room is kept, the calls to action and the slide's text do not move when they come in, at any width", async ({
  page,
  baseURL,
}) => {
  // The home page cut at the end of the slides' container, before the controls (its last row).
  const cut = (html: string) => html.lastIndexOf("</div>", offsetOf(html, ROTATION_CONTROL_ATTRIBUTE)) + "</div>".length
  const slow = await splitPage(baseURL!, ROUTES.home.pt, cut)
  /** Where the contact call to action and the first slide's title are, on phones and desktops (below 368 px the controls take two lines). */
  const boxesAtWidths = async () => {
    const boxes = []
    for (const width of [1280, 768, 375, 360, 320]) {
      await page.setViewportSize({ width, height: 740 })
      const call = await page.locator("main").getByText(t.hero.contactButton, { exact: true }).boundingBox()
      boxes.push({ width, call, title: await page.locator(SLIDE).first().locator("h2").boundingBox() })
    }
    return boxes
  }
  try {
    await page.goto(`${slow.url}${ROUTES.home.pt}`, { waitUntil: "commit" })
    const controls = page.locator(`[${ROTATION_CONTROL_ATTRIBUTE}]`)
    await expect(page.locator(SLIDE)).toHaveCount(slides.length)
    await expect(controls).toHaveCount(0)
    const before = await boxesAtWidths()
    slow.release()
    await expect(controls).toHaveCount(1)
    expect(await boxesAtWidths()).toEqual(before)
  } finally {
    slow.close()
  }
})
