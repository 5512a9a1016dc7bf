/** @jest-environment node */
// Decap merges its English, its Brazilian "pt" and src/cms/locale.ts's overrides: every text must come out European Portuguese.
import fs from "fs"
import path from "path"
import { PT_PT_OVERRIDES } from "../../../src/cms/locale"

type Phrases = { [key: string]: string | Phrases }

const EDITOR_DIR = path.join(__dirname, "../../../editor")

// decap-cms-locales' sources, as the editor workspace resolves them (the copy it bundles): each one object literal.
const decapLocale = (name: "en" | "pt"): Phrases => {
  const source = fs.readFileSync(require.resolve(`decap-cms-locales/src/${name}/index.js`, { paths: [EDITOR_DIR] }), "utf8")
  return new Function(`${source.replace(/export default \w+;?/, "")}; return ${name}`)()
}
const decapEn = decapLocale("en")
const decapPt = decapLocale("pt")
const paths = (value: Phrases, prefix = ""): string[] =>
  Object.entries(value).flatMap(([key, inner]) => (typeof inner === "object" ? paths(inner, `${prefix}${key}.`) : [`${prefix}${key}`]))
const at = (value: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((inner, part) => (inner as Record<string, unknown> | undefined)?.[part], value)
const shown = (key: string) => (at(PT_PT_OVERRIDES, key) ?? at(decapPt, key) ?? at(decapEn, key)) as string
const placeholders = (text: string) => new Set(text.match(/%\{\w+\}/g) ?? [])

/** Texts that are the same in any language: a placeholder alone, a "+", a format's name. */
const SAME_AS_ENGLISH = [
  "collection.collectionTop.newButton",
  "editor.editorWidgets.markdown.markdown",
  "ui.toast.onFailToAuth",
  "workflow.workflowCard.lastChangeNoAuthor",
]

/** Brazilian usage, and spellings unlike the rest of the wording (pre-1990, as written in Mozambique); the gerund: «A carregar…». */
const MARKERS =
  String.raw`você, arquivos?, salv(?:ar|a|as|o|os|e|em), tela, usuári[oa]s?, exclu\p{L}*, mídia, status, busca, rolagem, controle,
  ops, tem certeza, acessar, habilit\p{L}*, backup, envi(?:ar|ando), download, url, link, despublic\p{L}*,
  (?!quando)\p{L}+(?:ando|endo), copiar (?:nome|caminho|url), atualiz\p{L}*, exatamente, selecionad\p{L}*, corret[ao]s?`
    .split(/,\s+/)
    .map((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "iu"))

describe("the editor's Portuguese wording", () => {
  it("replaces only texts Decap has, keeping their placeholders (a misspelt key would leave Decap's text in place)", () => {
    const unknown = paths(PT_PT_OVERRIDES).filter((key) => typeof at(decapEn, key) !== "string")
    expect(unknown).toEqual([])
    for (const key of paths(PT_PT_OVERRIDES)) {
      const ours = at(PT_PT_OVERRIDES, key) as string
      const decap = at(decapEn, key) as string
      // Polyglot prints an unknown %{name} as it is; a plural needs both forms.
      expect([key, [...placeholders(ours)].filter((name) => !placeholders(decap).has(name))]).toEqual([key, []])
      expect([key, ours.includes("||||")]).toEqual([key, decap.includes("||||")])
    }
  })

  it("leaves no text in English nor in Brazilian usage, wherever the maintainer meets it", () => {
    const keys = paths(decapEn)
    const english = keys.filter((key) => !SAME_AS_ENGLISH.includes(key) && shown(key) === at(decapEn, key))
    expect(english).toEqual([])
    const brazilian = keys
      .map((key) => [key, shown(key).replace(/%\{\w+\}/g, "")])
      .filter(([, text]) => MARKERS.some((marker) => marker.test(text)))
    expect(brazilian).toEqual([])
  })

  it("titles the media dialog «Fotografias» whether opened from the tab or from a photo field", () => {
    const { images, mediaAssets, noAssetsFound, noImagesFound } = PT_PT_OVERRIDES.mediaLibrary.mediaLibraryModal
    expect(mediaAssets).toBe(images)
    expect(images).toBe(PT_PT_OVERRIDES.app.header.media)
    expect(noAssetsFound).toBe(noImagesFound)
  })

  it("words every part of the drafts' workflow: the toolbar, its states and the «Fluxo de trabalho» tab", () => {
    const workflow = [
      "app.header.workflow",
      ...["save", "status", "draft", "inReview", "ready", "publish", "publishNow", "deployPreviewButtonLabel"].map(
        (key) => `editor.editorToolbar.${key}`,
      ),
      ...paths(decapPt.workflow as Phrases)
        .map((key) => `workflow.${key}`)
        .filter((key) => !/lastChange/.test(key)),
    ]
    expect(workflow.filter((key) => typeof at(PT_PT_OVERRIDES, key) !== "string")).toEqual([])
  })

  it("names the buttons, tabs and columns as the maintainers' guide does", () => {
    const guide = fs.readFileSync(path.join(__dirname, "../../../docs/guia-de-conteudo.md"), "utf8")
    const named = [
      "auth.loginWithGitHub",
      "app.header.workflow",
      "editor.editorInterface.togglePreview",
      "editor.editorWidgets.image.choose",
      "mediaLibrary.mediaLibraryModal.upload",
      "mediaLibrary.mediaLibraryModal.chooseSelected",
      ...["save", "publish", "publishNow", "draft", "ready", "deleteUnpublishedChanges"].map((key) => `editor.editorToolbar.${key}`),
      ...["deployPreviewButtonLabel", "deployPreviewPendingButtonLabel"].map((key) => `editor.editorToolbar.${key}`),
      ...["draftHeader", "inReviewHeader", "readyHeader"].map((key) => `workflow.workflowList.${key}`),
      "ui.settingsDropdown.logOut",
    ]
    expect(named.filter((key) => !guide.includes(`«${shown(key)}»`))).toEqual([])
  })
})
