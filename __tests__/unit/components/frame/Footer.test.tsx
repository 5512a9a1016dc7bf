import { act, screen, within } from "@testing-library/react"
import { Footer } from "../../../../src/components/frame/Footer"
import { setFrame, renderWithTheme, site } from "../../helpers"

beforeEach(() => setFrame())
afterEach(() => jest.useRealTimers())

describe("Footer", () => {
  it("links the home sections, with hrefs that work without JavaScript", () => {
    renderWithTheme(<Footer />)
    const nav = screen.getByRole("navigation")
    expect(within(nav).getByRole("link", { name: "Sobre Nós" })).toHaveAttribute("href", "/#sobre")
    expect(within(nav).getByRole("link", { name: "Serviços" })).toHaveAttribute("href", "/#servicos")
    expect(within(nav).getByRole("link", { name: "Contato" })).toHaveAttribute("href", "/#contato")
  })

  it('links "Créditos das fotografias" to the gallery credits', () => {
    renderWithTheme(<Footer />)
    expect(screen.getByRole("link", { name: "Créditos das fotografias" })).toHaveAttribute("href", "/galeria#creditos")
  })

  it("shows phone (tel:) and e-mail (mailto:) from the site facts", () => {
    renderWithTheme(<Footer />)
    expect(screen.getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+258840000000")
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
  })

  it("lists the opening hours", () => {
    renderWithTheme(<Footer />)
    const items = within(screen.getByTestId("footer-hours"))
      .getAllByRole("listitem")
      .map((li) => li.textContent)
    expect(items).toEqual(["Segunda a Sexta 07:30–15:30", "Sábado 09:00–13:00", "Domingo fechado"])
  })

  it("renders only the social networks that are available, never a dead link", () => {
    renderWithTheme(<Footer />)
    const available = site.social.filter((s: any) => s.available)
    const hidden = site.social.filter((s: any) => !s.available)
    expect(available.length).toBeGreaterThan(0)
    for (const entry of available) expect(screen.getByRole("link", { name: entry.label })).toHaveAttribute("href", entry.url)
    for (const entry of hidden) expect(screen.queryByText(entry.label)).not.toBeInTheDocument()
  })

  it("renders no social list at all when no network is available", () => {
    setFrame({ site: { social: site.social.map((s: any) => ({ ...s, available: false })) } })
    renderWithTheme(<Footer />)
    expect(screen.queryByRole("list", { name: "Redes sociais" })).not.toBeInTheDocument()
  })

  it("shows the visitor's current year, even when the page was built in an earlier year", () => {
    jest.useFakeTimers({ now: new Date("2031-03-04T10:00:00Z") })
    renderWithTheme(<Footer />)
    act(() => {
      jest.runOnlyPendingTimers()
    })
    expect(screen.getByTestId("copyright")).toHaveTextContent(`© 2031 ${site.legalName}`)
  })
})
