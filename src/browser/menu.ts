/**
 * The menu's contract: the one `<dialog popover>` (src/components/frame/Header.tsx) the browser runs from the HTML on. The
 * page's inline script closes it on a link (./earlyInput.ts); once hydrated, src/components/frame/useMenu.ts closes it
 * otherwise, and runs it where popovers are unknown. docs/ARCHITECTURE.md, mechanism 17.
 */
import { popoverOpen } from "./popover"

export const MENU_ID = "menu"
/** Shows the menu where the browser has no popovers: Header.module.css's `.menuPanel[data-open]` (menu.test.ts ties them). */
export const MENU_OPEN = "data-open"

/** Closes the menu, whether the browser or, where popovers are unknown, useMenu opened it. */
export function closeMenu(menu: HTMLElement): void {
  if (popoverOpen(menu)) menu.hidePopover()
  menu.removeAttribute(MENU_OPEN)
}
