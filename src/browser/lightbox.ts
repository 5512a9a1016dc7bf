/**
 * The lightbox's contract: the one popover dialog (src/components/gallery/Lightbox.tsx) as the page's inline
 * script and the app both run it. The server writes the names below; the script answers input from before the
 * app's JavaScript on, and shows this page's photos; once hydrated, src/components/gallery/useLightbox.ts answers
 * SHOW_EVENT to show every gallery page's. docs/ARCHITECTURE.md, mechanism 12.
 */
import { plainClick } from "./clicks"
import { capture } from "./earlyInput"
import { afterNextPaint } from "./paint"
import { popoverOpen } from "./popover"

export const LIGHTBOX_ID = "lightbox"
/** On a thumbnail's link, whose href is its large photo: that photo's width / height. */
export const PHOTO_LINK = "data-photo-ratio"
/** On a thumbnail's link: where the photo is in the whole gallery, as the lightbox says it («3 de 29»). */
export const POSITION = "data-position"
/** On the lightbox's previous and next buttons: the step, -1 or 1. */
export const MOVE = "data-move"
/** The lightbox's box for the photos (and the thumbnails' own title and description): `data-<slot>`. */
export const SLOTS = ["photo", "title", "description", "position"] as const
export const slot = (name: (typeof SLOTS)[number]) => ({ [`data-${name}`]: "" })
/**
 * Dispatched on the lightbox, cancelable, before it shows a photo: `link`, the thumbnail tapped, else the photo `step`
 * away from the one shown. Whoever cancels it shows the photo; else the script shows this page's, round and round.
 */
export const SHOW_EVENT = "lightbox-show"
export interface ShowRequest {
  link: HTMLAnchorElement | null
  step: number
}

/** A horizontal swipe shorter than this (CSS px) is none. */
const SWIPE_PX = 50

/** What the lightbox shows of one photo. `href`: its large photo's absolute URL, which names it. */
export interface ShownPhoto {
  href: string
  ratio: number | string
  /** The thumbnail the page has already decoded, drawn under `large` until it arrives; "" if none. */
  standIn: string
  large: HTMLImageElement
  title: string
  description: string
  position: string
}

export function image(src: string, alt: string): HTMLImageElement {
  const element = document.createElement("img")
  element.src = src
  element.alt = alt
  return element
}

export function showPhoto(dialog: HTMLElement, photo: ShownPhoto): void {
  dialog.style.setProperty("--ratio", `${photo.ratio}`)
  // New images: the last photo must not stay on screen while this one loads.
  const images = photo.standIn ? [image(photo.standIn, ""), photo.large] : [photo.large]
  for (const name of SLOTS) {
    const target = dialog.querySelector(`[data-${name}]`)
    if (!target) continue
    if (name === "photo") target.replaceChildren(...images)
    else target.textContent = photo[name]
  }
  dialog.dataset.current = photo.href
}

/** This page's thumbnails' links, in order. */
export const photoLinks = () => Array.from(document.querySelectorAll<HTMLAnchorElement>(`a[${PHOTO_LINK}]`))

/** What a thumbnail's link shows: its decoded thumbnail, under `large` (by default its large photo). */
export function linkedPhoto(link: HTMLAnchorElement, large?: HTMLImageElement): ShownPhoto {
  const thumb = link.querySelector("img")
  const text = (name: string) => link.parentElement!.querySelector(`[data-${name}]`)!.textContent!
  return {
    href: link.href,
    ratio: link.getAttribute(PHOTO_LINK)!,
    standIn: thumb ? thumb.currentSrc || thumb.src : "",
    large: large || image(link.href, thumb ? thumb.alt : ""),
    title: text("title"),
    description: text("description"),
    position: link.getAttribute(POSITION)!,
  }
}

/** Asks for `link`'s photo, or the one `step` away; unless the app answers, shows this page's, round and round. */
function show(dialog: HTMLElement, link: HTMLAnchorElement | null, step: number) {
  if (!dialog.dispatchEvent(new CustomEvent(SHOW_EVENT, { cancelable: true, detail: { link, step } satisfies ShowRequest }))) return
  const links = photoLinks()
  const at = links.findIndex((candidate) => candidate.href === dialog.dataset.current)
  showPhoto(dialog, linkedPhoto(link || links[(at + step + links.length) % links.length]))
}

/** The lightbox's input, on the window, capturing; a thumbnail opens it only where the browser has popovers. */
export function answerLightbox(): void {
  let swipe = {} as PointerEvent
  // Null on every page but the gallery's.
  const lightbox = () => document.getElementById(LIGHTBOX_ID)
  /** Opens the lightbox on the thumbnail `event` is on, if any; else, if it is open, shows the photo `step` away. */
  const answer = (event: Event, step: number, opens: boolean) => {
    const dialog = lightbox()
    const link = opens && (event.target as Element).closest<HTMLAnchorElement>(`a[${PHOTO_LINK}]`)
    if (dialog && link && dialog.showPopover) {
      event.preventDefault()
      show(dialog, link, 0)
      dialog.showPopover()
      // Focus goes in as a dialog's would, after the first frame: in the tap, it would lay the page out before the frame.
      afterNextPaint(() => dialog.querySelector("button")!.focus())
    } else if (dialog && step && popoverOpen(dialog)) {
      event.preventDefault()
      show(dialog, null, step)
    }
  }
  capture("click", (event) => {
    const target = event.target as Element
    // The dialog fills the screen: a tap on itself, not on its content, is on the backdrop.
    const dialog = lightbox()
    if (target === dialog) return dialog.hidePopover()
    const move = target.closest(`[${MOVE}]`)
    answer(event, move ? +move.getAttribute(MOVE)! : 0, plainClick(event))
  })
  // Space opens a thumbnail as Enter does: it opens a dialog, as a button would.
  capture("keydown", (event) => answer(event, { ArrowLeft: -1, ArrowRight: 1 }[event.key] || 0, event.key === " "))
  capture("pointerdown", (event) => (swipe = event))
  capture("pointerup", (event) => {
    const dx = event.clientX - swipe.clientX
    // Mostly sideways and long enough: a swipe to the left shows the next photo; up or down is a scroll.
    if (Math.abs(dx) > Math.max(SWIPE_PX, Math.abs(event.clientY - swipe.clientY))) answer(event, dx < 0 ? 1 : -1, false)
  })
}
