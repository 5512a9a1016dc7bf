/** @jest-environment node */
// One language's view of a content file (src/content/localize.ts), and the build's list of texts without English.
import { localizeFile } from "../../../src/content/localize"
import { missingEnglish } from "../../../src/content/missingEnglish"
import { formatMissingEnglish } from "../../../src/content/validate"
import { readRawData as raw } from "../../data"

// Each text through pickText, whose Portuguese where the English is missing or blank is i18n/routes.test.ts's.
describe("localizeFile", () => {
  it("turns every text into the page language's string and leaves the rest (ids, photos, credits) as it is", () => {
    const services = raw("services.json")
    const first = services.services[0]
    const en = localizeFile<{ services: { id: string; icon: string; title: string }[] }>("services.json", services, "en")
    expect(en.services[0]).toEqual({ ...first, title: first.title.en, description: first.description.en })
    const about = localizeFile<{ values: string[]; imageCredit: unknown }>("about.json", raw("about.json"), "pt")
    expect(about.values).toEqual(raw("about.json").values.map((value: { pt: string }) => value.pt))
    expect(about.imageCredit).toEqual(raw("about.json").imageCredit)
  })
})

describe("missingEnglish", () => {
  it("names the file, the entry and the field of each text without English, and says what the English page shows", () => {
    const gallery = raw("gallery.json")
    const photo = gallery.photos[gallery.photos.length - 1]
    photo.title.en = ""
    delete photo.alt.en
    const about = raw("about.json")
    about.background[1].en = "   "
    const interfaceTexts = raw("interface.json")
    const successTitle = interfaceTexts.form.successTitle.pt.trim()
    delete interfaceTexts.form.successTitle.en
    const missing = missingEnglish({ "gallery.json": gallery, "about.json": about, "interface.json": interfaceTexts })
    expect(missing).toEqual([
      { file: "gallery.json", entry: photo.id, field: "alt", message: expect.stringContaining(`«${photo.alt.pt}»`) },
      { file: "gallery.json", entry: photo.id, field: "title", message: expect.stringContaining("sem texto em inglês") },
      { file: "about.json", field: "background n.º 2", message: expect.any(String) },
      { file: "interface.json", field: "form.successTitle", message: expect.stringContaining(`«${successTitle}»`) },
    ])
    const report = formatMissingEnglish(missing)
    expect(report).toMatch(/^Falta o inglês em 4 textos de data\/\./)
  })
})
