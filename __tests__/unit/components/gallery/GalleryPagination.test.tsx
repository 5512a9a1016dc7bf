import { screen, within } from "@testing-library/react"
import { GalleryPagination } from "../../../../src/components/gallery/GalleryPagination"
import { fillTemplate } from "../../../../src/i18n/languages"
import { ROUTES } from "../../../../src/i18n/routes"
import { interfaceTexts, renderWithTheme, setFrame } from "../../helpers"

const pt = interfaceTexts("pt").gallery
const en = interfaceTexts("en").gallery
/** The gallery's first page in each language (the route table); its further pages are below it: /galeria/2 … */
const GALLERY = ROUTES.gallery

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
      [pt.previousPage, GALLERY.pt],
      ["1", GALLERY.pt],
      ["2", `${GALLERY.pt}/2`],
      ["3", `${GALLERY.pt}/3`],
      [pt.nextPage, `${GALLERY.pt}/3`],
    ])
    expect(within(nav).getByRole("link", { name: fillTemplate(pt.pageLabel, { page: 2, count: 3 }) })).toHaveAttribute(
      "aria-current",
      "page",
    )
    expect(within(nav).getByRole("link", { name: fillTemplate(pt.pageLabel, { page: 1, count: 3 }) })).not.toHaveAttribute("aria-current")
  })

  it("has no previous link on the first page and no next link on the last", () => {
    const { rerender } = renderWithTheme(<GalleryPagination page={1} pageCount={3} />)
    expect(screen.queryByRole("link", { name: pt.previousPage })).not.toBeInTheDocument()
    rerender(<GalleryPagination page={3} pageCount={3} />)
    expect(screen.queryByRole("link", { name: pt.nextPage })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: pt.previousPage })).toHaveAttribute("href", `${GALLERY.pt}/2`)
  })

  it("on an English page, links to the English gallery's pages with English labels", () => {
    setFrame({ lang: "en", pathname: `${GALLERY.en}/2` })
    renderWithTheme(<GalleryPagination page={2} pageCount={3} />)
    const nav = screen.getByRole("navigation", { name: en.paginationLabel })
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([GALLERY.en, GALLERY.en, `${GALLERY.en}/2`, `${GALLERY.en}/3`, `${GALLERY.en}/3`])
    expect(within(nav).getByRole("link", { name: fillTemplate(en.pageLabel, { page: 2, count: 3 }) })).toHaveAttribute(
      "aria-current",
      "page",
    )
    expect(within(nav).getByRole("link", { name: en.nextPage })).toHaveTextContent(en.nextPage)
  })
})
