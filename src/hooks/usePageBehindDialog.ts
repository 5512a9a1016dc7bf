import { useEffect, useRef } from "react"
import { afterNextPaint } from "../browser/paint"

/** The element Gatsby renders every page into; dialogs portal to <body>, outside it. */
export const PAGE_ROOT_ID = "___gatsby"

/**
 * What a modal dialog does to the page behind it while `open`: no scrolling, aria-hidden on the page's root.
 * Not Chakra's modal mode: its `pointer-events: none` on <body> and `--scrollbar-width` on <html> are inherited,
 * so the opening tap restyles the whole page; each change here restyles one element. The page is made `inert`
 * (also inherited) only after the dialog's first frame, and freed only after its closing frame, so neither
 * whole-page restyle is the tap's. Focus cannot land on an inert page: `returnFocus()` gets it once it is freed.
 */
export function usePageBehindDialog(open: boolean, returnFocus: () => HTMLElement | null) {
  const freeing = useRef<(() => void) | null>(null)
  const latestReturnFocus = useRef(returnFocus)
  latestReturnFocus.current = returnFocus
  useEffect(() => {
    if (!open) return undefined
    // Reopened before the page was freed: it stays inert.
    freeing.current?.()
    freeing.current = null
    const { style } = document.body
    const overflow = style.overflow
    style.overflow = "hidden"
    const page = document.getElementById(PAGE_ROOT_ID)
    const hidden = page?.getAttribute("aria-hidden") ?? null
    page?.setAttribute("aria-hidden", "true")
    const cancelInert = afterNextPaint(() => page?.setAttribute("inert", ""))
    return () => {
      cancelInert()
      style.overflow = overflow
      if (hidden === null) page?.removeAttribute("aria-hidden")
      else page?.setAttribute("aria-hidden", hidden)
      if (!page?.hasAttribute("inert")) return
      freeing.current = afterNextPaint(() => {
        freeing.current = null
        page.removeAttribute("inert")
        // The dialog's own return of focus found the page inert: focus is still in the closed dialog, or on <body>.
        if (!page.contains(document.activeElement)) latestReturnFocus.current()?.focus({ preventScroll: true })
      })
    }
  }, [open])
}

/** The props that make a Chakra Dialog or Drawer modal without restyling the page (see usePageBehindDialog). */
export const DIALOG_MODE = { modal: false, trapFocus: true, closeOnInteractOutside: true, preventScroll: false } as const
