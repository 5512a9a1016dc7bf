import { screen, within } from "@testing-library/react"
import { GalleryPagination } from "../../../../src/components/gallery/GalleryPagination"
import { interfaceTexts, renderWithTheme, setFrame } from "../../helpers"

const pt = interfaceTexts("pt").gallery
const en = interfaceTexts("en").gallery

beforeEach(() => setFrame())

describe("GalleryPagination", () => {
  it("is not there when the gallery fits on one page", () => {
    const { container } = renderWithTheme(<GalleryPagination page={1} pageCount={1} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("links to every page, marks the current one, and to the pages before and after", () => {
    renderWithTheme(<GalleryPagination page={2} pageCount={3} />)
    const nav = screen.getByRole("navigation", { name: pt.paginationLabel })
    const links = within(nav).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [pt.previousPage, "/galeria"],
      ["1", "/galeria"],
      ["2", "/galeria/2"],
      ["3", "/galeria/3"],
      [pt.nextPage, "/galeria/3"],
    ])
    expect(within(nav).getByRole("link", { name: "Página 2 de 3" })).toHaveAttribute("aria-current", "page")
    expect(within(nav).getByRole("link", { name: "Página 1 de 3" })).not.toHaveAttribute("aria-current")
  })

  it("has no previous link on the first page and no next link on the last", () => {
    const { rerender } = renderWithTheme(<GalleryPagination page={1} pageCount={3} />)
    expect(screen.queryByRole("link", { name: pt.previousPage })).not.toBeInTheDocument()
    rerender(<GalleryPagination page={3} pageCount={3} />)
    expect(screen.queryByRole("link", { name: pt.nextPage })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: pt.previousPage })).toHaveAttribute("href", "/galeria/2")
  })

  it("on an English page, links to the English gallery's pages with English labels", () => {
    setFrame({ lang: "en", pathname: "/en/gallery/2" })
    renderWithTheme(<GalleryPagination page={2} pageCount={3} />)
    const nav = screen.getByRole("navigation", { name: en.paginationLabel })
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/en/gallery", "/en/gallery", "/en/gallery/2", "/en/gallery/3", "/en/gallery/3"])
    expect(within(nav).getByRole("link", { name: "Page 2 of 3" })).toHaveAttribute("aria-current", "page")
    expect(within(nav).getByRole("link", { name: en.nextPage })).toHaveTextContent("Next page")
  })
})
