import { screen, within } from "@testing-library/react"
import { GalleryPagination } from "../../../../src/components/gallery/GalleryPagination"
import { fillTemplate } from "../../../../src/i18n/languages"
import { ROUTES } from "../../../../src/i18n/routes"
import { interfaceTexts, renderWithTheme, setFrame } from "../../helpers"

const pt = interfaceTexts("pt").gallery
/** The gallery's first page in each language (the route table); its further pages are below it: /galeria/2 … */
const GALLERY = ROUTES.gallery

beforeEach(() => setFrame())

// None on a gallery that fits on one page: __tests__/build/gallery.test.ts ("fits on one page…").
describe("GalleryPagination", () => {
  it.each(["pt", "en"] as const)("links to every page, marks the current one, and to the pages before and after (%s)", (lang) => {
    setFrame({ lang, pathname: `${GALLERY[lang]}/2` })
    const t = interfaceTexts(lang).gallery
    renderWithTheme(<GalleryPagination page={2} pageCount={3} />)
    const nav = screen.getByRole("navigation", { name: t.paginationLabel })
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      [t.previousPage, GALLERY[lang]],
      ["1", GALLERY[lang]],
      ["2", `${GALLERY[lang]}/2`],
      ["3", `${GALLERY[lang]}/3`],
      [t.nextPage, `${GALLERY[lang]}/3`],
    ])
    const pageLink = (page: number) => within(nav).getByRole("link", { name: fillTemplate(t.pageLabel, { page, count: 3 }) })
    expect(pageLink(2)).toHaveAttribute("aria-current", "page")
    expect(pageLink(1)).not.toHaveAttribute("aria-current")
  })

  it("has no previous link on the first page and no next link on the last", () => {
    const { rerender } = renderWithTheme(<GalleryPagination page={1} pageCount={3} />)
    expect(screen.queryByRole("link", { name: pt.previousPage })).not.toBeInTheDocument()
    rerender(<GalleryPagination page={3} pageCount={3} />)
    expect(screen.queryByRole("link", { name: pt.nextPage })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: pt.previousPage })).toHaveAttribute("href", `${GALLERY.pt}/2`)
  })
})
