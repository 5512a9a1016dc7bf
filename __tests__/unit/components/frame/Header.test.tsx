import { fireEvent, screen, within } from "@testing-library/react"
import { Header } from "../../../../src/components/frame/Header"
import { LANG_INFO, type Lang } from "../../../../src/i18n/languages"
import { ROUTES, SECTION_IDS, galleryPagePath, sectionHref } from "../../../../src/i18n/routes"
import { interfaceTexts, mockMatchMedia, setFrame, renderWithTheme, site } from "../../helpers"

const t = interfaceTexts()
const en = interfaceTexts("en")
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

  it(`'${t.frame.contactButton}' scrolls to the contact section`, () => {
    const contact = document.createElement("section")
    contact.id = SECTION_IDS.contact
    document.body.append(contact)
    renderWithTheme(<Header />)
    fireEvent.click(screen.getByRole("button", { name: t.frame.contactButton }))
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView.mock.instances[0]).toBe(contact)
    contact.remove()
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

  it("on an English page, names and links everything in English, sections on /en", () => {
    setFrame({ lang: "en", pathname: ROUTES.responsibility.en })
    const { container } = renderWithTheme(<Header />)
    const nav = container.querySelector<HTMLElement>(`nav[aria-label="${en.frame.mainNavLabel}"]`) as HTMLElement
    const links = within(nav).getAllByRole("link", { hidden: true })
    expect(links.map((l) => l.textContent)).toEqual(navLabels("en"))
    expect(links.map((l) => l.getAttribute("href"))).toEqual(navHrefs("en"))
    const portuguese = container.querySelector('a[hreflang="pt"]') as HTMLAnchorElement
    expect(portuguese).toHaveTextContent(LANG_INFO.pt.name)
    expect(portuguese).toHaveAttribute("href", ROUTES.responsibility.pt)
    expect(screen.getByRole("button", { name: en.frame.menuOpen })).toBeInTheDocument()
  })
})
