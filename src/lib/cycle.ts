/**
 * Moving through a series that wraps round at both ends: the hero slideshow and the
 * gallery's lightbox both use it.
 */

/** `index` brought into 0…count-1, wrapping round (−1 is the last, count the first); 0 for an empty series. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** The index after `index`, wrapping to the first. */
export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count)

/** The index before `index`, wrapping to the last. */
export const prevIndex = (index: number, count: number) => wrapIndex(index - 1, count)
