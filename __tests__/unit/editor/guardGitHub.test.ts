// The published editor's backend (Decap's GitHub backend inside editor/guardGitHub.ts) against a stand-in of GitHub's
// REST API holding real git objects, with another commit landing between opening and saving: a draft, a draft's
// second save (with a photo another maintainer added to it) and its publishing all keep every change.
import fs from "fs"
import path from "path"
import { GitHubStandIn } from "./gitHubStandIn"
import { FILE, editorConfig, original, raw, titled, titles, type Gallery } from "./galleryEdits"
import { guardedGitHub } from "../../../editor/guardGitHub"

// Decap's packages live in the editor's workspace.
const { GitHubBackend, API } = require(require.resolve("decap-cms-backend-github", { paths: [path.join(__dirname, "../../../editor")] }))

const PHOTO = "data/images/nova.jpg"

let github: GitHubStandIn
/** A maintainer's editor, signed in. */
function maintainer() {
  const backend = new (guardedGitHub(GitHubBackend))(editorConfig(), { initialWorkflowStatus: "draft" })
  backend.api = new API({ token: "t", branch: "main", repo: "empresa/site", apiRoot: "https://api.github.test", squashMerges: true })
  return backend
}
const save = (backend: ReturnType<typeof maintainer>, gallery: Gallery, unpublished: boolean, assets: unknown[] = []) =>
  backend.persistEntry(
    { dataFiles: [{ path: FILE, slug: "gallery", raw: raw(gallery) }], assets },
    { useWorkflow: true, unpublished, collectionName: "conteudo", commitMessage: "Actualiza Galeria", status: "draft", newEntry: false },
  )
const DRAFT = "cms/conteudo/gallery"
/** The titles on `ref` of the first five photos and the last two, those the saves and commits below change. */
const edited = (ref: string) => {
  const all = titles(github.show(ref, FILE))
  return [...all.slice(0, 5), ...all.slice(-2)]
}

// The guard rechecks the open file every few minutes: not in a test, whose worker would never end.
beforeAll(() => jest.spyOn(window, "setInterval").mockReturnValue(0 as never))
beforeEach(() => {
  github = new GitHubStandIn(FILE, raw(original))
  globalThis.fetch = github.fetch as unknown as typeof fetch
})
afterEach(() => fs.rmSync(github.dir, { recursive: true, force: true }))

it("keeps every change through a draft, its second save and its publishing, each raced by another commit", async () => {
  const [first, third] = [maintainer(), maintainer()]
  await first.getEntry(FILE)
  await third.getEntry(FILE)
  github.commitOn("main", FILE, raw(titled(original, 0, "Publicado por outra pessoa")))
  await save(first, titled(original, -1, "Rascunho da primeira"), false)
  // The third opened the file before the draft existed: its first save goes into the draft, not over it.
  await save(third, titled(original, -2, "Da terceira"), false)
  const LAST = ["Da terceira", "Rascunho da primeira"]
  expect(titles(github.show(DRAFT, FILE))[0]).toBe("Publicado por outra pessoa")
  expect(titles(github.show(DRAFT, FILE)).slice(-2)).toEqual(LAST)

  // The second opens the draft; the first adds a photo to it; something else is published; the second saves.
  const second = maintainer()
  const opened = await second.unpublishedEntryDataFile("conteudo", "gallery", FILE, github.git(["rev-parse", `${DRAFT}:${FILE}`]))
  const photo = { path: PHOTO, toBase64: async () => Buffer.from("jpeg").toString("base64") }
  await save(first, titled(JSON.parse(github.show(DRAFT, FILE)), 1, "Com fotografia"), true, [photo])
  github.commitOn("main", FILE, raw(titled(JSON.parse(github.show("main", FILE)), 2, "Publicado depois")))
  await save(second, titled(JSON.parse(opened), 3, "Da segunda"), true)
  const EDITED = ["Publicado por outra pessoa", "Com fotografia", "Publicado depois", "Da segunda"]
  expect(edited(DRAFT)).toEqual([...EDITED, original.photos[4].title.pt, ...LAST])
  expect(github.has(DRAFT, PHOTO)).toBe(true)
  // Each later save is one commit on the draft's head, never a forced rewrite of it; the check reads files, not history.
  expect(github.requests.filter((request) => request.startsWith("PATCH git/refs"))).toHaveLength(3)
  expect(github.requests.filter((request) => request.startsWith("GET commits"))).toEqual([])

  // Published again in between; publishing the draft brings that in and keeps the photo.
  github.commitOn("main", FILE, raw(titled(JSON.parse(github.show("main", FILE)), 4, "Última publicação")))
  await second.publishUnpublishedEntry("conteudo", "gallery")
  expect(edited("main")).toEqual([...EDITED, "Última publicação", ...LAST])
  expect(github.has("main", PHOTO)).toBe(true)
})
