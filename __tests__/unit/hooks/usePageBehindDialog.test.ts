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
    const { rerender, unmount } = renderHook(({ open }) => usePageBehindDialog(open, () => null), { initialProps: { open: false } })
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

  it("makes the page inert once the dialog's first frame is painted, and frees it after the closing frame, giving focus back", () => {
    jest.useFakeTimers()
    const opener = document.createElement("button")
    page.append(opener)
    // The dialog is portalled outside the page; its button keeps focus while it closes.
    const inDialog = document.createElement("button")
    document.body.append(inDialog)
    try {
      const { rerender } = renderHook(({ open }) => usePageBehindDialog(open, () => opener), { initialProps: { open: true } })
      inDialog.focus()
      // The tap's own frame: the page not restyled yet.
      expect(page).not.toHaveAttribute("inert")
      jest.runAllTimers()
      expect(page).toHaveAttribute("inert")
      // The closing tap's frame: the page is still inert, and focus not yet given back.
      rerender({ open: false })
      expect(page).toHaveAttribute("inert")
      expect(opener).not.toHaveFocus()
      jest.runAllTimers()
      expect(page).not.toHaveAttribute("inert")
      expect(opener).toHaveFocus()
    } finally {
      inDialog.remove()
      jest.useRealTimers()
    }
  })

  it("never turns the page inert if closed before its first frame, and keeps it so if reopened before it was freed", () => {
    jest.useFakeTimers()
    try {
      const { rerender, unmount } = renderHook(({ open }) => usePageBehindDialog(open, () => null), { initialProps: { open: true } })
      rerender({ open: false })
      jest.runAllTimers()
      expect(page).not.toHaveAttribute("inert")
      rerender({ open: true })
      jest.runAllTimers()
      rerender({ open: false })
      rerender({ open: true })
      jest.runAllTimers()
      expect(page).toHaveAttribute("inert")
      // Unmounted while open (a client-side navigation): freed after the next frame all the same.
      unmount()
      jest.runAllTimers()
      expect(page).not.toHaveAttribute("inert")
    } finally {
      jest.useRealTimers()
    }
  })

  it("gives focus back only if it is not in the page already", () => {
    jest.useFakeTimers()
    const opener = document.createElement("button")
    const other = document.createElement("input")
    page.append(opener, other)
    try {
      const { rerender } = renderHook(({ open }) => usePageBehindDialog(open, () => opener), { initialProps: { open: true } })
      jest.runAllTimers()
      rerender({ open: false })
      other.focus()
      jest.runAllTimers()
      expect(other).toHaveFocus()
    } finally {
      jest.useRealTimers()
    }
  })

  it("changes no inherited style: nothing on <html>, no pointer-events on <body> (they would restyle the whole page)", () => {
    const { unmount } = renderHook(() => usePageBehindDialog(true, () => null))
    expect(document.documentElement.getAttribute("style")).toBeNull()
    expect(document.body.style.pointerEvents).toBe("")
    unmount()
  })
})
