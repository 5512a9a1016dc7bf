/** Whether a popover is showing (false where the browser has no popovers: `:popover-open` does not parse). */
export function popoverOpen(element: Element): boolean {
  try {
    return element.matches(":popover-open")
  } catch {
    return false
  }
}
