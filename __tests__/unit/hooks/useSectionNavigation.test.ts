import { renderHook } from "@testing-library/react"
import { navigate } from "gatsby"
import { SCROLL_AFTER_NAVIGATE_MS, useSectionNavigation } from "../../../src/hooks/useSectionNavigation"
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

// Each section link landing on its section, from / and from another route, clear of the header: frame.spec.ts.
describe("useSectionNavigation", () => {
  it.each([
    [false, "smooth"],
    [true, "auto"],
  ])('on "/" scrolls to the section at once and focuses it (reduced motion: %s, so %s)', (reducedMotion, behavior) => {
    mockMatchMedia(reducedMotion)
    const section = addSection("servicos")
    const { result } = renderHook(() => useSectionNavigation())
    result.current("servicos")
    expect(navigate).not.toHaveBeenCalled()
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior, block: "start" })
    expect(document.activeElement).toBe(section)
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
