import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { Header } from "../../../../src/components/frame/Header"
import { mockMatchMedia, setFrame, renderWithTheme, site } from "../../helpers"

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
    const nav = container.querySelector<HTMLElement>('nav[aria-label="Navegação principal"]') as HTMLElement
    const links = within(nav).getAllByRole("link", { hidden: true })
    expect(links.map((l) => l.textContent)).toEqual(["Sobre", "Serviços", "Galeria", "Responsabilidade Social", "Contato"])
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/#sobre", "/#servicos", "/galeria", "/responsabilidade-social", "/#contato"])
  })

  it("'Fale Connosco' scrolls to the contact section", () => {
    const contact = document.createElement("section")
    contact.id = "contato"
    document.body.append(contact)
    renderWithTheme(<Header />)
    fireEvent.click(screen.getByRole("button", { name: "Fale Connosco" }))
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView.mock.instances[0]).toBe(contact)
    contact.remove()
  })

  it("the menu button opens a dialog with the same items, and Escape closes it", async () => {
    renderWithTheme(<Header />)
    const button = screen.getByRole("button", { name: "Abrir menu" })
    expect(button).toHaveAttribute("aria-expanded", "false")
    fireEvent.click(button)
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 })
    expect(button).toHaveAttribute("aria-expanded", "true")
    expect(
      within(dialog)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Sobre", "Serviços", "Galeria", "Responsabilidade Social", "Contato", "English"])
    fireEvent.keyDown(dialog, { key: "Escape" })
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "false"), { timeout: 5000 })
  })

  it("a menu link closes the menu", async () => {
    renderWithTheme(<Header />)
    const button = screen.getByRole("button", { name: "Abrir menu" })
    fireEvent.click(button)
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 })
    fireEvent.click(within(dialog).getByRole("link", { name: "Galeria" }))
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "false"), { timeout: 5000 })
  })

  it("closes the menu when the route changes (Back/Forward included)", async () => {
    const { rerender } = renderWithTheme(<Header pathname="/" />)
    const button = screen.getByRole("button", { name: "Abrir menu" })
    fireEvent.click(button)
    await screen.findByRole("dialog", {}, { timeout: 5000 })
    rerender(<Header pathname="/galeria" />)
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "false"), { timeout: 5000 })
  })

  it("links to this page in the other language, named in that language", () => {
    setFrame({ pathname: "/galeria/2" })
    const { container } = renderWithTheme(<Header />)
    const english = container.querySelector<HTMLAnchorElement>('a[hreflang="en"]') as HTMLAnchorElement
    expect(english).toHaveTextContent("English")
    expect(english).toHaveAttribute("lang", "en")
    expect(english).toHaveAttribute("href", "/en/gallery/2")
  })

  it("on an English page, names and links everything in English, sections on /en", () => {
    setFrame({ lang: "en", pathname: "/en/social-responsibility" })
    const { container } = renderWithTheme(<Header />)
    const nav = container.querySelector<HTMLElement>('nav[aria-label="Main navigation"]') as HTMLElement
    const links = within(nav).getAllByRole("link", { hidden: true })
    expect(links.map((l) => l.textContent)).toEqual(["About", "Services", "Gallery", "Social Responsibility", "Contact"])
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/en#sobre",
      "/en#servicos",
      "/en/gallery",
      "/en/social-responsibility",
      "/en#contato",
    ])
    const portuguese = container.querySelector('a[hreflang="pt"]') as HTMLAnchorElement
    expect(portuguese).toHaveTextContent("Português")
    expect(portuguese).toHaveAttribute("href", "/responsabilidade-social")
    expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument()
  })
})
