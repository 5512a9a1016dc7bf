/**
 * What a photo in data/ may be to be published (docs/CONTENT.md): PHOTO_LIMITS, JPEG, PNG, WebP or AVIF, and
 * no EXIF, XMP, IPTC or PNG text (an ICC profile is allowed). HEIC is refused: the prebuilt sharp cannot decode
 * HEVC. `inspectPhoto` reads headers only, so the check (src/content/photoCheck.ts) stays fast and the
 * normalizer (scripts/lib/photos.ts) leaves a photo within every limit byte-identical.
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"

export interface PhotoLimits {
  /** The longest side, in pixels, as the photo is shown (upright). */
  longSide: number
  bytes: number
}

export const PHOTO_LIMITS: PhotoLimits = { longSide: 2560, bytes: 1_000_000 }

/** The formats a photo may be in, by sharp's name (AVIF is "heif" with AV1 inside). */
export type PhotoFormat = "jpeg" | "png" | "webp" | "avif"

/** The extensions of HEIF files that an iPhone makes (HEVC inside): refused with advice. */
export const HEIC_EXTENSIONS = [".heic", ".heif"]

/** Brands of a HEIF file's `ftyp` box that mean HEVC (HEIC) pictures. */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"])

export type PhotoFault =
  /** A HEIC picture (by its header, whatever its name). */
  | { kind: "heic" }
  | { kind: "unreadable"; reason: string }
  /** An image, but not in a format the site publishes (a GIF, a TIFF…). */
  | { kind: "format"; format: string }
  | { kind: "longSide"; pixels: number }
  | { kind: "bytes"; bytes: number }
  /** What it carries besides the picture: "EXIF", "XMP", "IPTC", "texto PNG". */
  | { kind: "metadata"; what: string[] }

export interface PhotoInspection {
  bytes: number
  /** Set when sharp could read the header. */
  format?: PhotoFormat
  faults: PhotoFault[]
}

/** The brands of a HEIF/ISO media file from its first bytes (the `ftyp` box), or undefined when it is not one. */
export function heifBrands(head: Buffer): string[] | undefined {
  if (head.length < 12 || head.toString("latin1", 4, 8) !== "ftyp") return undefined
  const end = Math.min(head.readUInt32BE(0), head.length)
  const brands = [head.toString("latin1", 8, 12)]
  for (let at = 16; at + 4 <= end; at += 4) brands.push(head.toString("latin1", at, at + 4))
  return brands
}

/** A file that is HEIC by its header (an AVIF, HEIF with AV1 inside, is not). */
export const isHeic = (head: Buffer) => heifBrands(head)?.some((brand) => HEIC_BRANDS.has(brand)) ?? false

/**
 * Checks one photo against the limits from its headers alone. Read into memory first: given a path, libvips
 * caches by file name and would describe a photo the normalizer has just replaced as it was.
 */
export async function inspectPhoto(file: string, limits: PhotoLimits = PHOTO_LIMITS): Promise<PhotoInspection> {
  const content = await fs.promises.readFile(file)
  const bytes = content.length
  if (isHeic(content.subarray(0, 64))) return { bytes, faults: [{ kind: "heic" }] }
  let meta: sharp.Metadata
  try {
    meta = await sharp(content).metadata()
  } catch (error) {
    return { bytes, faults: [{ kind: "unreadable", reason: (error as Error).message }] }
  }
  if (meta.format === "heif" && meta.compression === "hevc") return { bytes, faults: [{ kind: "heic" }] }
  const format = meta.format === "heif" ? "avif" : meta.format
  if (format !== "jpeg" && format !== "png" && format !== "webp" && format !== "avif")
    return { bytes, faults: [{ kind: "format", format }] }

  const faults: PhotoFault[] = []
  const longSide = Math.max(meta.autoOrient?.width ?? meta.width, meta.autoOrient?.height ?? meta.height)
  if (longSide > limits.longSide) faults.push({ kind: "longSide", pixels: longSide })
  if (bytes > limits.bytes) faults.push({ kind: "bytes", bytes })
  const hidden = [
    (meta.exif || meta.orientation) && "EXIF",
    meta.xmp && "XMP",
    meta.iptc && "IPTC",
    meta.comments?.length && "texto PNG",
  ].filter((what): what is string => typeof what === "string")
  if (hidden.length > 0) faults.push({ kind: "metadata", what: hidden })
  return { bytes, format, faults }
}

/** A size as a maintainer reads it: "1,01 MB", "850 kB" (decimal units, as the limit). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000 && bytes % 1_000_000 === 0) return `${bytes / 1_000_000} MB`
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(2).replace(".", ",")} MB`
  return `${Math.max(1, Math.round(bytes / 1000))} kB`
}

/** The iPhone's HEIC: what to do, for the check and the normalizer alike. */
export const heicText = (name: string) =>
  `"${name}" é uma fotografia HEIC (o formato do iPhone), que o site não consegue ler nem publicar. Carregue-a outra vez em JPEG: ` +
  `no iPhone, em Definições → Câmara → Formatos, escolha «Mais compatível» (as fotografias seguintes ficam em JPEG); ` +
  `para uma fotografia já tirada, envie-a por e-mail ou para o computador (Definições → Fotografias → Transferir para Mac ou PC: «Automático»), ` +
  `ou exporte-a como JPEG, e carregue o ficheiro .jpg.`

/** A fault the normalizer cannot mend (HEIC, unreadable, another format), said with what to do; undefined for the ones it mends. */
export function blockingText(name: string, fault: PhotoFault): string | undefined {
  switch (fault.kind) {
    case "heic":
      return heicText(name)
    case "unreadable":
      return `"${name}" não se consegue ler como imagem (${fault.reason}): o ficheiro pode estar danificado ou incompleto. Carregue-o outra vez, ou exporte-o como JPEG.`
    case "format":
      return `"${name}" não é JPEG, PNG, WebP nem AVIF (é ${fault.format.toUpperCase()}). Exporte-a como JPEG e carregue-a outra vez.`
    default:
      return undefined
  }
}

/** The faults the normalizer mends, in a phrase each: "4000 píxeis no lado maior (máximo 2560)". */
export function limitTexts(faults: PhotoFault[], limits: PhotoLimits = PHOTO_LIMITS): string[] {
  return faults.flatMap((fault) => {
    switch (fault.kind) {
      case "longSide":
        return [`${fault.pixels} píxeis no lado maior (máximo ${limits.longSide})`]
      case "bytes":
        return [`${formatBytes(fault.bytes)} (máximo ${formatBytes(limits.bytes)})`]
      case "metadata":
        return [
          `dados escondidos no ficheiro (${fault.what.join(", ")}${fault.what.includes("EXIF") ? ", que podem incluir a posição GPS onde foi tirada e o modelo do telemóvel" : ""})`,
        ]
      default:
        return []
    }
  })
}

/** "a, b e c" */
export const joinPhrases = (phrases: string[]) =>
  phrases.length <= 1 ? phrases.join("") : `${phrases.slice(0, -1).join(", ")} e ${phrases[phrases.length - 1]}`

/** The build's message for a photo outside the limits (.github/workflows/photos.yml usually mends it by itself). */
export function photoProblemText(name: string, inspection: PhotoInspection, limits: PhotoLimits = PHOTO_LIMITS): string {
  const blocking = inspection.faults.map((fault) => blockingText(name, fault)).find(Boolean)
  if (blocking) return blocking
  return (
    `a fotografia "${name}" está fora dos limites: ${joinPhrases(limitTexts(inspection.faults, limits))}. ` +
    `Não foi publicada. A verificação automática do repositório (GitHub) trata disto sozinha dentro de poucos minutos, e o site volta a ser construído; ` +
    `no computador, corra npm run photos e publique o resultado.`
  )
}

/** Files in `folder` (and its subfolders, except licenses/) that are photos or HEIC, by extension. */
export function photoFiles(folder: string, extensions: string[]): string[] {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) return entry.name === "licenses" || entry.name.startsWith(".") ? [] : photoFiles(full, extensions)
      return entry.isFile() && !entry.name.startsWith(".") && extensions.includes(path.extname(entry.name).toLowerCase()) ? [full] : []
    })
    .sort()
}
