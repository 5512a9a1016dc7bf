/**
 * `npm run cms`'s backend (Decap's proxy backend, talking to decap-server) with its photo library read in a worker
 * (./localPhotosWorker.ts): decap-server sends every photo of data/images at once, in base64, as an entry opens. Read
 * on the main thread, its JSON froze the editor for 1.1 s at 4× CPU, and decoding the photos took 0.6 s more.
 */
import { APIError } from "decap-cms-lib-util"

export type LibraryRequest = { url: string; body: string }
export type LibraryReply = { files: { id: string; path: string; file: File }[] } | { error: string; status: number | null }

/** The part of Decap's proxy backend (decap-cms-backend-proxy's implementation) this uses. */
interface Proxy {
  branch: string
  mediaFolder: string
  proxyUrl: string
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

export function photosInWorker<Base extends ProxyClass>(Backend: Base) {
  return class PhotosInWorker extends Backend {
    async getMedia(mediaFolder = this.mediaFolder) {
      const payload = { action: "getMedia", params: { branch: this.branch, mediaFolder } }
      const reply = await readLibrary({ url: this.proxyUrl, body: JSON.stringify({ branch: this.branch, ...payload }) })
      if ("error" in reply) throw new APIError(reply.error, reply.status, "Proxy")
      // Each photo's URL costs the main thread 1–3 ms at 4× CPU: eight at a time, with the page's own work between.
      const files = []
      for (const { id, path, file } of reply.files) {
        if (files.length % 8 === 7) await new Promise((resolve) => setTimeout(resolve))
        const url = URL.createObjectURL(file)
        files.push({ id, name: file.name, path, file, size: file.size, url, displayURL: url })
      }
      return files
    }
  }
}
