// The brand colours at WCAG AA for every text pairing, hover included (the engines see only what a page shows).
import { gray, green, orange } from "../../../src/lib/palette"

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
    ["white on the header/footer green.800, and green.800 links on white", WHITE, green[800]],
    ["white on the splash green.900", WHITE, green[900]],
    ["green.100 on the splash green.900", green[100], green[900]],
    ["white on buttons green.600 (green.solid)", WHITE, green[600]],
    ["white on green.700", WHITE, green[700]],
    ["green.50 text on green.800 bands", green[50], green[800]],
    ["white on call-to-action orange.600", WHITE, orange[600]],
    ["white on orange.700 (hover), and orange.700 text on white", WHITE, orange[700]],
  ])("%s", (_label, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5)
  })
})
