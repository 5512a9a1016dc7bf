/** usePageBehindDialog: behind an open dialog the page neither scrolls nor reaches assistive technology, and both come back after. */
import { renderHook } from "@testing-library/react"
import { PAGE_ROOT_ID, usePageBehindDialog } from "../../../src/hooks/usePageBehindDialog"

describe("usePageBehindDialog", () => {
  let page: HTMLElement
  beforeEach(() => {
    page = document.createElement("div")
    page.id = PAGE_ROOT_ID
    document.body.append(page)
  })
  afterEach(() => {
    page.remove()
    document.body.style.overflow = ""
  })

  it("locks the scroll and hides the page while open, and gives both back when closed or unmounted", () => {
    document.body.style.overflow = "clip"
    const { rerender, unmount } = renderHook(({ open }) => usePageBehindDialog(open), { initialProps: { open: false } })
    expect(document.body.style.overflow).toBe("clip")
    expect(page).not.toHaveAttribute("aria-hidden")
    rerender({ open: true })
    expect(document.body.style.overflow).toBe("hidden")
    expect(page).toHaveAttribute("aria-hidden", "true")
    rerender({ open: false })
    expect(document.body.style.overflow).toBe("clip")
    expect(page).not.toHaveAttribute("aria-hidden")
    rerender({ open: true })
    unmount()
    expect(document.body.style.overflow).toBe("clip")
    expect(page).not.toHaveAttribute("aria-hidden")
  })

  it("makes the page inert once the dialog's first frame is painted, and not after closing, even if that frame never came", () => {
    jest.useFakeTimers()
    try {
      const { rerender, unmount } = renderHook(({ open }) => usePageBehindDialog(open), { initialProps: { open: true } })
      // The tap's own frame: the page not restyled yet.
      expect(page).not.toHaveAttribute("inert")
      jest.runAllTimers()
      expect(page).toHaveAttribute("inert")
      rerender({ open: false })
      expect(page).not.toHaveAttribute("inert")
      // Closed before its first frame: it never turns inert.
      rerender({ open: true })
      rerender({ open: false })
      jest.runAllTimers()
      expect(page).not.toHaveAttribute("inert")
      unmount()
    } finally {
      jest.useRealTimers()
    }
  })

  it("changes no inherited style: nothing on <html>, no pointer-events on <body> (they would restyle the whole page)", () => {
    const { unmount } = renderHook(() => usePageBehindDialog(true))
    expect(document.documentElement.getAttribute("style")).toBeNull()
    expect(document.body.style.pointerEvents).toBe("")
    unmount()
  })
})
