// `npm run cms`'s photo library (editor/localPhotos.ts): an entry gets the library as last read at once, read again as
// the tab is shown; a photo this editor saved or deleted is waited for. The worker is a stand-in that answers when told.
jest.mock("decap-cms-lib-util", () => ({ APIError: class extends Error {} }))
import { photosInWorker, type LibraryReply } from "../../../editor/localPhotos"

const reads: ((reply: LibraryReply) => void)[] = []
Object.assign(globalThis, {
  LOCAL_PHOTOS_WORKER: "worker.js",
  Worker: class {
    onmessage?: (event: { data: LibraryReply }) => void
    postMessage() {
      reads.push((data) => this.onmessage!({ data }))
    }
    terminate() {}
  },
})
let urls = 0
URL.createObjectURL = () => `blob:${++urls}`

const library = (...names: string[]): LibraryReply => ({
  files: names.map((name) => ({ id: `sha-${name}`, path: `data/images/${name}`, file: new File([name], name) })),
})
const made: { library: Map<string, unknown> }[] = []
const editor = () => {
  const backend = new (photosInWorker(
    class {
      branch = "main"
      mediaFolder = "data/images"
      proxyUrl = "http://localhost:8081/api/v1"
      async persistEntry() {}
      async persistMedia() {}
      async deleteFiles() {}
    },
  ))()
  made.push(backend)
  return backend
}
const paths = (photos: { path: string }[]) => photos.map((photo) => photo.path)

const settle = () => new Promise((resolve) => setTimeout(resolve))
const tabShown = () => document.dispatchEvent(new Event("visibilitychange")) // jsdom's tab is always "visible"

beforeEach(() => {
  reads.length = 0
})
// An earlier test's editor still hears the tab shown: with nothing read, it reads nothing.
afterEach(() => made.forEach((backend) => backend.library.clear()))

it("waits for the first read; the next entries get that list at once; shown again, the tab reads it, keeping what did not change", async () => {
  const backend = editor()
  const first = backend.getMedia()
  reads[0](library("a.jpg"))
  const [a] = await first
  expect(await backend.getMedia()).toEqual([a])
  expect(reads).toHaveLength(1)
  tabShown()
  expect(reads).toHaveLength(2)
  reads[1](library("a.jpg", "b.jpg"))
  await settle()
  const [same, b] = await backend.getMedia()
  expect(same).toBe(a)
  expect(b).toMatchObject({ path: "data/images/b.jpg", url: expect.stringMatching(/^blob:/) })
  expect(b.url).not.toBe(a.url)
})

it("shares a read under way, and waits for a new one after this editor saves or deletes a photo", async () => {
  const backend = editor()
  const [atStart, entry] = [backend.getMedia(), backend.getMedia()]
  expect(reads).toHaveLength(1)
  reads[0](library("a.jpg"))
  expect(await entry).toBe(await atStart)
  const [a] = await entry
  for (const write of [() => backend.persistMedia(), () => backend.deleteFiles(), () => backend.persistEntry({ assets: [{}] })]) {
    await write()
    let given: { path: string }[] | undefined
    const next = backend.getMedia().then((photos) => (given = photos))
    await settle()
    expect(given).toBeUndefined()
    reads.at(-1)!(library("a.jpg", "c.jpg"))
    await next
    expect(paths(given!)).toEqual(["data/images/a.jpg", "data/images/c.jpg"])
    // The photo that did not change keeps its File and URL.
    expect(given![0]).toBe(a)
  }
  // A text saved alone leaves the library as read.
  await backend.persistEntry({ assets: [] })
  expect(paths(await backend.getMedia())).toEqual(["data/images/a.jpg", "data/images/c.jpg"])
})

it("says why the first read failed; a read as the tab shows that fails keeps the list, and is tried again the next time", async () => {
  const backend = editor()
  const first = backend.getMedia()
  reads[0]({ error: "data/images: permission denied", status: 500 })
  await expect(first).rejects.toThrow("data/images: permission denied")
  const again = backend.getMedia()
  reads[1](library("a.jpg"))
  await again
  tabShown()
  reads[2]({ error: "busy", status: 503 })
  await settle()
  expect(paths(await backend.getMedia())).toEqual(["data/images/a.jpg"])
  tabShown()
  expect(reads).toHaveLength(4)
})
