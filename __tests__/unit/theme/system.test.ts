/**
 * The Chakra system: brand colours at WCAG AA contrast for the text pairings the site
 * uses, and only the colour scales the site needs (each dropped scale is work the
 * system no longer does at start-up on a visitor's phone).
 */
import { gray, green, orange } from "../../../src/lib/palette"
import { system } from "../../../src/theme/system"

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}
const WHITE = "#ffffff"

describe("brand palette contrast (WCAG AA: 4.5:1 for body text)", () => {
  it.each([
    ["body text gray.900 on the page background gray.50", gray[900], gray[50]],
    ["muted text gray.700 on gray.50", gray[700], gray[50]],
    ["muted text gray.700 on white panels", gray[700], WHITE],
    ["white on the header/footer green.800", WHITE, green[800]],
    ["white on the splash green.900", WHITE, green[900]],
    ["green.100 on the splash green.900", green[100], green[900]],
    ["white on buttons green.600 (green.solid)", WHITE, green[600]],
    ["white on green.700", WHITE, green[700]],
    ["green.800 links on white", green[800], WHITE],
    ["green.50 text on green.800 bands", green[50], green[800]],
    ["white on call-to-action orange.600", WHITE, orange[600]],
    ["white on orange.700 (hover)", WHITE, orange[700]],
    ["orange.700 text on white", orange[700], WHITE],
  ])("%s", (_label, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5)
  })
})

describe("colour tokens", () => {
  const has = (token: string) => system.tokens.getByName(token) !== undefined

  it("keep the brand scales, red for errors and the semantic tokens the recipes use", () => {
    for (const token of [
      "colors.green.700",
      "colors.orange.600",
      "colors.gray.50",
      "colors.red.500",
      "colors.green.solid",
      "colors.red.solid",
      "colors.fg.error",
      "colors.bg.panel",
      "colors.border.info",
    ]) {
      expect(has(token)).toBe(true)
    }
    expect(system.tokens.getByName("colors.green.700")?.value).toBe(green[700])
  })

  it("leave out the scales the site never uses", () => {
    for (const token of [
      "colors.yellow.500",
      "colors.teal.500",
      "colors.purple.500",
      "colors.pink.500",
      "colors.cyan.500",
      "colors.teal.solid",
    ]) {
      expect(has(token)).toBe(false)
    }
  })
})

describe("global CSS every page carries", () => {
  const globalCss = JSON.stringify(system._global)

  it("has one colour scheme: no dark-mode copy of the semantic tokens", () => {
    expect(globalCss).not.toMatch(/\.dark/)
    expect(system.tokens.getByName("colors.bg")?.value).toBe("var(--chakra-colors-gray-50)")
    expect(system.tokens.getByName("colors.green.solid")?.value).toBe("var(--chakra-colors-green-600)")
  })

  it("keeps the keyframes the site's recipes animate with, and no others", () => {
    const keyframes = Object.keys(system._config.theme?.keyframes ?? {})
    // The drawer slides, the dialog and the toasts fade and scale.
    for (const name of ["fade-in", "fade-out", "slide-from-right-full", "slide-to-right-full", "scale-in", "scale-out"]) {
      expect(keyframes).toContain(name)
    }
    for (const name of ["bounce", "ping", "marqueeX", "circular-progress"]) {
      expect(keyframes).not.toContain(name)
    }
  })
})

describe("font tokens", () => {
  // CSS's generic families: each engine maps them to a font it has. A named family it lacks costs WebKit a
  // lookup per text style before its first paint (docs/PERFORMANCE.md).
  const GENERIC = new Set(["system-ui", "sans-serif", "serif", "monospace", "ui-sans-serif", "ui-monospace"])

  it.each(["fonts.body", "fonts.heading"])("%s names generic families only", (token) => {
    const families = String(system.tokens.getByName(token)?.value ?? "").split(",")
    expect(families.length).toBeGreaterThan(0)
    for (const family of families) expect(GENERIC).toContain(family.trim())
  })
})
