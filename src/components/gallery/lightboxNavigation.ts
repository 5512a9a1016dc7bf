/**
 * How keys and swipes move through the lightbox's photos (wrapping round at both ends); the
 * lightbox's state is in ./useLightbox.ts.
 */
/** A horizontal swipe shorter than this (in CSS px) is ignored. */
export const SWIPE_THRESHOLD_PX = 50

export type LightboxMove = "next" | "prev"

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
