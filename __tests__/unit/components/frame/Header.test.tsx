import { fireEvent, screen, within } from "@testing-library/react"
import { Header } from "../../../../src/components/frame/Header"
import { LANG_INFO, type Lang } from "../../../../src/i18n/languages"
import { ROUTES, SECTION_IDS, galleryPagePath, sectionHref } from "../../../../src/i18n/routes"
import { interfaceTexts, mockMatchMedia, setFrame, renderWithTheme, site } from "../../helpers"

const t = interfaceTexts()
/** The navigation's labels in the specification's order, in data/interface.json's words (frame.nav). */
const navLabels = (lang: Lang) => {
  const nav = interfaceTexts(lang).frame.nav
  return [nav.about, nav.services, nav.gallery, nav.responsibility, nav.contact]
}
/** The navigation's targets in the same order, from the route table. */
const navHrefs = (lang: Lang) => [
  sectionHref(SECTION_IDS.about, lang),
  sectionHref(SECTION_IDS.services, lang),
  ROUTES.gallery[lang],
  ROUTES.responsibility[lang],
  sectionHref(SECTION_IDS.contact, lang),
]

const scrollIntoView = jest.fn()

beforeEach(() => {
  setFrame()
  mockMatchMedia(false)
  scrollIntoView.mockClear()
  Element.prototype.scrollIntoView = scrollIntoView
})

// The browser's own style for a closed popover, which jsdom lacks: it never opens one.
const popoverStyle = Object.assign(document.createElement("style"), { textContent: "[popover] { display: none }" })
beforeAll(() => document.head.append(popoverStyle))
afterAll(() => popoverStyle.remove())

/** The menu (jsdom has no popovers, so the menu runs as in a browser without them: useMenu.ts). */
const menuOf = (button: HTMLElement) => document.getElementById(button.getAttribute("popovertarget") ?? "") as HTMLElement
const isOpen = (menu: HTMLElement) => menu.hasAttribute("data-open")

// In a browser (__tests__/e2e/): the contact button's scroll (frame.spec.ts), the menu as a popover
// before and after the scripts (beforeScripts.spec.ts, dialogPatterns.spec.ts); the English header,
// in the built pages (__tests__/build/languages.test.ts).
describe("Header", () => {
  it("shows the company name and the five navigation items in order", () => {
    const { container } = renderWithTheme(<Header />)
    expect(screen.getByText(site.name)).toBeInTheDocument()
    // Hidden below `md` (jsdom matches no media query), so found by its label rather than by role.
    const nav = container.querySelector<HTMLElement>(`nav[aria-label="${t.frame.mainNavLabel}"]`) as HTMLElement
    const links = within(nav).getAllByRole("link", { hidden: true })
    expect(links.map((l) => l.textContent)).toEqual(navLabels("pt"))
    expect(links.map((l) => l.getAttribute("href"))).toEqual(navHrefs("pt"))
  })

  it("the menu button opens the menu: a popover dialog with the same items, closed by its button without any script", () => {
    renderWithTheme(<Header />)
    const menu = menuOf(screen.getByRole("button", { name: t.frame.menuOpen }))
    expect(menu.tagName).toBe("DIALOG")
    expect(menu).toHaveAttribute("popover", "auto")
    expect(menu).toHaveAttribute("aria-modal", "true")
    expect(document.getElementById(menu.getAttribute("aria-labelledby") ?? "")).toHaveTextContent(t.frame.menuTitle)
    expect(
      within(menu)
        .getAllByRole("link", { hidden: true })
        .map((l) => [l.textContent, l.getAttribute("href")]),
    ).toEqual([...navLabels("pt").map((label, i) => [label, navHrefs("pt")[i]]), [LANG_INFO.en.name, ROUTES.home.en]])
    const close = within(menu).getByRole("button", { name: t.frame.menuClose, hidden: true })
    expect([close.getAttribute("popovertarget"), close.getAttribute("popovertargetaction")]).toEqual([menu.id, "hide"])
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

  it("links to this page in the other language, named in that language", () => {
    setFrame({ pathname: galleryPagePath(2, "pt") })
    const { container } = renderWithTheme(<Header />)
    const english = container.querySelector<HTMLAnchorElement>('a[hreflang="en"]') as HTMLAnchorElement
    expect(english).toHaveTextContent(LANG_INFO.en.name)
    expect(english).toHaveAttribute("lang", "en")
    expect(english).toHaveAttribute("href", galleryPagePath(2, "en"))
  })
})
