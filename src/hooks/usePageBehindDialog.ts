import { useEffect } from "react"
import { afterNextPaint } from "../browser/paint"

/** The element Gatsby renders every page into; dialogs portal to <body>, outside it. */
export const PAGE_ROOT_ID = "___gatsby"

/**
 * What a modal dialog does to the page behind it while `open`: no scrolling, aria-hidden on the page's root.
 * Not Chakra's modal mode: its `pointer-events: none` on <body> and `--scrollbar-width` on <html> are inherited,
 * so the opening tap restyles the whole page; each change here restyles one element. The page is made `inert`
 * (also inherited) only after the dialog's first frame, so that cost is not the tap's, and taken away at once
 * on closing, before focus goes back to the opener.
 */
export function usePageBehindDialog(open: boolean) {
  useEffect(() => {
    if (!open) return undefined
    const { style } = document.body
    const overflow = style.overflow
    style.overflow = "hidden"
    const page = document.getElementById(PAGE_ROOT_ID)
    const hidden = page?.getAttribute("aria-hidden") ?? null
    page?.setAttribute("aria-hidden", "true")
    const cancelInert = afterNextPaint(() => page?.setAttribute("inert", ""))
    return () => {
      cancelInert()
      page?.removeAttribute("inert")
      style.overflow = overflow
      if (hidden === null) page?.removeAttribute("aria-hidden")
      else page?.setAttribute("aria-hidden", hidden)
    }
  }, [open])
}

/** The props that make a Chakra Dialog or Drawer modal without restyling the page (see usePageBehindDialog). */
export const DIALOG_MODE = { modal: false, trapFocus: true, closeOnInteractOutside: true, preventScroll: false } as const
