/**
 * The photo worker (a module Web Worker, /admin/photos/worker.js): turns a photo the maintainer
 * picked into what may be committed, off the editor's main thread (./prepare.ts has the rules).
 *
 * 1. Reads what the file carries besides the picture (exifr: GPS, other EXIF, XMP), only to say
 *    what was removed.
 * 2. Decodes it upright: a HEIC with libheif (WebAssembly, loaded only for a HEIC; it applies
 *    the file's rotation), anything else with the browser's own decoder (createImageBitmap with
 *    imageOrientation "from-image", which applies the EXIF orientation).
 * 3. Resizes the pixels with pica (Lanczos, as sharp's default) to at most the long side.
 * 4. Encodes JPEG with mozjpeg (@jsquash/jpeg, WebAssembly; the normalizer's encoder too),
 *    quality 85 down to 50 until it fits the byte limit; if even 50 does not fit, 15 % smaller
 *    and again. The encoder writes no metadata, so nothing of the original's travels on.
 * Every file it loads comes from the site: the WebAssembly files sit beside it (./wasm/).
 */
import encodeJpeg, { init as initJpeg } from "@jsquash/jpeg/encode"
import exifr from "exifr/dist/lite.esm.mjs"
import pica from "pica"
import {
  encodeWithin,
  fittedSize,
  isHeicHead,
  jpegName,
  rawExif,
  SHRINK_FACTOR,
  type Limits,
  type Prepared,
  type Removed,
  type Step,
} from "./prepare"

export interface WorkerRequest {
  id: number
  file: File
  limits: Limits
}

export type WorkerReply =
  | { id: number; kind: "progress"; step: Step; fraction: number; quality?: number }
  | { id: number; kind: "done"; blob: Blob; prepared: Prepared }
  | { id: number; kind: "failed"; reason: "unreadable" | "tooDetailed"; detail: string }

interface Pixels {
  data: Uint8ClampedArray
  width: number
  height: number
}

const scope = self as unknown as {
  postMessage(message: WorkerReply): void
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null
}

/** The WebAssembly files, beside this script. */
const wasmUrl = (name: string) => new URL(`./wasm/${name}`, import.meta.url).href

let jpegReady: Promise<void> | undefined
const loadJpeg = () => (jpegReady ??= WebAssembly.compileStreaming(fetch(wasmUrl("mozjpeg_enc.wasm"))).then((module) => initJpeg(module)))

// Its JavaScript and WebAssembly resizers only: no worker of its own (it runs in one) and no createImageBitmap.
const resizer = pica({ features: ["js", "wasm"] })

class Unreadable extends Error {}

/** The part of libheif-js's API the worker uses (its HeifDecoder and HeifImage). */
interface HeifImage {
  is_primary(): boolean
  get_width(): number
  get_height(): number
  display(target: Pixels, done: (shown: Pixels | null) => void): void
  free(): void
}
interface Libheif {
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] }
}

async function metadataOf(bytes: Uint8Array): Promise<Removed> {
  const raw = rawExif(bytes)
  const found: Record<string, Record<string, unknown> | undefined> | undefined = await exifr
    .parse(bytes, { tiff: true, exif: true, gps: true, xmp: true, mergeOutput: false, translateValues: false })
    .catch(() => undefined)
  const has = (block: string) => Boolean(found?.[block] && Object.keys(found[block] as object).length > 0)
  return { gps: has("gps") || raw.gps, other: ["ifd0", "exif", "xmp"].some(has) || raw.exif }
}

async function decodeHeic(bytes: Uint8Array): Promise<Pixels> {
  const [{ default: factory }, wasmBinary] = await Promise.all([
    import("libheif-js/libheif-wasm/libheif.js"),
    fetch(wasmUrl("libheif.wasm")).then((response) => response.arrayBuffer()),
  ])
  // Emscripten may call onRuntimeInitialized before factory() returns (the WebAssembly is given, not fetched).
  let ready = false
  let onReady = () => {}
  const libheif = factory({
    wasmBinary,
    onRuntimeInitialized: () => {
      ready = true
      onReady()
    },
  }) as unknown as Libheif
  if (!ready) await new Promise<void>((resolve) => (onReady = resolve))
  const decoder = new libheif.HeifDecoder()
  const images = decoder.decode(bytes)
  const image = images.find((candidate) => candidate.is_primary()) ?? images[0]
  if (!image) throw new Unreadable("no image in the HEIF file")
  const width = image.get_width()
  const height = image.get_height()
  const target = { data: new Uint8ClampedArray(width * height * 4), width, height }
  await new Promise<void>((resolve, reject) =>
    image.display(target, (shown) => (shown ? resolve() : reject(new Unreadable("libheif could not decode the picture")))),
  )
  for (const each of images) each.free()
  return target
}

async function decodeOther(file: Blob): Promise<Pixels> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" })
  } catch (error) {
    throw new Unreadable(String(error))
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D
  // A transparent PNG becomes a photo on white (JPEG has no transparency).
  context.fillStyle = "#ffffff"
  context.fillRect(0, 0, bitmap.width, bitmap.height)
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  return context.getImageData(0, 0, canvas.width, canvas.height)
}

async function resize(pixels: Pixels, width: number, height: number): Promise<Pixels> {
  if (width === pixels.width && height === pixels.height) return pixels
  const out = await resizer.resizeBuffer({
    src: pixels.data,
    width: pixels.width,
    height: pixels.height,
    toWidth: width,
    toHeight: height,
    filter: "lanczos3",
  })
  return { data: new Uint8ClampedArray(out.buffer, out.byteOffset, out.byteLength), width, height }
}

async function prepare({ id, file, limits }: WorkerRequest) {
  const progress = (step: Step, fraction: number, quality?: number) => scope.postMessage({ id, kind: "progress", step, fraction, quality })
  progress("read", 0.02)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const heic = isHeicHead(bytes.subarray(0, 64))
  const removed = await metadataOf(bytes)
  progress(heic ? "heic" : "resize", 0.1)
  const original = heic ? await decodeHeic(bytes) : await decodeOther(file)
  progress("resize", 0.35)
  const encoder = loadJpeg()
  let size = fittedSize(original.width, original.height, limits.longSide)
  for (let round = 0; round < 6; round++) {
    const pixels = await resize(original, size.width, size.height)
    await encoder
    const base = 0.5 + round * 0.08
    const fitted = await encodeWithin(
      async (quality) =>
        encodeJpeg({ data: pixels.data, width: pixels.width, height: pixels.height, colorSpace: "srgb" } as ImageData, { quality }),
      limits.bytes,
      (quality, index) => progress("compress", Math.min(0.98, base + index * 0.05), quality),
    )
    if (fitted) {
      const prepared: Prepared = {
        name: jpegName(file.name),
        before: { width: original.width, height: original.height, bytes: file.size, heic },
        after: { width: pixels.width, height: pixels.height, bytes: fitted.data.byteLength, quality: fitted.quality },
        removed,
      }
      scope.postMessage({ id, kind: "done", blob: new Blob([fitted.data], { type: "image/jpeg" }), prepared })
      return
    }
    size = fittedSize(size.width, size.height, Math.round(Math.max(size.width, size.height) * SHRINK_FACTOR))
  }
  scope.postMessage({ id, kind: "failed", reason: "tooDetailed", detail: "" })
}

scope.onmessage = (event) => {
  prepare(event.data).catch((error) =>
    scope.postMessage({
      id: event.data.id,
      kind: "failed",
      reason: "unreadable",
      detail: error instanceof Error ? error.message : String(error),
    }),
  )
}
