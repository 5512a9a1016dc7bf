/**
 * The lightbox's behaviour once hydrated, on the dialog the page's inline script already runs (src/browser/lightbox.ts):
 * it holds the page behind it, gives focus back to the thumbnail that opened it, and shows every gallery page's photos
 * (src/build/steps/lightboxPhotos.ts) in the large renditions that fit its box, the neighbours fetched ahead.
 */
import { useEffect, useRef } from "react"
import { image, LIGHTBOX_ID, linkedPhoto, photoLinks, SHOW_EVENT, showPhoto, type ShowRequest } from "../../browser/lightbox"
import { afterNextPaint } from "../../browser/paint"
import { usePageBehindDialog } from "../../hooks/usePageBehindDialog"
import { savesData } from "../../hydration/appScriptsLoader"
import { useTexts } from "../../i18n/frame"
import { fillTemplate } from "../../i18n/languages"
import { wrapIndex } from "../../lib/cycle"
import { photoLink, type LightboxPhoto } from "../../lib/galleryPages"
import { imageData } from "../../lib/imageData"
import { lightboxSizes } from "./Lightbox"

const photoRequests = new Map<string, Promise<LightboxPhoto[]>>()

/** The lightbox's photos, fetched once per page load; a failed fetch may be retried. */
function loadLightboxPhotos(url: string): Promise<LightboxPhoto[]> {
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

/** A photo's large renditions, sized to the lightbox's box (WebP only: the lightbox's renditions have no other format). */
function largeImage(photo: LightboxPhoto): HTMLImageElement {
  const large = imageData(photo.large)
  const fallback = large?.images.fallback
  const element = image(fallback?.src ?? "", photo.alt)
  if (!large || !fallback?.srcSet) return element
  element.sizes = lightboxSizes(large.width / large.height)
  element.srcset = fallback.srcSet.replace(/\n/g, "")
  element.style.backgroundColor = large.backgroundColor ?? ""
  return element
}

/** A photo's name in the lightbox (`ShownPhoto.href`): its large photo's absolute URL, as its thumbnail's link has it. */
const photoKey = (photo: LightboxPhoto) => new URL(photoLink(photo.large)?.href ?? photo.id, document.baseURI).href

interface Photos {
  /** undefined until fetched; null if the fetch failed: the lightbox then goes round this page's photos. */
  list?: LightboxPhoto[] | null
  request?: Promise<LightboxPhoto[] | null>
}

export function useLightbox({ offset, total, photosUrl }: { offset: number; total: number; photosUrl?: string }) {
  const texts = useTexts().gallery
  const opener = useRef<HTMLElement | null>(null)
  usePageBehindDialog(LIGHTBOX_ID, () => opener.current)
  const photos = useRef<Photos>({})
  /** The photos either side of the one shown, fetched while it is looked at (none with Save-Data). */
  const neighbours = useRef<HTMLImageElement[]>([])

  useEffect(() => {
    const { current } = photos
    const load = () =>
      (current.request ??= (photosUrl ? loadLightboxPhotos(photosUrl) : Promise.resolve([]))
        .then((list) => (list.length === total ? list : null))
        .catch((error: unknown) => {
          console.error("[galeria] as fotografias da galeria não carregaram; a vista ampliada mostra as desta página", error)
          return null
        })
        .then((list) => (current.list = list)))

    // After the frame that shows the photo: building them is not the tap's work.
    const prefetchAround = (index: number, list: LightboxPhoto[]) =>
      savesData() ||
      afterNextPaint(() => (neighbours.current = [-1, 1].map((step) => largeImage(list[wrapIndex(index + step, list.length)]))))
    const showAt = (dialog: HTMLElement, index: number, list: LightboxPhoto[]) => {
      const photo = list[index]
      const link = photoLinks()[index - offset]
      const large = largeImage(photo)
      const data = imageData(photo.large)
      // Over its thumbnail, the large photo is transparent where it has not arrived.
      if (link) large.style.backgroundColor = ""
      showPhoto(dialog, {
        ...(link ? linkedPhoto(link, large) : { href: photoKey(photo), standIn: "", title: photo.title, description: photo.description }),
        ratio: data ? data.width / data.height : 1.5,
        large,
        position: fillTemplate(texts.lightboxPosition, { position: index + 1, count: list.length }),
      })
      prefetchAround(index, list)
    }

    const onShow = (event: Event) => {
      const dialog = event.target
      if (!(dialog instanceof HTMLElement) || dialog.id !== LIGHTBOX_ID) return
      const { link, step } = (event as CustomEvent<ShowRequest>).detail
      if (link) opener.current = link
      const { list } = current
      // The fetch failed: the script goes round this page's photos.
      if (list === null) return
      const links = photoLinks()
      // The photo shown, by its key, only for an arrow: every photo's key costs the tap on a thumbnail of a large gallery.
      const shown = !link && list ? list.map(photoKey).indexOf(dialog.dataset.current ?? "") : -1
      const from = link
        ? offset + links.indexOf(link)
        : shown >= 0
          ? shown
          : offset + links.findIndex((l) => l.href === dialog.dataset.current)
      const index = wrapIndex(from + step, total)
      if (list) {
        event.preventDefault()
        return showAt(dialog, index, list)
      }
      const loading = load()
      // On this page: the script shows it now, and its neighbours come with the photos' list; another page's waits for it.
      if (links[index - offset]) return void loading.then((loaded) => loaded && prefetchAround(index, loaded))
      event.preventDefault()
      void loading.then((loaded) =>
        loaded ? showAt(dialog, index, loaded) : showPhoto(dialog, linkedPhoto(links[wrapIndex(from - offset + step, links.length)])),
      )
    }
    document.addEventListener(SHOW_EVENT, onShow, true)
    // Once the page has loaded (the photos in view first), the list, so that a first opening has it (not with Save-Data).
    const early = () => void (savesData() || setTimeout(load, 0))
    if (document.readyState === "complete") early()
    else window.addEventListener("load", early)
    return () => {
      document.removeEventListener(SHOW_EVENT, onShow, true)
      window.removeEventListener("load", early)
    }
  }, [offset, total, photosUrl, texts])
}
