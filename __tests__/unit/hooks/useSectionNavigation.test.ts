import { renderHook } from "@testing-library/react"
import { navigate } from "gatsby"
import { SCROLL_AFTER_NAVIGATE_MS, useSectionNavigation } from "../../../src/hooks/useSectionNavigation"
import { SECTION_IDS } from "../../../src/i18n/routes"
import { mockMatchMedia } from "../helpers"

const scrollIntoView = jest.fn()

function addSection(id: string) {
  const section = document.createElement("section")
  section.id = id
  section.scrollIntoView = scrollIntoView
  document.body.append(section)
  return section
}

beforeEach(() => {
  jest.useFakeTimers()
  scrollIntoView.mockClear()
  ;(navigate as jest.Mock).mockClear()
  document.body.innerHTML = ""
  mockMatchMedia(false)
})
afterEach(() => {
  jest.useRealTimers()
  window.history.replaceState(null, "", "/")
})

// In a browser (frame.spec.ts): the section links from / and from another route, each section's heading
// clear of the header, and the mobile menu's items leaving focus on the menu button.
describe("section ids", () => {
  const ids = Object.values(SECTION_IDS)

  it("name one section each, so every section link lands on its own section", () => {
    expect(new Set(ids).size).toBe(ids.length)
    const sections = ids.map(addSection)
    const { result } = renderHook(() => useSectionNavigation())
    for (const [i, id] of ids.entries()) {
      result.current(id)
      expect(document.activeElement).toBe(sections[i])
    }
  })
})

describe("useSectionNavigation", () => {
  it('on "/" scrolls smoothly to the section at once and focuses it', () => {
    const section = addSection("servicos")
    const { result } = renderHook(() => useSectionNavigation())
    result.current("servicos")
    expect(navigate).not.toHaveBeenCalled()
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" })
    expect(document.activeElement).toBe(section)
  })

  it("jumps without animation when reduced motion is preferred", () => {
    mockMatchMedia(true)
    addSection("sobre")
    const { result } = renderHook(() => useSectionNavigation())
    result.current("sobre")
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" })
  })

  it("keeps looking for the section, once per wait, while the home page is still rendering, and scrolls once", () => {
    window.history.replaceState(null, "", "/responsabilidade-social")
    const { result } = renderHook(() => useSectionNavigation())
    result.current("sobre")
    expect(navigate).toHaveBeenCalledWith("/")
    jest.advanceTimersByTime(3 * SCROLL_AFTER_NAVIGATE_MS)
    expect(scrollIntoView).not.toHaveBeenCalled()
    addSection("sobre")
    jest.advanceTimersByTime(SCROLL_AFTER_NAVIGATE_MS)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(50 * SCROLL_AFTER_NAVIGATE_MS)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
  })
})
