/** @jest-environment node */
// The three-way merge of a save (src/cms/merge.ts) on the real gallery and its editor labels; the save that uses it:
// editor/guard.ts, with two maintainers in cmsTogether.spec.ts.
import { mergeContent, type Json } from "../../../src/cms/merge"
import { editorConfig, original } from "../editor/galleryEdits"

type Photo = { id: string; title: { pt: string; en?: string }; [key: string]: Json | undefined }
type Gallery = { photos: Photo[] }

const galleryFile = editorConfig().collections[0].files.find((file) => file.name === "gallery")!
const base = original as Gallery
const copy = (): Gallery => structuredClone(base)
const merge = (mine: Gallery, theirs: Gallery, choice?: "mine" | "theirs") =>
  mergeContent(base as never, mine as never, theirs as never, galleryFile, choice) as {
    merged: Gallery
    conflicts: { label: string; mine: Json; theirs: Json }[]
  }
const titles = (gallery: Gallery) => gallery.photos.map((photo) => photo.title.pt)

// Two edits of different photos, merged through the save: guard.test.ts ("saves into a draft another maintainer saved since").
describe("a save's three-way merge", () => {
  let mine: Gallery, theirs: Gallery
  beforeEach(() => ([mine, theirs] = [copy(), copy()]))

  it("matches photos by id: one added on each side, one removed while another is edited: all land", () => {
    const added = (id: string): Photo => ({ ...structuredClone(base.photos[0]), id, title: { pt: id } })
    mine.photos[3].title.pt = "Editada por mim"
    mine.photos.splice(1, 0, added("nova-minha"))
    theirs.photos.push(added("nova-outra"))
    theirs.photos.splice(2, 1) // removed by the other person
    const { merged, conflicts } = merge(mine, theirs)
    expect(conflicts).toEqual([])
    const expected = copy().photos.map((photo) => photo.id)
    expected.splice(2, 1)
    expected.splice(1, 0, "nova-minha")
    expected.push("nova-outra")
    expect(merged.photos.map((photo) => photo.id)).toEqual(expected)
    expect(merged.photos.find((photo) => photo.id === base.photos[3].id)!.title.pt).toBe("Editada por mim")
  })

  it("takes the other side's reordering when this side only edited", () => {
    theirs.photos.reverse()
    mine.photos[0].title.pt = "Mudada"
    const { merged, conflicts } = merge(mine, theirs)
    expect(conflicts).toEqual([])
    expect(merged.photos.map((photo) => photo.id)).toEqual(theirs.photos.map((photo) => photo.id))
    expect(merged.photos.at(-1)!.title.pt).toBe("Mudada")
  })

  it("names a field both changed as the editor shows it, with both texts, and settles it by the choice", () => {
    mine.photos[0].title.pt = "O meu título"
    theirs.photos[0].title.pt = "O título da outra pessoa"
    theirs.photos[1].title.en = "Also changed, no conflict"
    const { merged, conflicts } = merge(mine, theirs)
    expect(conflicts).toEqual([
      {
        label: `Galeria › Fotografias › ${base.photos[0].title.pt} › Título (português)`,
        mine: "O meu título",
        theirs: "O título da outra pessoa",
      },
    ])
    expect(titles(merged)[0]).toBe("O meu título")
    expect(merged.photos[1].title.en).toBe("Also changed, no conflict")
  })

  it("refuses to drop a photo one side removed while the other edited it", () => {
    mine.photos.splice(0, 1)
    theirs.photos[0].title.pt = "Editada"
    const { merged, conflicts } = merge(mine, theirs)
    expect(conflicts).toHaveLength(1)
    expect(conflicts[0]).toMatchObject({ label: `Galeria › Fotografias › ${base.photos[0].title.pt}`, mine: undefined })
    expect(merged.photos).toHaveLength(base.photos.length - 1)
    expect(merge(mine, theirs, "theirs").merged.photos[0].title.pt).toBe("Editada")
  })
})
