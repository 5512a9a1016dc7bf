import { useEffect } from "react"

/** The element Gatsby renders every page into; dialogs portal to <body>, outside it. */
export const PAGE_ROOT_ID = "___gatsby"

/**
 * What a modal dialog (the menu drawer, the lightbox) does to the page behind it while `open`:
 * the page does not scroll (<body>'s overflow) and assistive technology does not reach it
 * (aria-hidden on the page's root; the dialog is portalled outside it).
 *
 * Chakra's modal mode does both too, but two of its ways make the browser compute the style of
 * every element of the page again on the tap that opens the dialog: `pointer-events: none` on
 * <body> and `--scrollbar-width` on <html>, both inherited (each a whole-page style recalculation,
 * measured in Chromium on the home page: figures in docs/PERFORMANCE.md). So the dialogs are not
 * `modal` for Chakra: they trap focus and close on a click outside themselves, set `aria-modal`,
 * and leave the rest to this hook, whose changes restyle one element each. The backdrop still
 * covers the page, so a tap outside the dialog lands on it and closes it.
 *
 * The page is also made `inert` once the dialog has painted its first frame: nothing in it can
 * be focused, even by a screen reader's own navigation (IBM Equal Access counts focusable
 * elements under aria-hidden as a violation). `inert` is inherited, so it restyles the whole page;
 * set after the first frame, that cost is not the tap's. It is taken away at once on closing,
 * before the dialog gives focus back to its opener.
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
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => page?.setAttribute("inert", ""))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      page?.removeAttribute("inert")
      style.overflow = overflow
      if (hidden === null) page?.removeAttribute("aria-hidden")
      else page?.setAttribute("aria-hidden", hidden)
    }
  }, [open])
}

/** The props that make a Chakra Dialog or Drawer modal without restyling the page (see usePageBehindDialog). */
export const DIALOG_MODE = { modal: false, trapFocus: true, closeOnInteractOutside: true, preventScroll: false } as const
