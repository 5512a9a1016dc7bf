import * as React from "react"
import { popoverOpen } from "../../browser/earlyInput"
import { afterNextPaint } from "../../browser/paint"

/** Shows the menu where the browser has no popovers (Header.module.css). */
const OPEN = "data-open"

/** Everything beside the menu, up to <body>: made inert while the menu is open. */
function besideMenu(menu: HTMLElement): HTMLElement[] {
  const beside: HTMLElement[] = []
  for (let element: HTMLElement | null = menu; element && element !== document.body; element = element.parentElement)
    for (const sibling of Array.from(element.parentElement?.children ?? []))
      if (sibling !== element && sibling instanceof HTMLElement && !sibling.inert) beside.push(sibling)
  return beside
}

/**
 * The menu's behaviour once hydrated, on the element the browser already runs as a popover: the button says whether
 * it is open, the page behind it is a modal's (not scrolling, and inert from after the menu's first frame to after its
 * closing one, so that neither whole-page restyle is the tap's: src/hooks/usePageBehindDialog.ts), and focus comes
 * back to the button however it closes. Where the browser has no popovers (before Safari 17, Chrome 114, Firefox 125)
 * it runs the menu itself: the button opens it, its close button and Escape close it. Returns a function that closes
 * it at once, the page freed, for a link or a new route.
 */
export function useMenu(button: React.RefObject<HTMLButtonElement>, menu: React.RefObject<HTMLElement>): () => void {
  /** While the menu holds the page behind it: what it made inert, and its pending step. */
  const behind = React.useRef({ held: false, inert: [] as HTMLElement[], cancel: () => {} })

  /** Frees the page behind; gives focus back to the button unless it has gone to a control of the page. */
  const free = React.useCallback(() => {
    const { current } = behind
    if (!current.held) return
    current.held = false
    current.cancel()
    current.inert.forEach((element) => (element.inert = false))
    current.inert = []
    document.body.style.overflow = ""
    const element = menu.current
    const active = document.activeElement
    if (element && (!active || active.contains(element) || element.contains(active))) button.current?.focus({ preventScroll: true })
  }, [button, menu])

  const close = React.useCallback(() => {
    const element = menu.current
    // The page's inline script may have closed the popover already, on the link that brought us here.
    if (element && popoverOpen(element)) element.hidePopover()
    element?.removeAttribute(OPEN)
    button.current?.setAttribute("aria-expanded", "false")
    free()
  }, [button, menu, free])

  React.useEffect(() => {
    const element = menu.current
    const opener = button.current
    if (!element || !opener) return
    const { current } = behind
    const expanded = (open: boolean) => opener.setAttribute("aria-expanded", String(open))
    expanded(popoverOpen(element))
    const onToggle = (event: Event) => {
      // The event comes a task later: a link may have closed the menu since (then there is nothing to hold).
      const open = (event as ToggleEvent).newState === "open" && popoverOpen(element)
      expanded(open)
      current.cancel()
      if (!open) {
        current.cancel = afterNextPaint(free)
        return
      }
      current.held = true
      document.body.style.overflow = "hidden"
      current.cancel = afterNextPaint(() => {
        if (!popoverOpen(element)) return
        current.inert = besideMenu(element)
        current.inert.forEach((sibling) => (sibling.inert = true))
      })
    }
    element.addEventListener("toggle", onToggle)
    const cleanUp = () => {
      current.cancel()
      element.removeEventListener("toggle", onToggle)
    }
    if (typeof element.showPopover === "function") return cleanUp

    const open = () => {
      element.setAttribute(OPEN, "")
      current.held = true
      expanded(true)
      element.querySelector("button")?.focus()
    }
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("[popovertargetaction=hide]")) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close()
    }
    opener.addEventListener("click", open)
    element.addEventListener("click", onClick)
    document.addEventListener("keydown", onKeyDown)
    return () => {
      cleanUp()
      opener.removeEventListener("click", open)
      element.removeEventListener("click", onClick)
      document.removeEventListener("keydown", onKeyDown)
    }
  }, [button, menu, close, free])

  return close
}
