import { SHOW_SECTIONS_ATTRIBUTE, scrollToSection } from "../../../src/browser/scroll"
import { SECTION_IDS } from "../../../src/i18n/routes"

/** Whether every section was shown (laid out) at the moment the browser was asked to scroll. */
let shownWhenScrolled: boolean[] = []

beforeEach(() => {
  jest.useFakeTimers()
  shownWhenScrolled = []
  Element.prototype.scrollIntoView = jest.fn(() => {
    shownWhenScrolled.push(document.documentElement.hasAttribute(SHOW_SECTIONS_ATTRIBUTE))
  })
  document.body.innerHTML = `<section id="${SECTION_IDS.services}"></section>`
})

afterEach(() => {
  jest.useRealTimers()
  document.documentElement.removeAttribute(SHOW_SECTIONS_ATTRIBUTE)
})

/** The next frame's rendering, then a task after it. */
const renderFrame = () => jest.advanceTimersByTime(50)

const setWidth = (width: number) => Object.defineProperty(window, "innerWidth", { configurable: true, value: width })

describe("the home page's sections, skipped off screen at their remembered size", () => {
  it("are shown before a scroll that would pass over sizes not yet remembered, and not once they are", () => {
    setWidth(375)
    expect(scrollToSection(SECTION_IDS.services)).toBe(true)
    renderFrame()
    // Remembered at 375 px: the next scroll needs no layout of the whole page.
    expect(scrollToSection(SECTION_IDS.services)).toBe(true)
    // The phone turned: the remembered sizes no longer hold.
    setWidth(740)
    expect(scrollToSection(SECTION_IDS.services)).toBe(true)
    expect(shownWhenScrolled).toEqual([true, false, true])
  })
})
