/**
 * The editor's first script (editor/setup.ts): it tells a frame from a window of its own, and
 * the notice it shows in a frame says why, with a link that opens the editor on its own. That the
 * framed editor then never starts is adminFrame.spec.ts's, in a real browser.
 */
import { isFramed } from "../../../editor/setup"
import { showNotice } from "../../../editor/notice"
import { FRAMED_TEXTS } from "../../../editor/texts"
import { isRaised } from "../../../editor/flags"

afterEach(() => {
  document.body.innerHTML = ""
})

it("lets the editor start in a window of its own (as jsdom's is)", () => {
  expect(isRaised("refused")).toBe(false)
  expect(document.querySelector("[role=alert]")).toBeNull()
})

it.each([
  ["another page's frame", () => ({}) as Window],
  [
    "a frame whose top cannot be read",
    () => {
      throw new DOMException("Blocked a frame", "SecurityError")
    },
  ],
])("counts %s as a frame", (_, top) => {
  const view = { self: {} as Window } as Pick<Window, "top" | "self">
  Object.defineProperty(view, "top", { get: top })
  expect(isFramed(view)).toBe(true)
})

it("says why in a frame, with a link that opens the editor on its own", () => {
  showNotice(FRAMED_TEXTS.notice, { link: FRAMED_TEXTS.link, href: location.href })
  expect(document.querySelector("[role=alert]")?.textContent).toBe(FRAMED_TEXTS.notice)
  const link = document.querySelector("a")!
  expect(link.textContent).toBe(FRAMED_TEXTS.link)
  expect(link.href).toBe(location.href)
  expect(link.target).toBe("_blank")
})
