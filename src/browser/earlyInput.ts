/**
 * Input answered by the inline script at the end of every page, from before the app's JavaScript: the menu closes on a
 * link (./menu.ts), Tab stays in an open popover dialog, and typing is saved as the form's draft; the lightbox's input is
 * ./lightbox.ts's. These listeners capture on the window, so they run before React's. docs/ARCHITECTURE.md, mechanism 12.
 */
import { browserStorage, saveFormDraft } from "../lib/formDraft"
import { closeMenu, MENU_ID } from "./menu"
import { popoverOpen } from "./popover"

/** On a form: the localStorage key of its draft (src/lib/formDraft.ts). */
export const DRAFT_FORM = "data-draft"

/** Listens on the window, capturing: React stops events at its root whose target is in a boundary it has not hydrated. */
export function capture<K extends keyof WindowEventMap>(type: K, listener: (event: WindowEventMap[K]) => unknown): void {
  window.addEventListener(type, listener, true)
}

/** Tab goes round an open popover dialog's controls, as in a modal one (the page behind is made inert only after its first frame). */
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

/** The form's text fields by name (not the hidden trap, which no person reaches). */
function typedValues(form: HTMLFormElement) {
  const values: Record<string, string> = {}
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input,textarea"))
    if (field.name && field.tabIndex >= 0) values[field.name] = field.value
  return values
}

export function answerEarlyInput(): void {
  capture("input", (event) => {
    const form = event.target instanceof Element ? event.target.closest<HTMLFormElement>(`form[${DRAFT_FORM}]`) : null
    if (form) saveFormDraft(browserStorage(), form.getAttribute(DRAFT_FORM) ?? "", typedValues(form))
  })
  capture("click", (event) => {
    // A followed link's one close, hydrated or not (useMenu only frees the page behind).
    const target = event.target as Element
    const menu = target.closest<HTMLElement>(`#${MENU_ID}`)
    if (menu && target.closest("a[href]")) closeMenu(menu)
  })
  capture("keydown", (event) => {
    const modal = event.key === "Tab" ? Array.from(document.querySelectorAll("[popover]")).find(popoverOpen) : null
    if (modal) keepFocusIn(modal, event)
  })
}
