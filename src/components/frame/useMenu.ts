import * as React from "react"
import { popoverOpen } from "../../browser/earlyInput"
import { usePageBehindDialog } from "../../hooks/usePageBehindDialog"

/** The menu: a native popover dialog, the same element before and after the page's JavaScript. */
export const MENU_ID = "menu"
/** Shows the menu where the browser has no popovers (Header.module.css). */
const OPEN = "data-open"

/**
 * The menu's behaviour once hydrated, on the element the browser already runs as a popover: the button says whether
 * it is open, the page behind it is held (src/hooks/usePageBehindDialog.ts), and focus comes back to the button however
 * it closes. Where the browser has no popovers (before Safari 17, Chrome 114, Firefox 125) it runs the menu itself:
 * the button opens it, its close button and Escape close it. Returns a function that closes it at once, the page
 * freed, for a link or a new route.
 */
export function useMenu(button: React.RefObject<HTMLButtonElement>, menu: React.RefObject<HTMLElement>): () => void {
  const { hold, free } = usePageBehindDialog(MENU_ID, () => button.current)

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
    const expanded = () => opener.setAttribute("aria-expanded", String(popoverOpen(element)))
    expanded()
    element.addEventListener("toggle", expanded)
    if (typeof element.showPopover === "function") return () => element.removeEventListener("toggle", expanded)

    const open = () => {
      element.setAttribute(OPEN, "")
      opener.setAttribute("aria-expanded", "true")
      hold(element)
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
      element.removeEventListener("toggle", expanded)
      opener.removeEventListener("click", open)
      element.removeEventListener("click", onClick)
      document.removeEventListener("keydown", onKeyDown)
    }
  }, [button, menu, close, hold])

  return close
}
