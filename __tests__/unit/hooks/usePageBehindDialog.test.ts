/** usePageBehindDialog: behind an open popover dialog the page neither scrolls nor reaches the keyboard, and both come back after. */
import { renderHook } from "@testing-library/react"
import { usePageBehindDialog } from "../../../src/hooks/usePageBehindDialog"
import { fakePopover } from "../helpers"

describe("usePageBehindDialog", () => {
  let page: HTMLElement
  let dialog: HTMLElement
  let opener: HTMLButtonElement
  let popover: ReturnType<typeof fakePopover>
  /** The browser's toggle event, a task after the popover opened or closed. */
  const toggle = (open: boolean) => {
    popover.toggle(open)
    dialog.dispatchEvent(Object.assign(new Event("toggle"), { newState: open ? "open" : "closed" }))
  }
  beforeEach(() => {
    jest.useFakeTimers()
    page = document.createElement("main")
    opener = document.createElement("button")
    page.append(opener)
    // The dialog lives in the page, inside a wrapper: what is beside it, up to <body>, is held.
    const wrapper = document.createElement("div")
    dialog = Object.assign(document.createElement("dialog"), { id: "photo" })
    dialog.append(document.createElement("button"))
    wrapper.append(dialog)
    document.body.append(page, wrapper)
    popover = fakePopover(dialog, false)
  })
  afterEach(() => {
    popover.restore()
    document.body.replaceChildren()
    jest.useRealTimers()
  })

  it("stops the scroll at once, makes the page inert after the dialog's first frame, frees it after the closing one, focus back", () => {
    renderHook(() => usePageBehindDialog("photo", () => opener))
    toggle(true)
    dialog.querySelector("button")!.focus()
    expect(document.body.style.overflow).toBe("hidden")
    // The tap's own frame: the page not restyled yet.
    expect(page.inert).toBeFalsy()
    jest.runAllTimers()
    expect(page.inert).toBe(true)
    expect(dialog.parentElement!.inert).toBeFalsy()
    toggle(false)
    expect(page.inert).toBe(true)
    jest.runAllTimers()
    expect(page.inert).toBeFalsy()
    expect(document.body.style.overflow).toBe("")
    expect(opener).toHaveFocus()
    // No inherited style that would restyle the whole page in the tap.
    expect(document.documentElement.getAttribute("style")).toBeNull()
  })

  it("holds nothing if the dialog closed before its toggle event came, and leaves focus where the page has it", () => {
    const other = document.createElement("input")
    page.append(other)
    renderHook(() => usePageBehindDialog("photo", () => opener))
    popover.toggle(false)
    dialog.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }))
    jest.runAllTimers()
    expect(page.inert).toBeFalsy()
    toggle(true)
    jest.runAllTimers()
    toggle(false)
    other.focus()
    jest.runAllTimers()
    expect(other).toHaveFocus()
  })

  it("frees the page at once when asked (a link followed), and when unmounted", () => {
    const { result, unmount } = renderHook(() => usePageBehindDialog("photo", () => opener))
    toggle(true)
    jest.runAllTimers()
    result.current.free()
    expect(page.inert).toBeFalsy()
    result.current.hold(dialog)
    jest.runAllTimers()
    expect(page.inert).toBe(true)
    unmount()
    expect(page.inert).toBeFalsy()
    expect(document.body.style.overflow).toBe("")
  })
})
