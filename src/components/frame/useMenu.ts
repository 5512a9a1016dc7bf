import * as React from "react"
import { closeMenu, MENU_ID, MENU_OPEN } from "../../browser/menu"
import { popoverOpen } from "../../browser/popover"
import { usePageBehindDialog } from "../../hooks/usePageBehindDialog"

/**
 * The menu's behaviour once hydrated, on the element the browser already runs as a popover (src/browser/menu.ts): the
 * button says whether it is open, the page behind it is held (src/hooks/usePageBehindDialog.ts), and focus comes back to
 * the button however it closes. Where the browser has no popovers (before Safari 17, Chrome 114, Firefox 125) it runs the
 * menu itself: the button opens it, its close button and Escape close it. Returns a function that closes it at once, the
 * page freed, for a new route; a link is closed by the page's inline script, and the page freed here.
 */
export function useMenu(button: React.RefObject<HTMLButtonElement>, menu: React.RefObject<HTMLElement>): () => void {
  const { hold, free } = usePageBehindDialog(MENU_ID, () => button.current)

  const closed = React.useCallback(() => {
    button.current?.setAttribute("aria-expanded", "false")
    free()
  }, [button, free])

  const close = React.useCallback(() => {
    if (menu.current) closeMenu(menu.current)
    closed()
  }, [menu, closed])

  React.useEffect(() => {
    const element = menu.current
    const opener = button.current
    if (!element || !opener) return
    const popovers = typeof element.showPopover === "function"
    const expanded = () => opener.setAttribute("aria-expanded", String(popoverOpen(element)))
    const open = () => {
      element.setAttribute(MENU_OPEN, "")
      opener.setAttribute("aria-expanded", "true")
      hold(element)
      element.querySelector("button")?.focus()
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element
      // Freed before the link's own handler scrolls: src/browser/earlyInput.ts, capturing, has closed the menu.
      if (target.closest("a[href]")) closed()
      else if (!popovers && target.closest("[popovertargetaction=hide]")) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close()
    }
    expanded()
    element.addEventListener("toggle", expanded)
    element.addEventListener("click", onClick)
    if (!popovers) {
      opener.addEventListener("click", open)
      document.addEventListener("keydown", onKeyDown)
    }
    return () => {
      element.removeEventListener("toggle", expanded)
      element.removeEventListener("click", onClick)
      opener.removeEventListener("click", open)
      document.removeEventListener("keydown", onKeyDown)
    }
  }, [button, menu, close, closed, hold])

  return close
}
