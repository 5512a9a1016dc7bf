/**
 * Lightbox navigation, kept apart from the dialog so it can be unit-tested:
 * which image is shown, which thumbnail opened it, and how keys and swipes
 * move through the gallery (wrapping round at both ends).
 */
import { useCallback, useState } from "react"

/** A horizontal swipe shorter than this (in CSS px) is ignored. */
export const SWIPE_THRESHOLD_PX = 50

export type LightboxMove = "next" | "prev"

/** The index after `index` in a list of `count`, wrapping to the first. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return (index + 1) % count
}

/** The index before `index` in a list of `count`, wrapping to the last. */
export function prevIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return (index - 1 + count) % count
}

/** "3 de 29": the position shown in the lightbox (1-based). */
export function positionLabel(index: number, count: number): string {
  return `${index + 1} de ${count}`
}

/** The move a key press asks for (ArrowRight/ArrowLeft), or null. */
export function moveForKey(key: string): LightboxMove | null {
  if (key === "ArrowRight") return "next"
  if (key === "ArrowLeft") return "prev"
  return null
}

/**
 * The move a swipe asks for, from the finger's travel (end minus start):
 * a mostly horizontal swipe to the left shows the next image, to the right
 * the previous one; short or mostly vertical movements (scrolling) do nothing.
 */
export function moveForSwipe(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): LightboxMove | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null
  return dx < 0 ? "next" : "prev"
}

export interface LightboxState {
  /** Index of the image shown, or null when the lightbox is closed. */
  index: number | null
  /** Index of the thumbnail that opened the lightbox (focus returns there). */
  openerIndex: number | null
}

/** State and actions of the gallery's lightbox over `count` images. */
export function useLightbox(count: number) {
  const [state, setState] = useState<LightboxState>({ index: null, openerIndex: null })

  const open = useCallback(
    (index: number) => {
      if (index < 0 || index >= count) return
      setState({ index, openerIndex: index })
    },
    [count],
  )
  const close = useCallback(() => setState((s) => ({ ...s, index: null })), [])
  const move = useCallback(
    (direction: LightboxMove) =>
      setState((s) =>
        s.index === null ? s : { ...s, index: direction === "next" ? nextIndex(s.index, count) : prevIndex(s.index, count) },
      ),
    [count],
  )
  const next = useCallback(() => move("next"), [move])
  const prev = useCallback(() => move("prev"), [move])

  return { ...state, isOpen: state.index !== null, open, close, move, next, prev }
}
