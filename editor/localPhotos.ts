/**
 * `npm run cms`'s backend (Decap's proxy backend, talking to decap-server) with its photo library read in a worker
 * (./localPhotosWorker.ts): decap-server sends every photo of data/images at once, in base64, as an entry opens. Read
 * on the main thread, its JSON froze the editor for 1.1 s at 4× CPU, and decoding the photos took 0.6 s more.
 * Decap reads that library as it starts and again as each entry opens, and shows the entry only after (0.7–1 s at 4×):
 * an entry gets the library as last read.
 */
import { APIError } from "decap-cms-lib-util"

export type LibraryRequest = { url: string; body: string }
export type LibraryReply = { files: { id: string; path: string; file: File }[] } | { error: string; status: number | null }

/** The part of Decap's proxy backend (decap-cms-backend-proxy's implementation) this uses. */
interface Proxy {
  branch: string
  mediaFolder: string
  proxyUrl: string
  persistEntry(entry: { assets: unknown[] }, ...rest: unknown[]): Promise<unknown>
  persistMedia(...args: unknown[]): Promise<unknown>
  deleteFiles(...args: unknown[]): Promise<unknown>
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's rule for a mixin's base class
type ProxyClass = new (...args: any[]) => Proxy

/** One worker per request: it holds the library's JSON only while it reads it. */
function readLibrary(request: LibraryRequest): Promise<LibraryReply> {
  const worker = new Worker(LOCAL_PHOTOS_WORKER, { type: "module", name: "biblioteca de fotografias" })
  return new Promise<LibraryReply>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<LibraryReply>) => resolve(event.data)
    worker.onerror = (event) => {
      event.preventDefault()
      reject(new Error(`the photo library's worker failed: ${event.message || "its script did not load"}`))
    }
    worker.onmessageerror = () => reject(new Error("the photo library's worker sent what could not be read"))
    worker.postMessage(request)
  }).finally(() => worker.terminate())
}

type Photo = { id: string; name: string; path: string; file: File; size: number; url: string; displayURL: string }

export function photosInWorker<Base extends ProxyClass>(Backend: Base) {
  return class PhotosInWorker extends Backend {
    /** Each folder's library as last read (or, after a write, `kept` until read again), and the read under way. */
    library = new Map<string, { photos?: Photo[]; kept?: Photo[]; reading?: Promise<Photo[]> }>()

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor
    constructor(...args: any[]) {
      super(...args)
      // Another maintainer's photos arrive while this tab is away (a `git pull`, another window): read again as it shows.
      // Not on a timer: the read keeps decap-server and a worker busy about a second, felt in the typing it meets.
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") for (const folder of this.library.keys()) this.read(folder).catch(() => {})
      })
    }

    /**
     * The library as last read, at once; the first time, and after this editor changed the photos, what a read gives.
     * A photo added since by another maintainer is shown in its field all the same: Decap asks for a photo it does not
     * find in the list by itself (its loadAsset).
     */
    async getMedia(mediaFolder = this.mediaFolder) {
      return this.library.get(mediaFolder)?.photos ?? this.read(mediaFolder)
    }

    /** A read of `mediaFolder`'s library, or the one under way. */
    read(mediaFolder: string) {
      const folder = this.library.get(mediaFolder) ?? {}
      this.library.set(mediaFolder, folder)
      return (folder.reading ??= this.readMedia(mediaFolder, folder.photos ?? folder.kept)
        .then((photos) => (folder.photos = photos))
        .finally(() => (folder.reading = undefined)))
    }

    async readMedia(mediaFolder: string, before: Photo[] = []) {
      const payload = { action: "getMedia", params: { branch: this.branch, mediaFolder } }
      const reply = await readLibrary({ url: this.proxyUrl, body: JSON.stringify({ branch: this.branch, ...payload }) })
      if ("error" in reply) throw new APIError(reply.error, reply.status, "Proxy")
      const known = new Map(before.map((photo) => [`${photo.id} ${photo.path}`, photo]))
      // Each new photo's URL costs the main thread 1–3 ms at 4× CPU: eight at a time, with the page's own work between.
      const photos: Photo[] = []
      let made = 0
      for (const { id, path, file } of reply.files) {
        const same = known.get(`${id} ${path}`)
        if (same) {
          photos.push(same)
          continue
        }
        if (made++ % 8 === 7) await new Promise((resolve) => setTimeout(resolve))
        const url = URL.createObjectURL(file)
        photos.push({ id, name: file.name, path, file, size: file.size, url, displayURL: url })
      }
      return photos
    }

    /**
     * A write that adds or removes photos: the next entry waits for a read of the library, which keeps the unchanged
     * photos' File and URL. A read already under way is left to end apart: it may not have seen the write.
     */
    forget<T>(write: Promise<T>) {
      const stale = () => {
        for (const [folder, { photos, kept }] of this.library) this.library.set(folder, { kept: photos ?? kept })
      }
      stale()
      return write.finally(stale)
    }

    persistEntry(entry: { assets: unknown[] }, ...rest: unknown[]) {
      const write = super.persistEntry(entry, ...rest)
      return entry.assets.length > 0 ? this.forget(write) : write
    }

    persistMedia(...args: unknown[]) {
      return this.forget(super.persistMedia(...args))
    }

    deleteFiles(...args: unknown[]) {
      return this.forget(super.deleteFiles(...args))
    }
  }
}
