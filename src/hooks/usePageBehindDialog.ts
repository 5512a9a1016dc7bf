import { useCallback, useEffect, useRef } from "react"
import { popoverOpen } from "../browser/popover"
import { afterNextPaint } from "../browser/paint"

/** Everything beside the dialog, up to <body>, not inert already. */
function besideDialog(dialog: HTMLElement): HTMLElement[] {
  const beside: HTMLElement[] = []
  for (let element: HTMLElement | null = dialog; element && element !== document.body; element = element.parentElement)
    for (const sibling of Array.from(element.parentElement?.children ?? []))
      if (sibling !== element && sibling instanceof HTMLElement && !sibling.inert) beside.push(sibling)
  return beside
}

export interface PageHold {
  /** Holds the page behind `dialog`: for a dialog opened without the popover API. */
  hold: (dialog: HTMLElement) => void
  /** Frees it at once (a link followed, a new route). */
  free: () => void
}

/**
 * The page behind the popover dialog `id` (the menu, the lightbox) while it is open: <body> stops scrolling at once, and
 * everything beside the dialog is inert from after its first frame to after its closing one, so that neither whole-page
 * restyle is the tap's (not showModal(), nor Chakra's modal mode, whose inherited styles restyle the page in the tap).
 * Freed, focus goes back to `returnFocus()` unless it has gone to a control of the page.
 */
export function usePageBehindDialog(id: string, returnFocus: () => HTMLElement | null | undefined): PageHold {
  const behind = useRef({ dialog: null as HTMLElement | null, inert: [] as HTMLElement[], cancel: () => {} })
  const latestReturnFocus = useRef(returnFocus)
  latestReturnFocus.current = returnFocus

  const free = useCallback(() => {
    const { current } = behind
    const dialog = current.dialog
    current.cancel()
    if (!dialog) return
    current.dialog = null
    current.inert.forEach((element) => (element.inert = false))
    current.inert = []
    document.body.style.overflow = ""
    const active = document.activeElement
    if (!active || active.contains(dialog) || dialog.contains(active)) latestReturnFocus.current()?.focus({ preventScroll: true })
  }, [])

  const hold = useCallback((dialog: HTMLElement) => {
    const { current } = behind
    current.cancel()
    current.dialog = dialog
    document.body.style.overflow = "hidden"
    // Reopened before it was freed, what is inert stays so (besideDialog skips it).
    current.cancel = afterNextPaint(() => {
      current.inert.push(...besideDialog(dialog))
      current.inert.forEach((element) => (element.inert = true))
    })
  }, [])

  useEffect(() => {
    const { current } = behind
    // Capturing on the document: a toggle event does not bubble, and the dialog may be rendered after this effect.
    const onToggle = (event: Event) => {
      const dialog = event.target
      if (!(dialog instanceof HTMLElement) || dialog.id !== id) return
      // The event comes a task later: a link may have closed the dialog since.
      if ((event as ToggleEvent).newState === "open" && popoverOpen(dialog)) return hold(dialog)
      current.cancel()
      current.cancel = afterNextPaint(free)
    }
    document.addEventListener("toggle", onToggle, true)
    return () => {
      document.removeEventListener("toggle", onToggle, true)
      free()
    }
  }, [id, hold, free])

  return { hold, free }
}
