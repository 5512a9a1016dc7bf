/**
 * Lightbox navigation, kept apart from the dialog so it can be unit-tested:
 * which image is shown, which thumbnail opened it, and how keys and swipes
 * move through the gallery (wrapping round at both ends).
 */
import { useCallback, useState } from "react"
import { nextIndex, prevIndex } from "../../lib/cycle"
import type { LightboxPhoto } from "../../lib/lightboxPhotos"

/** A horizontal swipe shorter than this (in CSS px) is ignored. */
export const SWIPE_THRESHOLD_PX = 50

export type LightboxMove = "next" | "prev"

export { nextIndex, prevIndex } from "../../lib/cycle"

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

const photoRequests = new Map<string, Promise<LightboxPhoto[]>>()

/** The lightbox's photos (src/lib/lightboxPhotos.ts), fetched once per page load; a failed fetch may be retried. */
export function loadLightboxPhotos(url: string): Promise<LightboxPhoto[]> {
  let request = photoRequests.get(url)
  if (!request) {
    request = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
      const photos: unknown = await response.json()
      if (!Array.isArray(photos)) throw new Error(`${url}: not a list of photos`)
      return photos as LightboxPhoto[]
    })
    request.catch(() => photoRequests.delete(url))
    photoRequests.set(url, request)
  }
  return request
}
