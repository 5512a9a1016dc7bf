/** @jest-environment node */
// The editor's configuration follows the content schema (src/cms/decapConfig.ts); the built page that starts it: adminLockdown.test.ts.
// What a maintainer meets of it (every file, photos in data/images/, drafts, English left empty): cmsPreview.spec.ts, cmsPhotos.spec.ts.
import { z } from "zod"
import { cmsSettingsFromEnv } from "../../../src/build/editor/admin"
import { ENGLISH_HINT, decapConfig, decapField, type DecapField } from "../../../src/cms/decapConfig"
import { fieldMeta, ID_PATTERN } from "../../../src/content/fields"
import { CONTENT_FILES, GALLERY_TEASER_COUNT } from "../../../src/content/schema"

const settings = { contentDir: "data", repo: "empresa/site", branch: "main", authBaseUrl: "", siteUrl: "https://www.zavalacaju.example" }
const config = decapConfig(settings)
const files = config.collections[0].files
const file = (name: string) => files.find((entry) => entry.name === name)!
const field = (fields: DecapField[] | undefined, name: string) => fields!.find((entry) => entry.name === name)!

describe("the editor's configuration", () => {
  it("uses nothing the editor's bundle leaves out (editor/absent/): JSON files, GitHub's REST API, hints in plain text", () => {
    expect(config.load_config_file).toBe(false)
    const hints = (fields: DecapField[]): string[] =>
      fields.flatMap((f) => [f.hint ?? "", ...hints(f.fields ?? []), ...hints(f.field ? [f.field] : [])])
    const all = files.flatMap((entry) => hints(entry.fields))
    expect(all.length).toBeGreaterThan(20)
    // What Markdown would have drawn: emphasis, code, links, strike-through, HTML.
    expect(all.filter((hint) => /[*_`[\]~<>]/.test(hint))).toEqual([])
  })

  it("gives every field of the schema, with its label and hint", () => {
    for (const [name, { schema }] of Object.entries(CONTENT_FILES)) {
      const entry = file(name.replace(/\.json$/, ""))
      expect(entry.fields.map((f) => f.name)).toEqual(Object.keys(schema.shape))
      for (const f of entry.fields) {
        const meta = fieldMeta(schema.shape[f.name] as z.ZodType)
        if (meta) expect([f.name, f.label]).toEqual([f.name, meta.label])
        expect([name, f.name, Boolean(f.hint)]).toEqual([name, f.name, true])
      }
    }
  })

  it("keeps the gallery to at least the teaser's count, names each photo by its title, and checks ids and licence links", () => {
    const photos = field(file("gallery").fields, "photos")
    expect(photos).toMatchObject({ label_singular: "Fotografia", min: GALLERY_TEASER_COUNT, summary: "{{fields.title.pt}}" })
    // The hint and the minimum's reason, said once (issue 78).
    expect(photos.hint!.match(/página inicial/g)).toHaveLength(1)
    expect(field(photos.fields, "image").choose_url).toBe(false)
    expect(field(photos.fields, "id").pattern).toEqual([ID_PATTERN.source, expect.stringMatching(/^Tem de ser palavras em minúsculas/)])
    const credit = field(photos.fields, "credit")
    expect(field(credit.fields, "licenceUrl").pattern).toEqual(["^https://\\S+$", expect.any(String)])
    expect(field(credit.fields, "author").required).toBeUndefined()
  })

  it("makes selects of fixed choices, optional fields optional, and lists of texts lists of one field", () => {
    const icon = field(field(file("services").fields, "services").fields, "icon")
    expect(icon.widget).toBe("select")
    expect(icon.options!.length).toBeGreaterThan(3)
    const hours = field(file("site").fields, "openingHours")
    expect(field(hours.fields, "opens").required).toBe(false)
    expect(field(hours.fields, "closed")).toMatchObject({ widget: "boolean", required: false, default: false })
    const values = field(file("about").fields, "values")
    expect(values.field).toMatchObject({ widget: "object", label: "Valor" })
    expect(values.field!.fields!.map((f) => [f.name, f.widget])).toEqual([
      ["pt", "string"],
      ["en", "string"],
    ])
    expect(values.fields).toBeUndefined()
  })

  it("edits every text a visitor reads in both languages side by side: Português required, English optional", () => {
    const title = field(field(file("services").fields, "services").fields, "title")
    expect(title).toMatchObject({ widget: "object", label: "Título", collapsed: false })
    expect(title.fields).toEqual([
      { name: "pt", label: "Título (português)", widget: "string", hint: expect.any(String) },
      { name: "en", label: "Título (inglês)", widget: "string", hint: ENGLISH_HINT, required: false },
    ])
    expect(field(field(file("services").fields, "services").fields, "description").fields![0].widget).toBe("text")
    // Names and credits are the same in every language: one field.
    expect(field(file("site").fields, "name").widget).toBe("string")
    expect(field(field(field(file("gallery").fields, "photos").fields, "credit").fields, "author").widget).toBe("string")
    // The interface texts (buttons, menus, messages) are in the editor too.
    const form = field(file("interface").fields, "form")
    expect(field(form.fields, "successTitle").fields!.map((f) => f.name)).toEqual(["pt", "en"])
  })

  it("refuses a schema field without a label (every field must say what it is to the maintainer)", () => {
    expect(() => decapField("x", z.string())).toThrow(/no label and hint/)
  })

  it("commits to the repository's branch, squashing each draft, through the sign-in service, uploads named in ASCII", () => {
    expect(config.backend).toEqual({ name: "github", repo: "empresa/site", branch: "main", squash_merges: true })
    expect(decapConfig({ ...settings, authBaseUrl: "https://auth.example" }).backend.base_url).toBe("https://auth.example")
    // The sign-in asks for the scope the sign-in service grants (its GITHUB_SCOPE): repo unless set otherwise.
    expect(decapConfig(cmsSettingsFromEnv({}, { contentDir: "data", siteUrl: "https://x.example" })).backend.auth_scope).toBe("repo")
    const publicRepo = cmsSettingsFromEnv({ CMS_AUTH_SCOPE: "public_repo" }, { contentDir: "data", siteUrl: "https://x.example" })
    expect(decapConfig(publicRepo).backend.auth_scope).toBe("public_repo")
    // Uploaded photos named in ASCII, so an accented file name can be saved and read back through git.
    expect(config.slug).toEqual({ encoding: "ascii", clean_accents: true, sanitize_replacement: "-" })
  })
})
