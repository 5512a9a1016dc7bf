import { fireEvent, screen, waitFor, within } from "@testing-library/react"
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

  it("the menu button opens a dialog with the same items, and Escape closes it", async () => {
    renderWithTheme(<Header />)
    const button = screen.getByRole("button", { name: t.frame.menuOpen })
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

  it("a menu link closes the menu", async () => {
    renderWithTheme(<Header />)
    const button = screen.getByRole("button", { name: t.frame.menuOpen })
    fireEvent.click(button)
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 })
    fireEvent.click(within(dialog).getByRole("link", { name: t.frame.nav.gallery }))
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "false"), { timeout: 5000 })
  })

  it("closes the menu when the route changes (Back/Forward included)", async () => {
    const { rerender } = renderWithTheme(<Header pathname={ROUTES.home.pt} />)
    const button = screen.getByRole("button", { name: t.frame.menuOpen })
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
