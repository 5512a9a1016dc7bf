/**
 * The editor's first script: inside a frame it raises "refused" and says why. GitHub Pages sends no headers
 * and a <meta> policy cannot carry frame-ancestors, so only the page itself can refuse a frame.
 */
import { raise } from "./flags"
import { showNotice } from "./notice"
import { FRAMED_TEXTS } from "./texts"

/** In another page's frame, or in one whose top cannot even be read (another origin's, in some browsers). */
export function isFramed(view: Pick<Window, "top" | "self">): boolean {
  try {
    return view.top !== view.self
  } catch {
    return true
  }
}

if (isFramed(window)) {
  raise("refused")
  showNotice(FRAMED_TEXTS.notice, { link: FRAMED_TEXTS.link, href: location.href })
}
