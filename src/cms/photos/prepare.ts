/**
 * Preparing a photo in the editor before Decap takes it (issue 34): the rules and the
 * Portuguese texts, free of any browser API so that unit tests run them as they are. The
 * worker (./worker.ts) does the pixels; the page's part (./index.ts) shows these texts.
 *
 * The result is always a JPEG: upright, at most `limits.longSide` px on its long side, at most
 * `limits.bytes` bytes, with no metadata at all (the encoder writes none). The limits are the
 * build's PHOTO_LIMITS (src/content/photoLimits.ts), handed to the bundle at build time
 * (src/build/adminPhotos.ts), and the quality steps are the normalizer's for JPEG
 * (src/build/photos.ts, QUALITY_STEPS.jpeg; a unit test keeps them equal).
 */

export interface Limits {
  longSide: number
  bytes: number
}

/** mozjpeg's quality, tried in this order until the file fits (the normalizer's steps). */
export const JPEG_QUALITY_STEPS = [85, 80, 75, 70, 65, 60, 55, 50]

/** When even the last step is too big (a photo full of fine detail): the long side shrinks by this factor and the steps start again. */
export const SHRINK_FACTOR = 0.85

/** The size a photo is shown at (upright) fitted within `longSide`, never enlarged. */
export function fittedSize(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** Brands of a HEIF file's `ftyp` box that mean HEVC pictures (an iPhone's HEIC); AVIF is HEIF with AV1 and the browser reads it. */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"])

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** A HEIC by its first bytes (the `ftyp` box), whatever the file is called. */
export function isHeicHead(head: Uint8Array): boolean {
  if (head.length < 12 || ascii(head, 4, 8) !== "ftyp") return false
  const size = ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) >>> 0
  const end = Math.min(size, head.length)
  const brands = [ascii(head, 8, 12)]
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, at + 4))
  return brands.some((brand) => HEIC_BRANDS.has(brand))
}

/**
 * Whether the file holds an EXIF block (a TIFF header, "II*\0" or "MM\0*") and whether its
 * first directory points to GPS tags (tag 0x8825), from the raw bytes of its first 256 kB. The
 * worker's second opinion beside exifr, which reads an iPhone's HEIC but not every HEIF
 * writer's (libheif's base offsets): enough to say «localização removida» truthfully.
 */
export function rawExif(bytes: Uint8Array): { exif: boolean; gps: boolean } {
  const end = Math.min(bytes.length, 256 * 1024)
  for (let at = 0; at + 8 <= end; at++) {
    const little = bytes[at] === 0x49 && bytes[at + 1] === 0x49 && bytes[at + 2] === 0x2a && bytes[at + 3] === 0
    const big = bytes[at] === 0x4d && bytes[at + 1] === 0x4d && bytes[at + 2] === 0 && bytes[at + 3] === 0x2a
    if (!little && !big) continue
    const u16 = (offset: number) => (little ? bytes[offset] | (bytes[offset + 1] << 8) : (bytes[offset] << 8) | bytes[offset + 1])
    const u32 = (offset: number) => (little ? u16(offset) + u16(offset + 2) * 65536 : u16(offset) * 65536 + u16(offset + 2))
    const ifd = at + u32(at + 4)
    if (ifd + 2 > bytes.length) continue
    const count = u16(ifd)
    if (count === 0 || count > 500 || ifd + 2 + count * 12 > bytes.length) continue
    let gps = false
    for (let entry = 0; entry < count; entry++) if (u16(ifd + 2 + entry * 12) === 0x8825) gps = true
    return { exif: true, gps }
  }
  return { exif: false, gps: false }
}

/** The name the prepared photo is uploaded under: the same, with .jpg ("IMG_0412.HEIC" → "IMG_0412.jpg"). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, "")
  return `${base || "fotografia"}.jpg`
}

/**
 * Tries each quality until the encoded photo fits in `limit` bytes; `encode` makes the file at
 * a quality. Resolves to the first that fits, or undefined when none does.
 */
export async function encodeWithin(
  encode: (quality: number) => Promise<ArrayBuffer>,
  limit: number,
  onStep: (quality: number, index: number) => void = () => {},
): Promise<{ data: ArrayBuffer; quality: number } | undefined> {
  for (const [index, quality] of JPEG_QUALITY_STEPS.entries()) {
    onStep(quality, index)
    const data = await encode(quality)
    if (data.byteLength <= limit) return { data, quality }
  }
  return undefined
}

/** "6,1 MB" (1 MB = 1,000,000 bytes, as in PHOTO_LIMITS; a decimal comma, as the build's messages write it); under 0,1 MB, "21 kB". */
export function megabytes(bytes: number): string {
  if (bytes < 100_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`
  return `${(bytes / 1_000_000).toFixed(1).replace(".", ",")} MB`
}

/** What the original carried besides the picture, as the worker found it. */
export interface Removed {
  gps: boolean
  /** EXIF other than GPS (camera, date, orientation…), XMP or IPTC. */
  other: boolean
}

export interface Prepared {
  name: string
  before: { width: number; height: number; bytes: number; heic: boolean }
  after: { width: number; height: number; bytes: number; quality: number }
  removed: Removed
}

const dimensions = (size: { width: number; height: number }) => `${size.width} × ${size.height}`

/** "4032 × 3024, 6,1 MB → 2560 × 1920, 0,8 MB, localização removida" */
export function summary({ before, after, removed }: Prepared): string {
  const notes = [
    ...(before.heic ? ["convertida de HEIC para JPEG"] : []),
    removed.gps ? "localização removida" : removed.other ? "dados da câmara removidos" : "sem dados escondidos",
  ]
  return `${dimensions(before)}, ${megabytes(before.bytes)} → ${dimensions(after)}, ${megabytes(after.bytes)}, ${notes.join(", ")}`
}

/** The steps the maintainer sees while a photo is prepared. */
export type Step = "read" | "heic" | "resize" | "compress"

/** What the maintainer reads, in Portuguese. */
export const PHOTO_TEXTS = {
  region: "Preparação das fotografias",
  preparing: (name: string) => `A preparar a fotografia «${name}»`,
  steps: {
    read: "a ler o ficheiro",
    heic: "a converter de HEIC (iPhone) para JPEG",
    resize: "a endireitar e a reduzir",
    compress: "a comprimir",
  } satisfies Record<Step, string>,
  /** The line under the progress bar: "A preparar a fotografia «x»: a comprimir (qualidade 80)…" */
  progress: (name: string, step: Step, quality?: number) =>
    `${PHOTO_TEXTS.preparing(name)}: ${PHOTO_TEXTS.steps[step]}${quality ? ` (qualidade ${quality})` : ""}…`,
  done: (prepared: Prepared) => `Fotografia preparada, «${prepared.name}»: ${summary(prepared)}.`,
  unreadable: (name: string) =>
    `Não foi possível abrir «${name}» como fotografia: o ficheiro está danificado ou não é uma fotografia (JPEG, PNG, WebP, AVIF ou HEIC do iPhone). Não foi carregado nada. Escolha outra fotografia.`,
  tooDetailed: (name: string) => `Não foi possível reduzir «${name}» a 1 MB. Não foi carregado nada. Escolha outra fotografia.`,
  close: "Fechar",
}
