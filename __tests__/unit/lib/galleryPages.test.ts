import { DEFAULT_PHOTOS_PER_PAGE, galleryPages, photosPerPage } from "../../../src/lib/galleryPages"

describe("galleryPages", () => {
  it("puts every photo on exactly one page, in order", () => {
    const pages = galleryPages(300, 48, "/static/galeria-abc.json")
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3, 4, 5, 6, 7])
    const covered = pages.flatMap(({ context }) =>
      Array.from({ length: Math.min(context.limit, 300 - context.skip) }, (_, i) => context.skip + i),
    )
    expect(covered).toEqual(Array.from({ length: 300 }, (_, i) => i))
    for (const [i, { context }] of pages.entries()) {
      expect(context).toMatchObject({ page: i + 1, pageCount: 7, total: 300, photosUrl: "/static/galeria-abc.json", withCredits: i === 0 })
    }
  })

  it("makes one page when the photos fit, and one even with none", () => {
    expect(galleryPages(48, 48, "/x.json")).toHaveLength(1)
    expect(galleryPages(49, 48, "/x.json")).toHaveLength(2)
    expect(galleryPages(0, 48, "/x.json")).toEqual([
      { page: 1, context: { skip: 0, limit: 48, page: 1, pageCount: 1, total: 0, photosUrl: "/x.json", withCredits: true } },
    ])
  })
})

describe("photosPerPage", () => {
  it("is the default unless GALLERY_PHOTOS_PER_PAGE says otherwise, left unset or blank", () => {
    expect(photosPerPage({})).toBe(DEFAULT_PHOTOS_PER_PAGE)
    expect(photosPerPage({ GALLERY_PHOTOS_PER_PAGE: "" })).toBe(DEFAULT_PHOTOS_PER_PAGE)
    const other = DEFAULT_PHOTOS_PER_PAGE + 1
    expect(photosPerPage({ GALLERY_PHOTOS_PER_PAGE: String(other) })).toBe(other)
    expect(photosPerPage({ GALLERY_PHOTOS_PER_PAGE: "1" })).toBe(1)
  })

  it.each(["0", "-3", "2.5", "doze"])("refuses %p, naming the variable", (value) => {
    expect(() => photosPerPage({ GALLERY_PHOTOS_PER_PAGE: value })).toThrow(/GALLERY_PHOTOS_PER_PAGE/)
  })
})
