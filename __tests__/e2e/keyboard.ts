/**
 * Walking the site by keyboard, and asserting what the accessibility tree says: shared by the
 * pattern specs (patterns.spec.ts, dialogPatterns.spec.ts) and reflow.spec.ts.
 */
import type { Locator, Page } from "@playwright/test"

/**
 * One node of a `toMatchAriaSnapshot` template, quoted for its YAML: the role, the accessible
 * name (any text: quotes, colons; or a pattern) and states such as "[expanded=false]", "[level=2]"
 * or "[disabled]".
 */
export const ariaItem = (role: string, name?: string | RegExp, states = "") => {
  const quoted = name === undefined ? "" : name instanceof RegExp ? `/${name.source}/` : JSON.stringify(name)
  const line = [role, quoted, states].filter(Boolean).join(" ")
  return `'${line.replace(/'/g, "''")}'`
}

/** Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times: it is reachable by keyboard in that direction. */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab")
    if (await target.evaluate((el) => el === document.activeElement)) return i + 1
  }
  throw new Error(`not reached by ${max} presses of ${back ? "Shift+Tab" : "Tab"}`)
}

/** The element with focus is inside `container`. */
export const focusInside = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement))

/** A palette colour ("#e2501c", src/lib/palette.ts) as getComputedStyle gives it ("rgb(226, 80, 28)"). */
export const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`

/** The focused element's focus ring, if it shows one: its outline's width in px and its colour ("rgb(226, 80, 28)"); else null. */
export const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || !el.matches(":focus-visible")) return null
    const style = getComputedStyle(el)
    return style.outlineStyle === "none" ? null : { width: parseFloat(style.outlineWidth), colour: style.outlineColor }
  })
