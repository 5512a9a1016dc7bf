import { renderHook } from "@testing-library/react"
import { navigate } from "gatsby"
import { SCROLL_AFTER_NAVIGATE_MS, useSectionNavigation } from "../../../src/hooks/useSectionNavigation"
import { SECTION_IDS, sectionHref } from "../../../src/i18n/routes"
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

  it("survive as the fragment of the link address, unescaped", () => {
    for (const id of ids) expect(new URL(sectionHref(id), "https://example.org").hash).toBe(`#${id}`)
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

  it('from another route navigates to "/" and scrolls once the wait after navigating is over, not before', () => {
    window.history.replaceState(null, "", "/galeria")
    addSection("contato")
    const { result } = renderHook(() => useSectionNavigation())
    result.current("contato")
    expect(navigate).toHaveBeenCalledWith("/")
    jest.advanceTimersByTime(SCROLL_AFTER_NAVIGATE_MS - 1)
    expect(scrollIntoView).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
  })

  it("keeps looking for the section, once per wait, while the home page is still rendering, and scrolls once", () => {
    window.history.replaceState(null, "", "/responsabilidade-social")
    const { result } = renderHook(() => useSectionNavigation())
    result.current("sobre")
    jest.advanceTimersByTime(3 * SCROLL_AFTER_NAVIGATE_MS)
    expect(scrollIntoView).not.toHaveBeenCalled()
    addSection("sobre")
    jest.advanceTimersByTime(SCROLL_AFTER_NAVIGATE_MS)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(50 * SCROLL_AFTER_NAVIGATE_MS)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
  })
})

describe("useSectionNavigation without moving focus", () => {
  it("scrolls but leaves focus where it is (the mobile menu keeps it on its button)", () => {
    const section = addSection("contato")
    const button = document.createElement("button")
    document.body.append(button)
    button.focus()
    const { result } = renderHook(() => useSectionNavigation())
    result.current("contato", { focus: false })
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(button)
    expect(document.activeElement).not.toBe(section)
  })
})
