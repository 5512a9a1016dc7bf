import { render, screen, within } from "@testing-library/react"
import { GalleryPagination, NEXT_PAGE_LABEL, PAGINATION_LABEL, PREV_PAGE_LABEL } from "../../../../src/components/gallery/GalleryPagination"

describe("GalleryPagination", () => {
  it("is not there when the gallery fits on one page", () => {
    const { container } = render(<GalleryPagination page={1} pageCount={1} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("links to every page, marks the current one, and to the pages before and after", () => {
    render(<GalleryPagination page={2} pageCount={3} />)
    const nav = screen.getByRole("navigation", { name: PAGINATION_LABEL })
    const links = within(nav).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [PREV_PAGE_LABEL, "/galeria"],
      ["1", "/galeria"],
      ["2", "/galeria/2"],
      ["3", "/galeria/3"],
      [NEXT_PAGE_LABEL, "/galeria/3"],
    ])
    expect(within(nav).getByRole("link", { name: "Página 2 de 3" })).toHaveAttribute("aria-current", "page")
    expect(within(nav).getByRole("link", { name: "Página 1 de 3" })).not.toHaveAttribute("aria-current")
  })

  it("has no previous link on the first page and no next link on the last", () => {
    const { rerender } = render(<GalleryPagination page={1} pageCount={3} />)
    expect(screen.queryByRole("link", { name: PREV_PAGE_LABEL })).not.toBeInTheDocument()
    rerender(<GalleryPagination page={3} pageCount={3} />)
    expect(screen.queryByRole("link", { name: NEXT_PAGE_LABEL })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: PREV_PAGE_LABEL })).toHaveAttribute("href", "/galeria/2")
  })
})
