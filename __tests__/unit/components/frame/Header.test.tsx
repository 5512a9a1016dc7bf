import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { Header } from "../../../../src/components/frame/Header"
import { LANG_INFO, type Lang } from "../../../../src/i18n/languages"
import { ROUTES, SECTION_IDS, galleryPagePath, sectionHref } from "../../../../src/i18n/routes"
import { resetReadiness, startWarming } from "../../../../src/hydration/ready"
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
afterEach(() => resetReadiness())

// The browser's own style for a closed popover, which jsdom lacks: it never opens one.
const popoverStyle = Object.assign(document.createElement("style"), { textContent: "[popover] { display: none }" })
beforeAll(() => document.head.append(popoverStyle))
afterAll(() => popoverStyle.remove())

/** A phone's width, where the menu button shows, and the drawer made ready; resolves once the drawer answers the button. */
async function drawerReady() {
  const narrow = (query: string) => ({
    matches: query.startsWith("not all and (min-width"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })
  Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: jest.fn(narrow) })
  const { rerender } = renderWithTheme(<Header pathname={ROUTES.home.pt} />)
  startWarming()
  const button = screen.getByRole("button", { name: t.frame.menuOpen })
  await waitFor(() => expect(button).not.toHaveAttribute("popovertarget"), { timeout: 5000 })
  return { button, rerender }
}

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

  it("before any script, the menu button opens the page's own menu: a popover with the same items", () => {
    const { container } = renderWithTheme(<Header />)
    const button = screen.getByRole("button", { name: t.frame.menuOpen })
    const menu = container.querySelector(`#${button.getAttribute("popovertarget")}`) as HTMLElement
    expect(menu).toHaveAttribute("popover", "auto")
    expect(menu).toHaveAttribute("role", "dialog")
    expect(document.getElementById(menu.getAttribute("aria-labelledby") ?? "")).toHaveTextContent(t.frame.menuTitle)
    expect(
      within(menu)
        .getAllByRole("link", { hidden: true })
        .map((l) => [l.textContent, l.getAttribute("href")]),
    ).toEqual([...navLabels("pt").map((label, i) => [label, navHrefs("pt")[i]]), [LANG_INFO.en.name, ROUTES.home.en]])
    const close = within(menu).getByRole("button", { name: t.frame.menuClose, hidden: true })
    expect([close.getAttribute("popovertarget"), close.getAttribute("popovertargetaction")]).toEqual([menu.id, "hide"])
  })

  it("once the drawer is ready it answers the button: a dialog with the same items, and Escape closes it", async () => {
    const { button } = await drawerReady()
    expect(button).toHaveAttribute("aria-expanded", "false")
    fireEvent.click(button)
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 })
    expect(button).toHaveAttribute("aria-expanded", "true")
    expect(
      within(dialog)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual([...navLabels("pt"), LANG_INFO.en.name])
    fireEvent.keyDown(dialog, { key: "Escape" })
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "false"), { timeout: 5000 })
  })

  it("a menu link closes the drawer", async () => {
    const { button } = await drawerReady()
    fireEvent.click(button)
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 })
    fireEvent.click(within(dialog).getByRole("link", { name: t.frame.nav.gallery }))
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "false"), { timeout: 5000 })
  })

  it("closes the drawer when the route changes (Back/Forward included)", async () => {
    const { button, rerender } = await drawerReady()
    fireEvent.click(button)
    await screen.findByRole("dialog", {}, { timeout: 5000 })
    rerender(<Header pathname={ROUTES.gallery.pt} />)
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "false"), { timeout: 5000 })
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
