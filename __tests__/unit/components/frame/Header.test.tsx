import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { Header } from "../../../../src/components/frame/Header"
import { LANG_INFO, type Lang } from "../../../../src/i18n/languages"
import { ROUTES, SECTION_IDS, galleryPagePath, sectionHref } from "../../../../src/i18n/routes"
import { resetReadiness, startWarming } from "../../../../src/hydration/ready"
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

// In a browser (__tests__/e2e/): the contact button's scroll (frame.spec.ts), the page's own menu
// before any script (beforeScripts.spec.ts), the drawer's Escape and links (dialogPatterns.spec.ts);
// the English header, in the built pages (__tests__/build/languages.test.ts).
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
})
