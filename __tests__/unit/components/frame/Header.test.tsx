import { fireEvent, screen, within } from "@testing-library/react"
import { answerEarlyInput } from "../../../../src/browser/earlyInput"
import { MENU_OPEN } from "../../../../src/browser/menu"
import { Header } from "../../../../src/components/frame/Header"
import { ROUTES, SECTION_IDS, sectionHref } from "../../../../src/i18n/routes"
import { interfaceTexts, setFrame, renderWithTheme } from "../../helpers"

const t = interfaceTexts()
const nav = t.frame.nav
/** The navigation's labels and targets in the specification's order: data/interface.json's words, the route table's paths. */
const NAV = [
  [nav.about, sectionHref(SECTION_IDS.about)],
  [nav.services, sectionHref(SECTION_IDS.services)],
  [nav.gallery, ROUTES.gallery.pt],
  [nav.responsibility, ROUTES.responsibility.pt],
  [nav.contact, sectionHref(SECTION_IDS.contact)],
]

beforeEach(() => setFrame())

// The browser's own style for a closed popover, which jsdom lacks: it never opens one.
const popoverStyle = Object.assign(document.createElement("style"), { textContent: "[popover] { display: none }" })
beforeAll(() => document.head.append(popoverStyle))
// The page's inline script, which closes the menu on a link.
beforeAll(() => answerEarlyInput())
afterAll(() => popoverStyle.remove())

/** The menu (jsdom has no popovers, so the menu runs as in a browser without them: useMenu.ts). */
const menuOf = (button: HTMLElement) => document.getElementById(button.getAttribute("popovertarget") ?? "") as HTMLElement
const isOpen = (menu: HTMLElement) => menu.hasAttribute(MENU_OPEN)

// The menu as a popover, before and after the scripts: beforeScripts.spec.ts, dialogPatterns.spec.ts; the language switch: languages.test.ts.
describe("Header", () => {
  // The company name in the fixed header: frame.spec.ts.
  it("shows the five navigation items in order", () => {
    const { container } = renderWithTheme(<Header />)
    // Hidden below `md` (jsdom matches no media query), so found by its label rather than by role.
    const nav = container.querySelector<HTMLElement>(`nav[aria-label="${t.frame.mainNavLabel}"]`) as HTMLElement
    const links = within(nav).getAllByRole("link", { hidden: true })
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual(NAV)
  })

  it("where the browser has no popovers, the button opens it once hydrated; Escape, its close button and a link close it", () => {
    renderWithTheme(<Header pathname={ROUTES.home.pt} />)
    const button = screen.getByRole("button", { name: t.frame.menuOpen })
    const menu = menuOf(button)
    const close = within(menu).getByRole("button", { name: t.frame.menuClose, hidden: true })
    for (const closeIt of [
      () => fireEvent.keyDown(document, { key: "Escape" }),
      () => fireEvent.click(close),
      () => fireEvent.click(within(menu).getByRole("link", { name: t.frame.nav.gallery, hidden: true })),
    ]) {
      fireEvent.click(button)
      expect(isOpen(menu)).toBe(true)
      expect(button).toHaveAttribute("aria-expanded", "true")
      expect(close).toHaveFocus()
      closeIt()
      expect(isOpen(menu)).toBe(false)
      expect(button).toHaveAttribute("aria-expanded", "false")
      expect(button).toHaveFocus()
    }
  })

  it("closes the menu when the route changes (Back/Forward included)", () => {
    const { rerender } = renderWithTheme(<Header pathname={ROUTES.home.pt} />)
    const button = screen.getByRole("button", { name: t.frame.menuOpen })
    fireEvent.click(button)
    expect(isOpen(menuOf(button))).toBe(true)
    rerender(<Header pathname={ROUTES.gallery.pt} />)
    expect(isOpen(menuOf(button))).toBe(false)
  })
})
