/**
 * `npm run cms`'s backend (Decap's proxy backend, talking to decap-server) with its photo library read in slices:
 * decap-server sends every photo of data/images at once, in base64, and Decap decoded them all in one task as an entry
 * opened (600 ms at 4× CPU for the 40 photos of data/images; the editor froze). This decodes them in tasks of about
 * 50 ms: a task per photo made the entry show later, each pause drawing a frame.
 */
import { blobToFileObj } from "decap-cms-lib-util"

type MediaFile = { id: string; content: string; path: string; name: string }
/** The part of Decap's proxy backend (decap-cms-backend-proxy's implementation) this uses. */
interface Proxy {
  branch: string
  mediaFolder: string
  request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown>
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's rule for a mixin's base class
type ProxyClass = new (...args: any[]) => Proxy

const SLICE_MS = 50
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

/** Base64's bytes: natively where the browser can (Chromium 140, Firefox 133, Safari 18.2), else as Decap does. */
function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const native = (Uint8Array as { fromBase64?: (text: string) => Uint8Array<ArrayBuffer> }).fromBase64
  if (native) return native(base64)
  const text = atob(base64)
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}

export function photosInSlices<Base extends ProxyClass>(Backend: Base) {
  return class PhotosInSlices extends Backend {
    async getMedia(mediaFolder = this.mediaFolder) {
      const files = (await this.request({ action: "getMedia", params: { branch: this.branch, mediaFolder } })) as MediaFile[]
      const photos = []
      let sliceStart = performance.now()
      for (const { id, content, path, name } of files) {
        if (performance.now() - sliceStart > SLICE_MS) {
          await nextTask()
          sliceStart = performance.now()
        }
        // As decap-cms-backend-proxy's deserializeMediaFile does (decap-server always sends base64).
        const file = blobToFileObj(name, new Blob([bytesOf(content)]))
        const url = URL.createObjectURL(file)
        photos.push({ id, name, path, file, size: file.size, url, displayURL: url })
      }
      return photos
    }
  }
}
