/**
 * The rules and Portuguese texts of preparing a photo in the editor, free of browser APIs so that unit
 * tests run them as they are; the worker (./worker.ts) does the pixels. The result is an upright sRGB
 * JPEG without metadata (a PNG stays PNG when smaller), within the build's PHOTO_LIMITS
 * (src/content/photoLimits.ts), with the quality steps of scripts/lib/photos.ts.
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
 * Whether the file holds an EXIF block anywhere (a HEIC may keep it at the end) and whether it points to
 * GPS tags: a second opinion beside exifr, which misses some HEIF writers', so «localização removida» is true.
 */
export function rawExif(bytes: Uint8Array): { exif: boolean; gps: boolean } {
  for (let at = 0; at + 8 <= bytes.length; at++) {
    const little = bytes[at] === 0x49 && bytes[at + 1] === 0x49 && bytes[at + 2] === 0x2a && bytes[at + 3] === 0
    const big = bytes[at] === 0x4d && bytes[at + 1] === 0x4d && bytes[at + 2] === 0 && bytes[at + 3] === 0x2a
    if (!little && !big) continue
    const u16 = (offset: number) => (little ? bytes[offset] | (bytes[offset + 1] << 8) : (bytes[offset] << 8) | bytes[offset + 1])
    const u32 = (offset: number) => (little ? u16(offset) + u16(offset + 2) * 65536 : u16(offset) * 65536 + u16(offset + 2))
    const ifd = at + u32(at + 4)
    if (ifd + 2 > bytes.length) continue
    const count = u16(ifd)
    if (count === 0 || count > 500 || ifd + 2 + count * 12 > bytes.length) continue
    // Every entry's type is one TIFF defines (1–12): compressed pixels rarely read as a directory.
    const entries = Array.from({ length: count }, (_, entry) => ifd + 2 + entry * 12)
    if (!entries.every((entry) => u16(entry + 2) >= 1 && u16(entry + 2) <= 12)) continue
    return { exif: true, gps: entries.some((entry) => u16(entry) === 0x8825) }
  }
  return { exif: false, gps: false }
}

/**
 * The upload's name in ASCII letters, digits, dots and hyphens (git quotes other bytes, and decap-server then
 * cannot find the file), in lower case as Decap then saves it, so the panel names the file that is committed:
 * "Captura de ecrã às 10.15.png" → "captura-de-ecra-as-10.15.png".
 */
export function preparedName(name: string, extension: "jpg" | "png"): string {
  const base = name
    .replace(/\.[^./\\]*$/, "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
  return `${(base || "fotografia").toLowerCase()}.${extension}`
}

/** The PNG chunks a picture needs to look the same: everything else (text, EXIF, times) is dropped. */
const PNG_KEPT = new Set(["IHDR", "PLTE", "tRNS", "IDAT", "IEND", "iCCP", "sRGB", "gAMA", "cHRM", "sBIT"])

/** A PNG without its metadata, or undefined if that would not look the same (EXIF may turn it, an APNG animates) or it is malformed. */
export function strippedPng(bytes: Uint8Array): Uint8Array | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length < 8 || signature.some((byte, at) => bytes[at] !== byte)) return undefined
  const kept: Uint8Array[] = [bytes.subarray(0, 8)]
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0
    const type = ascii(bytes, at + 4, at + 8)
    const end = at + 12 + length
    if (end > bytes.length || type === "eXIf" || type === "acTL") return undefined
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(at, end))
    if (type === "IEND") {
      const out = new Uint8Array(kept.reduce((sum, chunk) => sum + chunk.length, 0))
      kept.reduce((offset, chunk) => (out.set(chunk, offset), offset + chunk.length), 0)
      return out
    }
    at = end
  }
  return undefined
}

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

/** "6,1 MB" from 1,000,000 bytes (as PHOTO_LIMITS counts), "964 kB" below it, so a photo under the limit never reads as at it. */
export function megabytes(bytes: number): string {
  if (bytes < 999_500) return `${Math.max(1, Math.round(bytes / 1000))} kB`
  return `${(bytes / 1_000_000).toFixed(1).replace(".", ",")} MB`
}

/** What the editor accepts to prepare at all: past these a phone's browser may run out of memory decoding. */
export const INPUT_CAPS = { bytes: 60_000_000, megapixels: 60 }

export interface Removed {
  gps: boolean
  /** EXIF other than GPS (camera, date, orientation…), XMP or IPTC. */
  other: boolean
}

export interface Prepared {
  name: string
  before: { width: number; height: number; bytes: number; heic: boolean }
  /** `quality`: mozjpeg's, for a JPEG; absent for a PNG (lossless). */
  after: { width: number; height: number; bytes: number; quality?: number }
  removed: Removed
}

const dimensions = (size: { width: number; height: number }) => `${size.width} × ${size.height}`

/** "4032 × 3024, 6,1 MB → 2560 × 1920, 812 kB, localização removida": only what was done, never what was absent. */
export function summary({ name, before, after, removed }: Prepared): string {
  const notes = [
    ...(before.heic ? ["convertida de HEIC para JPEG"] : []),
    removed.gps ? "localização removida" : removed.other ? "dados da câmara removidos" : `guardada sem metadados`,
  ]
  if (name.endsWith(".png")) notes.unshift("mantida em PNG, que fica mais pequeno")
  return `${dimensions(before)}, ${megabytes(before.bytes)} → ${dimensions(after)}, ${megabytes(after.bytes)}, ${notes.join(", ")}`
}

export type Step = "read" | "heic" | "decode" | "resize" | "compress"

export type Refusal = "notPhoto" | "tooLarge" | "tooDetailed" | "unsupported" | "internal" | "timeout" | "cancelled" | "notHandedOn"

const NOTHING = "Não foi carregado nada."

export const PHOTO_TEXTS = {
  region: "Preparação das fotografias",
  preparing: (name: string) => `A preparar a fotografia «${name}»`,
  steps: {
    read: "a ler o ficheiro",
    heic: "a converter de HEIC (iPhone) para JPEG",
    decode: "a abrir a fotografia",
    resize: "a endireitar e a reduzir",
    compress: "a comprimir",
  } satisfies Record<Step, string>,
  progress: (name: string, step: Step, quality?: number) =>
    `${PHOTO_TEXTS.preparing(name)}: ${PHOTO_TEXTS.steps[step]}${quality ? ` (qualidade ${quality})` : ""}…`,
  done: (prepared: Prepared) => `Fotografia preparada, «${prepared.name}»: ${summary(prepared)}.`,
  refused: {
    notPhoto: (name: string) =>
      `Não foi possível abrir «${name}» como fotografia: o ficheiro está danificado ou não é uma fotografia (JPEG, PNG, WebP, AVIF ou HEIC do iPhone). ${NOTHING} Escolha outra fotografia.`,
    tooLarge: (name: string, what: string) =>
      `«${name}» é grande demais para preparar aqui: ${what}. ${NOTHING} Escolha uma fotografia mais pequena, ou reduza-a antes no telemóvel ou no computador.`,
    tooDetailed: (name: string) => `Não foi possível reduzir «${name}» a 1 MB. ${NOTHING} Escolha outra fotografia.`,
    unsupported: (name: string, missing: string) =>
      `Este navegador não consegue preparar «${name}» (falta-lhe ${missing}). ${NOTHING} Use uma versão recente do Chrome, Edge, Firefox ou Safari.`,
    internal: (name: string) =>
      `Não foi possível preparar «${name}»: falhou uma parte do editor, não a fotografia. ${NOTHING} Recarregue a página e tente de novo; se voltar a acontecer, avise quem mantém o site.`,
    timeout: (name: string, seconds: number) =>
      `A preparação de «${name}» demorou mais de ${seconds} segundos e foi parada. ${NOTHING} Recarregue a página e tente de novo, ou escolha uma fotografia mais pequena.`,
    cancelled: (name: string) => `Preparação de «${name}» cancelada. ${NOTHING}`,
    notHandedOn: (name: string) => `«${name}» foi preparada, mas a janela onde a escolheu já fechou. ${NOTHING} Escolha-a de novo.`,
  },
  /** "72,3 MB (o máximo é 60 MB)", "12000 × 8000 píxeis, 96 megapíxeis (o máximo é 60)" */
  tooManyBytes: (bytes: number) => `${megabytes(bytes)} (o máximo é ${megabytes(INPUT_CAPS.bytes)})`,
  tooManyPixels: (width: number, height: number) =>
    `${width} × ${height} píxeis, ${Math.round((width * height) / 1e6)} megapíxeis (o máximo é ${INPUT_CAPS.megapixels})`,
  close: "Fechar",
  cancel: "Cancelar",
}
