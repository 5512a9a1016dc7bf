/**
 * /admin/setup.js (src/build/adminGuard.ts), run in jsdom with a stand-in `window` whose `top`
 * the test chooses: on its own it only asks Decap to wait for CMS.init; inside a frame it marks
 * the editor refused and shows the Portuguese notice instead.
 */
import { FRAMED_TEXTS, SETUP_JS } from "../../../src/build/adminGuard"

/** Runs setup.js with `window` standing in for the page's; returns it. */
function run(top: (this: unknown) => unknown) {
  const standIn: Record<string, unknown> = {}
  Object.defineProperty(standIn, "top", { get: top })
  standIn.self = standIn
  new Function("window", SETUP_JS)(standIn)
  return standIn
}

afterEach(() => {
  document.body.innerHTML = ""
})

it("lets the editor start in a window of its own", () => {
  document.body.innerHTML = "<noscript>x</noscript>"
  // window.top is the window itself.
  const standIn = run(function (this: unknown) {
    return this
  })
  expect(standIn.CMS_MANUAL_INIT).toBe(true)
  expect(standIn.__editorRefused).toBeUndefined()
  expect(document.querySelector("[role=alert]")).toBeNull()
})

it.each([
  ["another page's frame", () => ({})],
  [
    "a frame whose top cannot be read",
    () => {
      throw new DOMException("Blocked a frame", "SecurityError")
    },
  ],
])("refuses in %s and says why, with a link that opens the editor on its own", (_, top) => {
  const standIn = run(top)
  expect(standIn.CMS_MANUAL_INIT).toBe(true)
  expect(standIn.__editorRefused).toBe(true)
  expect(document.querySelector("[role=alert]")?.textContent).toBe(FRAMED_TEXTS.notice)
  const link = document.querySelector("a")!
  expect(link.textContent).toBe(FRAMED_TEXTS.link)
  expect(link.href).toBe(location.href)
  expect(link.target).toBe("_blank")
})
