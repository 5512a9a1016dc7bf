import type * as React from "react"
import { createElement } from "react"
import { act, render, renderHook } from "@testing-library/react"
import { ROTATION_CONTROL_ATTRIBUTE, SLIDE_INTERVAL_MS, useSlideshow, type Slideshow } from "../../../src/hooks/useSlideshow"
import { mockMatchMedia } from "../helpers"
import { stubIntersectionObserver } from "../intersectionObserverStub"
import { splashInPage } from "../browser/splashFixtures"

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms)
  })

/** A focus event whose target is (or is not) the pause/play control. */
function focusEvent(onRotationControl = false, relatedTarget: Node | null = null) {
  const container = document.createElement("section")
  const target = document.createElement("button")
  if (onRotationControl) target.setAttribute(ROTATION_CONTROL_ATTRIBUTE, "")
  container.append(target)
  return { target, currentTarget: container, relatedTarget } as unknown as React.FocusEvent<HTMLElement>
}

beforeEach(() => {
  jest.useFakeTimers()
  mockMatchMedia(false)
})
afterEach(() => jest.useRealTimers())

describe("useSlideshow", () => {
  it("starts only once the splash has left, giving the first slide its whole interval on screen", async () => {
    const splash = splashInPage({ playState: "running" })
    try {
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
    } finally {
      document.body.innerHTML = ""
    }
  })

  it("shows each slide for one interval, then the next, wrapping from the last slide to the first", () => {
    const { result } = renderHook(() => useSlideshow(4))
    expect(result.current.current).toBe(0)
    advance(SLIDE_INTERVAL_MS - 1)
    expect(result.current.current).toBe(0)
    advance(1)
    expect(result.current.current).toBe(1)
    advance(SLIDE_INTERVAL_MS)
    advance(SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(3)
    advance(SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(0)
  })

  it("previous wraps from the first slide to the last, next from the last to the first", () => {
    const { result } = renderHook(() => useSlideshow(4))
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

  it("stops rotating while the pointer hovers and resumes when it leaves", () => {
    const { result } = renderHook(() => useSlideshow(4))
    act(() => result.current.hoverProps.onMouseEnter())
    expect(result.current.rotating).toBe(false)
    advance(3 * SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(0)
    act(() => result.current.hoverProps.onMouseLeave())
    advance(SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(1)
  })

  it("stops rotating while focus is inside, resumes when focus leaves the carousel", () => {
    const { result } = renderHook(() => useSlideshow(4))
    act(() => result.current.focusProps.onFocus(focusEvent()))
    advance(2 * SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(0)
    act(() => result.current.focusProps.onBlur(focusEvent(false, document.body)))
    advance(SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(1)
  })

  it("keeps rotating while only the pause/play control has focus", () => {
    const { result } = renderHook(() => useSlideshow(4))
    act(() => result.current.focusProps.onFocus(focusEvent(true)))
    expect(result.current.rotating).toBe(true)
    advance(SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(1)
  })

  it("pause stops the rotation and play restarts it", () => {
    const { result } = renderHook(() => useSlideshow(4))
    act(() => result.current.togglePaused())
    expect(result.current.paused).toBe(true)
    advance(3 * SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(0)
    act(() => result.current.togglePaused())
    advance(SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(1)
  })

  it("does not auto-rotate with prefers-reduced-motion, until the visitor presses play", () => {
    mockMatchMedia(true)
    const { result } = renderHook(() => useSlideshow(4))
    expect(result.current.reducedMotion).toBe(true)
    expect(result.current.paused).toBe(true)
    advance(5 * SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(0)
    act(() => result.current.next())
    expect(result.current.current).toBe(1)
    act(() => result.current.togglePaused())
    advance(SLIDE_INTERVAL_MS)
    expect(result.current.current).toBe(2)
  })

  it("holds while the carousel is scrolled out of view, and goes on from the same slide when it is back", () => {
    const saved = window.IntersectionObserver
    const observers = stubIntersectionObserver()
    const seen = (isIntersecting: boolean) => act(() => observers[0].report(isIntersecting))
    try {
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
    } finally {
      window.IntersectionObserver = saved
    }
  })
})
