import { act, renderHook } from "@testing-library/react"
import { SPLASH_DURATION_MS, SPLASH_STEP, SPLASH_TICK_MS, useSplashProgress } from "../../../src/hooks/useSplashProgress"

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("useSplashProgress", () => {
  it("uses the issue's timing: +2 every 50 ms for 2500 ms", () => {
    expect([SPLASH_STEP, SPLASH_TICK_MS, SPLASH_DURATION_MS]).toEqual([2, 50, 2500])
  })

  it("counts 0, 2, 4 … 100 at 50 ms steps, then hides at 2500 ms", () => {
    const { result } = renderHook(() => useSplashProgress())
    const seen: number[] = [result.current.progress]
    expect(result.current.visible).toBe(true)
    for (let tick = 1; tick < 50; tick += 1) {
      act(() => {
        jest.advanceTimersByTime(50)
      })
      seen.push(result.current.progress)
      expect(result.current.visible).toBe(true)
    }
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i * 2))
    act(() => {
      jest.advanceTimersByTime(50)
    })
    expect(result.current.progress).toBe(100)
    expect(result.current.visible).toBe(false)
  })

  it("is still visible 1 ms before 2500 ms", () => {
    const { result } = renderHook(() => useSplashProgress())
    act(() => {
      jest.advanceTimersByTime(2499)
    })
    expect(result.current.visible).toBe(true)
    expect(result.current.progress).toBe(98)
    act(() => {
      jest.advanceTimersByTime(1)
    })
    expect(result.current.visible).toBe(false)
  })

  it("never shows when disabled (client-side navigation)", () => {
    const { result } = renderHook(() => useSplashProgress(false))
    expect(result.current.visible).toBe(false)
    act(() => {
      jest.advanceTimersByTime(500)
    })
    expect(result.current.progress).toBe(0)
  })

  it("stops its timers on unmount", () => {
    const { unmount } = renderHook(() => useSplashProgress())
    unmount()
    expect(jest.getTimerCount()).toBe(0)
  })
})
