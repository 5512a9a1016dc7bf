/**
 * The lightbox's state (which photo is shown, which thumbnail opened it) and its photos' file,
 * kept apart from the dialog so they can be unit-tested; how keys and swipes move is in
 * ./lightboxNavigation.ts.
 */
import { useCallback, useState } from "react"
import { nextIndex, prevIndex } from "../../lib/cycle"
import type { LightboxPhoto } from "../../lib/galleryPages"
import type { LightboxMove } from "./lightboxNavigation"

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

  return { ...state, open, close, move }
}

const photoRequests = new Map<string, Promise<LightboxPhoto[]>>()

/** The lightbox's photos (src/build/lightboxPhotos.ts), fetched once per page load; a failed fetch may be retried. */
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
