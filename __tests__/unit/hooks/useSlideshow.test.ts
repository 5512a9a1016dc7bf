import type * as React from "react"
import { createElement } from "react"
import { act, render, renderHook } from "@testing-library/react"
import { SLIDE_INTERVAL_MS, useSlideshow, type Slideshow } from "../../../src/hooks/useSlideshow"
import { stubIntersectionObserver } from "../intersectionObserverStub"
import { splashInPage } from "../browser/splashFixtures"

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms)
  })

/** A focus event in the carousel, from (or to) `relatedTarget`. */
function focusEvent(relatedTarget: Node | null = null) {
  const container = document.createElement("section")
  const target = document.createElement("button")
  container.append(target)
  return { target, currentTarget: container, relatedTarget } as unknown as React.FocusEvent<HTMLElement>
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ""
})

describe("useSlideshow", () => {
  it("starts only once the splash has left, giving the first slide its whole interval on screen", async () => {
    const splash = splashInPage({ playState: "running" })
    const { result } = renderHook(() => useSlideshow(4))
    advance(3 * SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(0)
    expect(result.current.rotating).toBe(false)
    await act(() => splash.leave())
    expect(result.current.rotating).toBe(true)
    advance(SLIDE_INTERVAL_MS - 1)
    expect(result.current.current).toBe(0)
    advance(1)
    expect(result.current.current).toBe(1)
  })

  // Each interval to the boundary: the first test; the step's wrapping itself: lib/cycle.test.ts.
  it("goes from the last slide to the first, by the timer and by next, and back by previous", () => {
    const { result } = renderHook(() => useSlideshow(4))
    for (const expected of [1, 2, 3, 0]) {
      advance(SLIDE_INTERVAL_MS)
      expect(result.current.current).toBe(expected)
    }
    act(() => result.current.previous())
    expect(result.current.current).toBe(3)
    act(() => result.current.next())
    expect(result.current.current).toBe(0)
  })

  it("jumps to a dot's slide and gives it a full interval", () => {
    const { result } = renderHook(() => useSlideshow(4))
    advance(SLIDE_INTERVAL_MS - 1)
    act(() => result.current.goTo(2))
    expect(result.current.current).toBe(2)
    advance(SLIDE_INTERVAL_MS - 1)
    expect(result.current.current).toBe(2)
    advance(1)
    expect(result.current.current).toBe(3)
  })

  // Stopped by the pointer or focus inside, pause and play: patterns.spec.ts; reduced motion: home.spec.ts. Here, each let go.
  it.each([
    ["the pointer hovers", (show: Slideshow) => show.hoverProps.onMouseEnter(), (show: Slideshow) => show.hoverProps.onMouseLeave()],
    [
      "focus is inside",
      (show: Slideshow) => show.focusProps.onFocus(focusEvent()),
      (show: Slideshow) => show.focusProps.onBlur(focusEvent(document.body)),
    ],
  ])("stops rotating while %s, and goes on once it leaves", (_, stop, resume) => {
    const { result } = renderHook(() => useSlideshow(4))
    act(() => stop(result.current))
    expect(result.current.rotating).toBe(false)
    advance(3 * SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(0)
    act(() => resume(result.current))
    advance(SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(1)
  })

  it("holds while the carousel is scrolled out of view, and goes on from the same slide when it is back", () => {
    const observers = stubIntersectionObserver()
    const seen = (isIntersecting: boolean) => act(() => observers[0].report(isIntersecting))
    let show = {} as Slideshow
    function Carousel() {
      show = useSlideshow(4)
      return createElement("section", { ref: show.carouselRef })
    }
    const { container } = render(createElement(Carousel))
    expect(observers[0].target).toBe(container.querySelector("section"))
    advance(SLIDE_INTERVAL_MS)
    expect(show.current).toBe(1)
    seen(false)
    expect(show.rotating).toBe(false)
    advance(3 * SLIDE_INTERVAL_MS)
    expect(show.current).toBe(1)
    seen(true)
    advance(SLIDE_INTERVAL_MS)
    expect(show.current).toBe(2)
  })
})
