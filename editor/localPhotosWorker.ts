/**
 * The worker of ./localPhotos.ts: asks decap-server for the photo library and turns each photo's base64 into a File,
 * so that neither the library's JSON (18 MB for data/images) nor its decoding is read on the editor's main thread.
 */
import type { LibraryReply, LibraryRequest } from "./localPhotos"

const scope = self as unknown as {
  postMessage(message: LibraryReply): void
  onmessage: ((event: MessageEvent<LibraryRequest>) => void) | null
}

type MediaFile = { id: string; content: string; path: string; name: string }

/** Base64's bytes: natively where the browser can (Chromium 140, Firefox 133, Safari 18.2), else as Decap does. */
function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const native = (Uint8Array as { fromBase64?: (text: string) => Uint8Array<ArrayBuffer> }).fromBase64
  if (native) return native(base64)
  const text = atob(base64)
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}

scope.onmessage = async ({ data: { url, body } }) => {
  try {
    // As decap-cms-backend-proxy's request() and deserializeMediaFile (decap-server always sends base64) do.
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json; charset=utf-8" }, body })
    const json = (await response.json()) as MediaFile[] | { error: string }
    if (!response.ok || !Array.isArray(json)) {
      scope.postMessage({ error: "error" in json ? json.error : `HTTP ${response.status}`, status: response.status })
      return
    }
    const files = json.map(({ id, content, path, name }) => ({
      id,
      path,
      // As decap-cms-lib-util's blobToFileObj, not imported: it would bring its whole library into the worker.
      file: new File([bytesOf(content)], name, name.endsWith(".svg") ? { type: "image/svg+xml" } : {}),
    }))
    scope.postMessage({ files })
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error), status: null })
  }
}
