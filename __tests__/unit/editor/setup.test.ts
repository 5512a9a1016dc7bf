// The editor's first script (editor/setup.ts). A cross-origin frame refused, the notice and its link shown, and the
// editor starting in a window of its own: adminFrame.spec.ts; here, a top that cannot be read, and the link's new tab.
import { isFramed } from "../../../editor/setup"
import { showNotice } from "../../../editor/notice"
import { FRAMED_TEXTS } from "../../../editor/texts"

it("counts a frame whose top cannot be read as a frame", () => {
  const view = { self: {} as Window } as Pick<Window, "top" | "self">
  Object.defineProperty(view, "top", {
    get: () => {
      throw new DOMException("Blocked a frame", "SecurityError")
    },
  })
  expect(isFramed(view)).toBe(true)
})

it("opens the editor on its own from the notice's link, in a new tab", () => {
  showNotice(FRAMED_TEXTS.notice, { link: FRAMED_TEXTS.link, href: location.href })
  expect(document.querySelector("a")!.target).toBe("_blank")
})
