/**
 * The photo worker (/admin/assets/photos/worker-<hash>.js): turns a picked photo into what may be committed, off the editor's
 * main thread, by ./prepare.ts's rules: decoded upright into sRGB (libheif for a HEIC), resized with pica,
 * encoded with mozjpeg, which writes no metadata. Every failure is answered by its cause (Refusal).
 */
import encodeJpeg, { init as initJpeg } from "@jsquash/jpeg/encode"
import exifr from "exifr/dist/lite.esm.mjs"
import { imageSize } from "image-size"
import pica from "pica"
import { heifColour, toSrgbTransform, type HeifHandle, type LibheifColour } from "./colour"
import {
  encodeWithin,
  fittedSize,
  INPUT_CAPS,
  isHeicHead,
  preparedName,
  PHOTO_TEXTS,
  rawExif,
  SHRINK_FACTOR,
  strippedPng,
  type Limits,
  type Prepared,
  type Refusal,
  type Removed,
  type Step,
} from "./prepare"

export interface WorkerRequest {
  id: number
  file: File
  limits: Limits
}

export type WorkerReply =
  | { id: number; kind: "progress"; step: Step; fraction?: number; quality?: number }
  | { id: number; kind: "done"; blob: Blob; prepared: Prepared }
  | { id: number; kind: "failed"; reason: Refusal; detail: string; what?: string }

interface Pixels {
  data: Uint8ClampedArray
  width: number
  height: number
}

const scope = self as unknown as {
  postMessage(message: WorkerReply): void
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null
}

/** A refusal with its cause; anything else thrown is an internal fault. */
class Refused extends Error {
  constructor(
    readonly reason: Refusal,
    detail: string,
    readonly what?: string,
  ) {
    super(detail)
  }
}

/** The WebAssembly files' content-hashed names beside this script, by the name asked for, written in by the build. */
declare const PHOTO_WASM: Record<string, string>

/** A WebAssembly file beside this script, checked: a 404 or an HTML error page is a fault of the site, not of the photo. */
async function wasmBytes(name: string): Promise<ArrayBuffer> {
  const response = await fetch(new URL(PHOTO_WASM[name], import.meta.url).href)
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`)
  // Compiled from bytes, not compileStreaming: that needs the application/wasm type, which older nginx does not send.
  return response.arrayBuffer()
}

let jpegReady: Promise<void> | undefined
const loadJpeg = () => (jpegReady ??= wasmBytes("mozjpeg_enc.wasm").then((bytes) => WebAssembly.compile(bytes).then(initJpeg)))

// Its JavaScript and WebAssembly resizers only: no worker of its own (it runs in one) and no createImageBitmap.
const resizer = pica({ features: ["js", "wasm"] })

/** The part of libheif-js's API the worker uses (its HeifDecoder and HeifImage). */
interface HeifImage {
  handle: HeifHandle
  is_primary(): boolean
  get_width(): number
  get_height(): number
  display(target: Pixels, done: (shown: Pixels | null) => void): void
  free(): void
}
type Libheif = LibheifColour & {
  HeifDecoder: new () => { decoder: number | null; decode(bytes: Uint8Array): HeifImage[] }
  heif_context_free(context: number): void
}

/** libheif, set up once per editor session: setting it up is slow. */
let heifReady: Promise<Libheif> | undefined
function loadHeif(): Promise<Libheif> {
  heifReady ??= Promise.all([import("libheif-js/libheif-wasm/libheif.js"), wasmBytes("libheif.wasm")]).then(
    ([{ default: factory }, wasmBinary]) =>
      new Promise<Libheif>((resolve, reject) => {
        // Emscripten may call onRuntimeInitialized before factory() returns (the WebAssembly is given, not fetched).
        let ready = false
        let whenReady = () => {}
        const module = factory({
          wasmBinary,
          onRuntimeInitialized: () => {
            ready = true
            whenReady()
          },
          onAbort: (what: unknown) => reject(new Error(`libheif aborted: ${String(what)}`)),
        }) as unknown as Libheif
        if (ready) resolve(module)
        else whenReady = () => resolve(module)
      }),
  )
  // A failed set-up is an internal fault: the page ends this worker, and the next photo starts afresh.
  return heifReady
}

function checkPixels(width: number, height: number) {
  if (width * height > INPUT_CAPS.megapixels * 1e6)
    throw new Refused("tooLarge", `${width}x${height}`, PHOTO_TEXTS.tooManyPixels(width, height))
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
  const libheif = await loadHeif()
  const decoder = new libheif.HeifDecoder()
  const images = decoder.decode(bytes)
  try {
    const image = images.find((candidate) => candidate.is_primary()) ?? images[0]
    if (!image) throw new Refused("notPhoto", "no image in the HEIF file")
    const width = image.get_width()
    const height = image.get_height()
    checkPixels(width, height)
    const target = { data: new Uint8ClampedArray(width * height * 4), width, height }
    await new Promise<void>((resolve, reject) =>
      image.display(target, (shown) => (shown ? resolve() : reject(new Refused("notPhoto", "libheif could not decode the picture")))),
    )
    // An iPhone's pixels are Display P3: into sRGB, which an untagged JPEG is read as.
    toSrgbTransform(heifColour(libheif, image.handle))?.(target.data)
    return target
  } finally {
    for (const each of images) each.free()
    if (decoder.decoder) libheif.heif_context_free(decoder.decoder)
  }
}

async function decodeOther(file: Blob): Promise<Pixels> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" })
  } catch (error) {
    throw new Refused("notPhoto", String(error))
  }
  // Drawn on an sRGB canvas: the browser converts from the file's own profile (a phone's P3 JPEG).
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext("2d", { colorSpace: "srgb" }) as OffscreenCanvasRenderingContext2D
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

/** The same pixels as a PNG (the canvas writes no metadata). */
async function encodePng(pixels: Pixels): Promise<ArrayBuffer> {
  const canvas = new OffscreenCanvas(pixels.width, pixels.height)
  const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D
  // pica's output and getImageData's are ArrayBuffer-backed: no copy needed.
  context.putImageData(new ImageData(pixels.data as Uint8ClampedArray<ArrayBuffer>, pixels.width, pixels.height), 0, 0)
  return (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer()
}

async function prepare({ id, file, limits }: WorkerRequest) {
  const progress = (step: Step, fraction?: number, quality?: number) => scope.postMessage({ id, kind: "progress", step, fraction, quality })
  progress("read", 0.02)
  if (file.size > INPUT_CAPS.bytes) throw new Refused("tooLarge", `${file.size} bytes`, PHOTO_TEXTS.tooManyBytes(file.size))
  const bytes = new Uint8Array(await file.arrayBuffer())
  const heic = isHeicHead(bytes.subarray(0, 64))
  if (!heic) {
    let size: { width?: number; height?: number } = {}
    try {
      size = imageSize(bytes)
    } catch {
      // A format image-size does not know: the browser's decoder says whether it is a photo.
    }
    if (size.width && size.height) checkPixels(size.width, size.height)
  }
  const removed = await metadataOf(bytes)
  // A HEIC's decode is one long call into libheif: the page shows it as an indeterminate bar with the seconds.
  progress(heic ? "heic" : "decode", heic ? undefined : 0.1)
  const original = heic ? await decodeHeic(bytes) : await decodeOther(file)
  const done = (
    data: ArrayBuffer | Uint8Array<ArrayBuffer>,
    extension: "jpg" | "png",
    size: { width: number; height: number },
    quality?: number,
  ) => {
    const prepared: Prepared = {
      name: preparedName(file.name, extension),
      before: { width: original.width, height: original.height, bytes: file.size, heic },
      after: { width: size.width, height: size.height, bytes: data.byteLength, quality },
      removed,
    }
    scope.postMessage({ id, kind: "done", blob: new Blob([data], { type: extension === "png" ? "image/png" : "image/jpeg" }), prepared })
  }
  // A PNG within the limits keeps its own compressed pixels, less its metadata.
  const png = heic ? undefined : strippedPng(bytes)
  if (png && Math.max(original.width, original.height) <= limits.longSide && png.byteLength <= limits.bytes)
    return done(png as Uint8Array<ArrayBuffer>, "png", original)
  const encoder = loadJpeg()
  let size = fittedSize(original.width, original.height, limits.longSide)
  for (let round = 0; round < 6; round++) {
    progress("resize", 0.45)
    const pixels = await resize(original, size.width, size.height)
    await encoder
    const base = 0.6 + round * 0.05
    const fitted = await encodeWithin(
      async (quality) =>
        encodeJpeg({ data: pixels.data, width: pixels.width, height: pixels.height, colorSpace: "srgb" } as ImageData, { quality }),
      limits.bytes,
      (quality, index) => progress("compress", Math.min(0.95, base + index * 0.045), quality),
    )
    if (png) {
      const lossless = await encodePng(pixels)
      if (lossless.byteLength <= limits.bytes && (!fitted || lossless.byteLength < fitted.data.byteLength))
        return done(lossless, "png", pixels)
    }
    if (fitted) return done(fitted.data, "jpg", pixels, fitted.quality)
    size = fittedSize(size.width, size.height, Math.round(Math.max(size.width, size.height) * SHRINK_FACTOR))
  }
  throw new Refused("tooDetailed", "no quality fits the byte limit")
}

scope.onmessage = (event) => {
  prepare(event.data).catch((error: unknown) =>
    scope.postMessage({
      id: event.data.id,
      kind: "failed",
      reason: error instanceof Refused ? error.reason : "internal",
      what: error instanceof Refused ? error.what : undefined,
      detail: error instanceof Error ? error.message : String(error),
    }),
  )
}
