import type * as React from "react"
import { useCallback, useEffect, useRef, useState } from "react"
import { nextIndex, prevIndex, wrapIndex } from "../lib/cycle"
import { useReducedMotion } from "./useReducedMotion"
import { useSplashVisible } from "./useSplashVisible"

export const SLIDE_INTERVAL_MS = 4000
export const SLIDE_FADE_MS = 1000

/** Attribute that marks the pause/play button, which does not hold the rotation when focused. */
export const ROTATION_CONTROL_ATTRIBUTE = "data-rotation-control"

export interface Slideshow {
  current: number
  next: () => void
  previous: () => void
  goTo: (index: number) => void
  rotating: boolean
  /** The visitor pressed pause (or reduced motion is on and they have not pressed play). */
  paused: boolean
  togglePaused: () => void
  reducedMotion: boolean
  /** On the carousel: rotation stops while none of it is on screen. */
  carouselRef: React.RefObject<HTMLElement>
  /** Spread on the slides: rotation stops while the pointer hovers them. */
  hoverProps: { onMouseEnter: () => void; onMouseLeave: () => void }
  /** Spread on the whole carousel: rotation stops while focus is inside, except on the pause/play control, so play restarts it. */
  focusProps: {
    onFocus: (event: React.FocusEvent<HTMLElement>) => void
    onBlur: (event: React.FocusEvent<HTMLElement>) => void
  }
}

/**
 * The hero carousel's state, by the W3C ARIA carousel pattern: rotation stops while hovered or focused, when paused,
 * and with reduced motion until play is pressed. It starts once the splash has left, so the first slide gets its whole interval,
 * and holds while the carousel is scrolled out of view: no work for a phone, and the visitor comes back to the slide they left.
 */
export function useSlideshow(count: number, interval = SLIDE_INTERVAL_MS): Slideshow {
  const reducedMotion = useReducedMotion()
  const [current, setCurrent] = useState(0)
  const [userPaused, setUserPaused] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const paused = userPaused ?? reducedMotion
  const covered = useSplashVisible()
  const carouselRef = useRef<HTMLElement>(null)
  const onScreen = useOnScreen(carouselRef)
  const rotating = count > 1 && !paused && !hovered && !focused && !covered && onScreen

  const goTo = useCallback((index: number) => setCurrent(wrapIndex(index, count)), [count])
  const next = useCallback(() => setCurrent((index) => nextIndex(index, count)), [count])
  const previous = useCallback(() => setCurrent((index) => prevIndex(index, count)), [count])
  const togglePaused = useCallback(() => setUserPaused(!paused), [paused])

  useEffect(() => {
    if (!rotating) return undefined
    // Restarting the timer on every change gives each slide its full interval, also after a manual jump.
    const timer = window.setTimeout(next, interval)
    return () => window.clearTimeout(timer)
  }, [rotating, current, next, interval])

  const hoverProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
  }
  const focusProps = {
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      setFocused(!(event.target as HTMLElement).hasAttribute?.(ROTATION_CONTROL_ATTRIBUTE))
    },
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
  }

  return { current, next, previous, goTo, rotating, paused, togglePaused, reducedMotion, carouselRef, hoverProps, focusProps }
}

/** Whether any of the element is on screen: true until an IntersectionObserver says otherwise, and where there is none. */
function useOnScreen(ref: React.RefObject<Element>): boolean {
  const [onScreen, setOnScreen] = useState(true)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver !== "function") return undefined
    const observer = new IntersectionObserver((entries) => setOnScreen(entries[entries.length - 1].isIntersecting))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return onScreen
}
