// The save guard (editor/guard.ts) around a backend that keeps files in memory: the paths a browser test cannot
// make happen on purpose (a draft another person saved, a restored local copy, a discarded draft). Two maintainers
// in a real editor: cmsTogether.spec.ts.
import { GUARD_TEXTS } from "../../../editor/texts"
import { FILE, editorConfig, original, raw, titled, titles as titlesIn, type Gallery } from "./galleryEdits"

const copies = new Map<string, { raw: string }>()
jest.mock("decap-cms-lib-util", () => ({
  localForage: {
    getItem: async (key: string) => copies.get(key) ?? null,
  },
}))
import { guarded } from "../../../editor/guard"

const published = new Map<string, string>()
const drafts = new Map<string, string>()
class MemoryBackend {
  async getEntry(file: string) {
    return { data: published.get(file) ?? "", file: { path: file } }
  }
  async persistEntry({ dataFiles }: { dataFiles: { path: string; raw: string }[] }, { useWorkflow }: { useWorkflow?: boolean }) {
    for (const { path: file, raw } of dataFiles) (useWorkflow ? drafts : published).set(file, raw)
  }
  async unpublishedEntry() {
    if (!drafts.has(FILE)) throw Object.assign(new Error("not a draft"), { notUnderEditorialWorkflow: true })
    return { diffs: [{ path: FILE, id: "draft" }] }
  }
  async unpublishedEntryDataFile(_collection: string, _slug: string, file: string) {
    return drafts.get(file)!
  }
  async deleteUnpublishedEntry(_collection: string, _slug: string) {
    drafts.delete(FILE)
  }
}

const titles = (raws: Map<string, string>) => titlesIn(raws.get(FILE)!)

function editor(workflow: boolean): MemoryBackend {
  const Backend = guarded(MemoryBackend) as unknown as new (config: unknown) => MemoryBackend
  return new Backend({ ...editorConfig(), publish_mode: workflow ? "editorial_workflow" : "simple" })
}
const save = (backend: MemoryBackend, gallery: Gallery, useWorkflow = false) =>
  backend.persistEntry({ dataFiles: [{ path: FILE, raw: raw(gallery) }] }, { useWorkflow })

beforeAll(() => {
  // The guard rechecks the open file every few minutes: not in a test, whose worker would never end.
  jest.spyOn(window, "setInterval").mockReturnValue(0 as never)
  // jsdom has <dialog> without its modal part.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false
    this.dispatchEvent(new Event("close"))
  }
})
beforeEach(() => {
  for (const map of [published, drafts, copies]) map.clear()
  localStorage.clear()
  document.body.replaceChildren()
  published.set(FILE, raw(original))
})

const choose = async (button: string) => {
  await new Promise((resolve) => setTimeout(resolve))
  const dialog = document.querySelector("dialog")!
  expect(dialog.querySelector("h3")!.textContent).toBe(`Galeria › Fotografias › ${original.photos[0].title.pt} › Título (português)`)
  ;[...dialog.querySelectorAll("button")].find((each) => each.textContent === button)!.click()
}

it("saves into a draft another maintainer saved since, keeping both", async () => {
  const mine = editor(true)
  await mine.getEntry(FILE)
  drafts.set(FILE, raw(titled(original, 0, "Rascunho da outra pessoa")))
  await save(mine, titled(original, -1, "O meu"), true)
  expect(titles(drafts)).toEqual(["Rascunho da outra pessoa", ...original.photos.slice(1, -1).map((photo) => photo.title.pt), "O meu"])
})

it("asks when both changed a field: cancel saves nothing, «the other's» keeps theirs", async () => {
  const mine = editor(false)
  await mine.getEntry(FILE)
  published.set(FILE, raw(titled(original, 0, "Da outra pessoa")))
  const cancelled = save(mine, titled(original, 0, "Meu"))
  await choose(GUARD_TEXTS.cancel)
  await expect(cancelled).rejects.toThrow(GUARD_TEXTS.notSaved)
  expect(titles(published)[0]).toBe("Da outra pessoa")
  const taken = save(mine, titled(original, 0, "Meu"))
  await choose(GUARD_TEXTS.takeTheirs)
  await taken
  expect(titles(published)[0]).toBe("Da outra pessoa")
})

it("merges a restored local copy against the version it was made from, not the newer one it opens", async () => {
  await editor(false).getEntry(FILE) // yesterday's session opened the original…
  copies.set("backup.conteudo.gallery", { raw: raw(titled(original, -1, "Por guardar")) }) // …and left a copy
  published.set(FILE, raw(titled(original, 0, "Publicado depois")))
  const today = editor(false)
  await today.getEntry(FILE)
  await save(today, titled(original, -1, "Por guardar")) // Decap restored the copy
  expect(titles(published)[0]).toBe("Publicado depois")
  expect(titles(published).at(-1)).toBe("Por guardar")
})

// Told of a change when the tab is shown again: cmsTogether.spec.ts.
it("refuses to discard a draft someone saved since", async () => {
  const mine = editor(true)
  drafts.set(FILE, raw(original))
  await mine.unpublishedEntryDataFile("conteudo", "gallery", FILE)
  drafts.set(FILE, raw(titled(original, 0, "Outra pessoa")))
  await expect(mine.deleteUnpublishedEntry("conteudo", "gallery")).rejects.toThrow(GUARD_TEXTS.draftChanged("Galeria"))
  expect(drafts.has(FILE)).toBe(true)
})
