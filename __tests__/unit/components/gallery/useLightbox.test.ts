import { act, renderHook } from "@testing-library/react"
import { useLightbox } from "../../../../src/components/gallery/useLightbox"

describe("useLightbox", () => {
  it("starts closed", () => {
    const { result } = renderHook(() => useLightbox(29))
    expect(result.current.index).toBeNull()
  })

  it("opens on an image and remembers the opener", () => {
    const { result } = renderHook(() => useLightbox(29))
    act(() => result.current.open(2))
    expect(result.current.index).toBe(2)
    expect(result.current.openerIndex).toBe(2)
  })

  it("moves with next/prev, wrapping, while the opener stays the same", () => {
    const { result } = renderHook(() => useLightbox(29))
    act(() => result.current.open(28))
    act(() => result.current.move("next"))
    expect(result.current.index).toBe(0)
    act(() => result.current.move("prev"))
    act(() => result.current.move("prev"))
    expect(result.current.index).toBe(27)
    act(() => result.current.move("next"))
    expect(result.current.index).toBe(28)
    expect(result.current.openerIndex).toBe(28)
  })

  it("closes and keeps the opener so focus can return to it", () => {
    const { result } = renderHook(() => useLightbox(29))
    act(() => result.current.open(5))
    act(() => result.current.move("next"))
    act(() => result.current.close())
    expect(result.current.index).toBeNull()
    expect(result.current.openerIndex).toBe(5)
  })

  it("does nothing on next/prev while closed or when opening an index out of range", () => {
    const { result } = renderHook(() => useLightbox(3))
    act(() => result.current.move("next"))
    expect(result.current.index).toBeNull()
    act(() => result.current.open(3))
    expect(result.current.index).toBeNull()
    act(() => result.current.open(-1))
    expect(result.current.index).toBeNull()
  })
})
