import { act, renderHook } from "@testing-library/react"
import {
  moveForKey,
  moveForSwipe,
  nextIndex,
  prevIndex,
  SWIPE_THRESHOLD_PX,
  useLightbox,
} from "../../../../src/components/gallery/lightboxNavigation"

describe("nextIndex / prevIndex", () => {
  it("steps forward and back inside the list", () => {
    expect(nextIndex(0, 29)).toBe(1)
    expect(nextIndex(27, 29)).toBe(28)
    expect(prevIndex(5, 29)).toBe(4)
    expect(prevIndex(1, 29)).toBe(0)
  })

  it("wraps round at both ends", () => {
    expect(nextIndex(28, 29)).toBe(0)
    expect(prevIndex(0, 29)).toBe(28)
  })

  it("stays at 0 for a one-image or empty list", () => {
    expect(nextIndex(0, 1)).toBe(0)
    expect(prevIndex(0, 1)).toBe(0)
    expect(nextIndex(0, 0)).toBe(0)
    expect(prevIndex(0, 0)).toBe(0)
  })
})

describe("moveForKey", () => {
  it("maps the horizontal arrow keys and ignores the others", () => {
    expect(moveForKey("ArrowRight")).toBe("next")
    expect(moveForKey("ArrowLeft")).toBe("prev")
    for (const key of ["ArrowUp", "ArrowDown", "Enter", " ", "Escape", "Tab", "a"]) expect(moveForKey(key)).toBeNull()
  })
})

describe("moveForSwipe", () => {
  it("swiping left shows the next image, right the previous one", () => {
    expect(moveForSwipe(-120, 10)).toBe("next")
    expect(moveForSwipe(120, -10)).toBe("prev")
  })

  it("ignores short movements (taps)", () => {
    expect(moveForSwipe(-(SWIPE_THRESHOLD_PX - 1), 0)).toBeNull()
    expect(moveForSwipe(SWIPE_THRESHOLD_PX - 1, 0)).toBeNull()
    expect(moveForSwipe(-SWIPE_THRESHOLD_PX, 0)).toBe("next")
  })

  it("ignores mostly vertical movements (scrolling)", () => {
    expect(moveForSwipe(-80, 120)).toBeNull()
    expect(moveForSwipe(80, -80)).toBeNull()
  })

  it("ignores movements it cannot measure", () => {
    expect(moveForSwipe(NaN, 0)).toBeNull()
    expect(moveForSwipe(-100, NaN)).toBeNull()
  })

  it("honours a custom threshold", () => {
    expect(moveForSwipe(-30, 0, 20)).toBe("next")
    expect(moveForSwipe(-30, 0, 40)).toBeNull()
  })
})

describe("useLightbox", () => {
  it("starts closed", () => {
    const { result } = renderHook(() => useLightbox(29))
    expect(result.current.isOpen).toBe(false)
    expect(result.current.index).toBeNull()
  })

  it("opens on an image and remembers the opener", () => {
    const { result } = renderHook(() => useLightbox(29))
    act(() => result.current.open(2))
    expect(result.current.isOpen).toBe(true)
    expect(result.current.index).toBe(2)
    expect(result.current.openerIndex).toBe(2)
  })

  it("moves with next/prev, wrapping, while the opener stays the same", () => {
    const { result } = renderHook(() => useLightbox(29))
    act(() => result.current.open(28))
    act(() => result.current.next())
    expect(result.current.index).toBe(0)
    act(() => result.current.prev())
    act(() => result.current.prev())
    expect(result.current.index).toBe(27)
    act(() => result.current.move("next"))
    expect(result.current.index).toBe(28)
    expect(result.current.openerIndex).toBe(28)
  })

  it("closes and keeps the opener so focus can return to it", () => {
    const { result } = renderHook(() => useLightbox(29))
    act(() => result.current.open(5))
    act(() => result.current.next())
    act(() => result.current.close())
    expect(result.current.isOpen).toBe(false)
    expect(result.current.index).toBeNull()
    expect(result.current.openerIndex).toBe(5)
  })

  it("does nothing on next/prev while closed or when opening an index out of range", () => {
    const { result } = renderHook(() => useLightbox(3))
    act(() => result.current.next())
    expect(result.current.index).toBeNull()
    act(() => result.current.open(3))
    expect(result.current.isOpen).toBe(false)
    act(() => result.current.open(-1))
    expect(result.current.isOpen).toBe(false)
  })
})
