/**
 * Input answered by the inline script at the end of every page, from before the app's JavaScript: the menu's popover closes
 * on a link, Tab stays in an open popover dialog, a thumbnail opens the page's own <dialog> (GalleryGrid.tsx), and typing
 * is saved as the form's draft. These listeners, capturing on the window, run before React's: a ready part takes over by dropping the attributes
 * that send a tap to the page's own (`popovertarget` for the browser, PHOTO_LINK for them). docs/ARCHITECTURE.md, mechanism 12.
 */
import { browserStorage, saveFormDraft } from "../lib/formDraft"
import { plainClick } from "./clicks"

export const EARLY_LIGHTBOX_ID = "lightbox-early"
/** On a thumbnail's link: the large photo's width / height. */
export const PHOTO_LINK = "data-photo-ratio"
/** On a form: the localStorage key of its draft (src/lib/formDraft.ts). */
export const DRAFT_FORM = "data-draft"

const PHOTO_LINKS = `a[${PHOTO_LINK}]`

/** Whether a popover is showing (false where the browser has no popovers: `:popover-open` does not parse). */
export function popoverOpen(element: Element): boolean {
  try {
    return element.matches(":popover-open")
  } catch {
    return false
  }
}

function image(src: string, alt: string) {
  const element = document.createElement("img")
  element.src = src
  element.alt = alt
  return element
}

/** Shows the photo of `link` in the dialog: the thumbnail the page has decoded at once, the large photo over it. */
function showPhoto(dialog: HTMLDialogElement, link: HTMLAnchorElement) {
  const thumb = link.querySelector("img")
  const item = link.closest("li")
  dialog.style.setProperty("--ratio", link.getAttribute(PHOTO_LINK) ?? "")
  // New images: the last photo must not stay on screen while this one loads.
  dialog
    .querySelector("[data-photo]")
    ?.replaceChildren(image(thumb?.currentSrc || thumb?.src || "", ""), image(link.href, thumb?.alt ?? ""))
  for (const part of ["title", "description"]) {
    const target = dialog.querySelector(`[data-${part}]`)
    if (target) target.textContent = item?.querySelector(`[data-${part}]`)?.textContent ?? ""
  }
  dialog.dataset.current = link.getAttribute("href") ?? ""
}

/** Opens the dialog on the photo of `link`: a popover dialog, which focuses its first button. */
function open(dialog: HTMLDialogElement, link: HTMLAnchorElement) {
  showPhoto(dialog, link)
  dialog.showPopover()
}

/** Tab goes round an open popover dialog's controls, as in a modal one (the page behind is not made inert: GalleryGrid.tsx). */
function keepFocusIn(dialog: Element, event: KeyboardEvent) {
  const buttons = dialog.querySelectorAll<HTMLElement>("a[href],button")
  const first = buttons[0]
  const last = buttons[buttons.length - 1]
  const from = event.shiftKey ? first : last
  const to = event.shiftKey ? last : first
  const focused = document.activeElement
  if (!to || (focused && dialog.contains(focused) && focused !== from)) return
  event.preventDefault()
  to.focus()
}

/** Shows the photo `step` away on the page (wrapping round) from the one the dialog shows. */
function move(dialog: HTMLDialogElement, step: number) {
  const links = Array.from(document.querySelectorAll<HTMLAnchorElement>(PHOTO_LINKS))
  const index = links.findIndex((link) => link.getAttribute("href") === dialog.dataset.current)
  if (links.length > 1) showPhoto(dialog, links[(index + step + links.length) % links.length])
}

/** The form's text fields by name (not the hidden trap, which no person reaches). */
function typedValues(form: HTMLFormElement) {
  const values: Record<string, string> = {}
  for (const field of Array.from(form.elements))
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.name && field.tabIndex >= 0)
      values[field.name] = field.value
  return values
}

/** On the window, capturing: React stops events at its root whose target is in a boundary it has not hydrated. */
export function answerEarlyInput(): void {
  window.addEventListener(
    "input",
    (event) => {
      const form = event.target instanceof Element ? event.target.closest<HTMLFormElement>(`form[${DRAFT_FORM}]`) : null
      if (form) saveFormDraft(browserStorage(), form.getAttribute(DRAFT_FORM) ?? "", typedValues(form))
    },
    true,
  )
  const dialog = () => {
    const element = document.getElementById(EARLY_LIGHTBOX_ID)
    return element instanceof HTMLDialogElement && typeof element.showPopover === "function" ? element : null
  }
  window.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      if (!target) return
      const menu = target.closest("[popover]")
      if (menu && target.closest("a[href]") && popoverOpen(menu)) (menu as HTMLElement).hidePopover()
      const lightbox = dialog()
      if (!lightbox) return
      if (target === lightbox) return lightbox.hidePopover()
      const step = target.closest("[data-move]")?.getAttribute("data-move")
      if (step && popoverOpen(lightbox)) return move(lightbox, Number(step))
      const link = target.closest<HTMLAnchorElement>(PHOTO_LINKS)
      if (!link || !plainClick(event)) return
      event.preventDefault()
      open(lightbox, link)
    },
    true,
  )
  window.addEventListener(
    "keydown",
    (event) => {
      const modal = event.key === "Tab" ? Array.from(document.querySelectorAll("dialog[popover]")).find(popoverOpen) : null
      if (modal) return keepFocusIn(modal, event)
      const lightbox = dialog()
      if (!lightbox) return
      // Space opens a thumbnail as Enter does: it opens a dialog, as a button would.
      const link = event.key === " " && event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(PHOTO_LINKS) : null
      const shown = popoverOpen(lightbox)
      if (link && !shown) {
        event.preventDefault()
        return open(lightbox, link)
      }
      const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key]
      if (!shown || !step) return
      event.preventDefault()
      move(lightbox, step)
    },
    true,
  )
}
