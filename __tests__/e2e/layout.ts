/**
 * What a person zoomed in, or reading with their own text spacing, would find broken, measured in
 * the page: sideways scrolling (WCAG 1.4.10), text cut off by a box or the screen's edge, and text
 * drawn over other text (WCAG 1.4.12), and parts that do not fit the screen's width. The text
 * probes run over every text node the page shows.
 */
import { expect, type Locator, type Page } from "@playwright/test"

/**
 * The styles of the WCAG 1.4.12 text-spacing bookmarklet (Steve Faulkner's, as the W3C's
 * understanding document uses it): line height 1.5, 2 em after paragraphs, letter spacing
 * 0.12 em, word spacing 0.16 em, on everything, over the site's own.
 */
export const TEXT_SPACING_CSS =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }"

/** Puts the text-spacing styles on the page, as the bookmarklet does (a stylesheet the page's policy cannot refuse: DevTools adds it). */
export async function applyTextSpacing(page: Page) {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, TEXT_SPACING_CSS)
  // One frame for the layout to follow.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** The page scrolls sideways: by how many CSS px its content is wider than the viewport (0 when it does not). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth)

/** Each of `parts` lies within the screen's width, neither off its left edge nor past its right. */
export async function expectWithinWidth(page: Page, parts: Locator[]) {
  const width = page.viewportSize()!.width
  for (const part of parts) {
    const box = (await part.boundingBox())!
    expect(box.x, `${part}`).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, `${part}`).toBeLessThanOrEqual(width)
  }
}

export interface LayoutProblem {
  problem: "clipped" | "off-screen" | "overlaps" | "scrolls sideways"
  text: string
  /** The other text, for an overlap; the clipping box, for a clip. */
  other?: string
}

/**
 * Text the page shows that a person cannot read whole: cut off by a box that hides its overflow
 * (or that scrolls it sideways), past the left or right edge of the screen, or, with
 * `overlaps`, drawn over another text. Text hidden on purpose is left out: not shown
 * (display, visibility, opacity 0, `hidden`), or visually hidden for screen readers (a clipped
 * box 1 px or less across).
 */
export function unreadableText(page: Page, { overlaps = false } = {}): Promise<LayoutProblem[]> {
  return page.evaluate((checkOverlaps) => {
    const problems: LayoutProblem[] = []
    const short = (text: string | null | undefined) => (text ?? "").trim().replace(/\s+/g, " ").slice(0, 60)
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.split(" ")[0]}` : ""}`
    const hides = (style: CSSStyleDeclaration, axis: "x" | "y") => {
      const value = axis === "x" ? style.overflowX : style.overflowY
      return value !== "visible"
    }
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
    // Cards far from the screen (content-visibility: auto) are laid out only as they near it, and
    // keep meanwhile the size they last had: all are laid out here, as each is once scrolled to.
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
          if (!hides(style, "x") && !hides(style, "y")) continue
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
          const a = all[i]
          const b = all[j]
          if (a.node === b.node) continue
          const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
          const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
          if (x > 2 && y > 2) problems.push({ problem: "overlaps", text: short(a.node.textContent), other: short(b.node.textContent) })
        }
    }
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== layOutAll)
    // One line per text and problem.
    const seen = new Set<string>()
    return problems.filter((p) => {
      const key = JSON.stringify(p)
      return !seen.has(key) && !!seen.add(key)
    })
  }, overlaps)
}
