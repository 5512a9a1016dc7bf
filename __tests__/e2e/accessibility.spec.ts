// Three engines (`expectNoAccessibilityViolations`) per template and state, in the flows of patterns, dialogPatterns, frame, contact,
// galleryPages, routes, beforeScripts; here the responsibility page, and each template zoomed (WCAG 1.4.10, 1.4.12), see below.
import type { Page } from "@playwright/test"
import type { Lang } from "../../src/i18n/languages"
import { ROUTES, SECTION_IDS, localizePath, sectionHref, type RouteName } from "../../src/i18n/routes"
import { readData, readList } from "../data"
import { animationsDone, expectNoAccessibilityViolations, interfaceTexts, openPage } from "./site"
import { expect, test } from "./siteTest"

const responsibility = readData("responsibility.json")

/** WCAG 1.4.12's text spacing, as Steve Faulkner's bookmarklet (the W3C's understanding document's) puts it over the site's styles. */
const TEXT_SPACING_CSS =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }"

/** Puts the text-spacing styles on the page, as the bookmarklet does (a stylesheet the page's policy cannot refuse: DevTools adds it). */
async function applyTextSpacing(page: Page) {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, TEXT_SPACING_CSS)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth)

type LayoutProblem = { problem: "clipped" | "off-screen" | "overlaps" | "scrolls sideways"; text: string; other?: string }

/** Text shown that cannot be read whole: clipped, scrolled sideways, off-screen, or with `overlaps` drawn over another text. */
function unreadableText(page: Page, { overlaps = false } = {}): Promise<LayoutProblem[]> {
  return page.evaluate((checkOverlaps) => {
    const problems: LayoutProblem[] = []
    const short = (text: string | null | undefined) => (text ?? "").trim().replace(/\s+/g, " ").slice(0, 60)
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.split(" ")[0]}` : ""}`
    const visuallyHidden = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement) {
        const style = getComputedStyle(a)
        const box = a.getBoundingClientRect()
        // Chakra's visually hidden: clipped to nothing (clip applies to a positioned box), or a box of 1 px.
        if (style.clip !== "auto" && ["absolute", "fixed"].includes(style.position)) return true
        if ((style.overflow !== "visible" || style.clipPath !== "none") && (box.width <= 1 || box.height <= 1)) return true
      }
      return false
    }
    // Cards far from the screen (content-visibility: auto) keep a stand-in size until laid out: all are laid out here.
    const layOutAll = new CSSStyleSheet()
    layOutAll.replaceSync("* { content-visibility: visible !important; }")
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, layOutAll]
    const texts: { node: Text; rects: DOMRect[] }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const viewportWidth = document.documentElement.clientWidth
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const el = node.parentElement
      if (!el || !node.textContent?.trim() || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(el.tagName)) continue
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || visuallyHidden(el)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0.5 && rect.height > 0.5)
      if (rects.length === 0) continue
      texts.push({ node, rects })
      const text = short(node.textContent)
      for (const rect of rects) {
        if (rect.left < -1 || rect.right > viewportWidth + 1) problems.push({ problem: "off-screen", text })
        for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
          const style = getComputedStyle(a)
          if (style.overflowX === "visible" && style.overflowY === "visible") continue
          const box = a.getBoundingClientRect()
          const scrollsX = ["auto", "scroll"].includes(style.overflowX) && a.scrollWidth > a.clientWidth + 1 && a !== document.body
          if (scrollsX) problems.push({ problem: "scrolls sideways", text, other: describe(a) })
          const clipsX = ["hidden", "clip"].includes(style.overflowX)
          const clipsY = ["hidden", "clip"].includes(style.overflowY)
          if (
            (clipsX && (rect.left < box.left - 1 || rect.right > box.right + 1)) ||
            (clipsY && (rect.top < box.top - 1 || rect.bottom > box.bottom + 1))
          )
            problems.push({ problem: "clipped", text, other: describe(a) })
        }
      }
    }
    if (checkOverlaps) {
      const all = texts.flatMap(({ node, rects }) => rects.map((rect) => ({ node, rect })))
      for (let i = 0; i < all.length; i++)
        for (let j = i + 1; j < all.length; j++) {
          const [a, b] = [all[i], all[j]]
          if (a.node === b.node) continue
          const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
          const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
          if (x > 2 && y > 2) problems.push({ problem: "overlaps", text: short(a.node.textContent), other: short(b.node.textContent) })
        }
    }
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== layOutAll)
    return [...new Set(problems.map((problem) => JSON.stringify(problem)))].map((problem) => JSON.parse(problem) as LayoutProblem)
  }, overlaps)
}

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
    test(`${path} reflows${opens ? `, with its ${name === "home" ? "menu" : "lightbox"} open too` : ""}; text spacing breaks nothing${name === "responsibility" ? "; no accessibility violations, and its call to action leads to the contact section" : ""}`, async ({
      page,
    }) => {
      const t = interfaceTexts(lang)
      await openPage(page, path)
      await expectReflows(page)
      if (name === "responsibility") await expectNoAccessibilityViolations(page)

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
        // The photo and its buttons lie within the screen's width.
        for (const part of [
          lightbox.getByRole("img", { name: photos[0].alt }),
          ...[t.gallery.lightboxClose, t.gallery.lightboxPrevious, t.gallery.lightboxNext].map((name) =>
            lightbox.getByRole("button", { name }),
          ),
        ]) {
          const box = (await part.boundingBox())!
          expect([box.x >= 0, box.x + box.width <= viewport.width], `${part}`).toEqual([true, true])
        }
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

      if (name === "responsibility") {
        const link = page.getByRole("region", { name: responsibility.cta.heading }).getByRole("link", { name: responsibility.cta.label })
        await expect(link).toHaveAttribute("href", sectionHref(SECTION_IDS.contact))
        await link.click()
        await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${ROUTES.home.pt}(#${SECTION_IDS.contact})?$`))
        await expect(page.locator(`#${SECTION_IDS.contact}`)).toBeInViewport()
      }
    })
  })
}
