import fs from "node:fs"
import path from "node:path"
import { closeMenu, MENU_OPEN } from "../../../src/browser/menu"

// Opening and closing as a visitor does, before and after the scripts: Header.test.tsx, beforeScripts.spec.ts.
describe("closeMenu", () => {
  it("hides the menu the browser shows as a popover, and leaves a hidden one be", () => {
    const menu = document.createElement("dialog")
    let open = true
    // jsdom has no popovers: the browser's, as far as closeMenu reads them.
    jest.spyOn(menu, "matches").mockImplementation(() => open)
    menu.hidePopover = jest.fn(() => (open = false))
    closeMenu(menu)
    closeMenu(menu)
    expect(menu.hidePopover).toHaveBeenCalledTimes(1)
  })

  // That closeMenu removes it (Escape, the close button, a link): Header.test.tsx, where jsdom has no popovers.
  it("where popovers are unknown, shows the menu by the attribute closeMenu removes", () => {
    const css = fs.readFileSync(path.join(__dirname, "../../../src/components/frame/Header.module.css"), "utf8")
    expect(css).toContain(`.menuPanel[${MENU_OPEN}] {`)
  })
})
