/**
 * The photo normalizer (`npm run photos`, scripts/photos.ts): brings every photo in data/images within
 * src/content/photoLimits.ts: upright, resized, stripped of metadata and re-encoded in its own format, the
 * quality lowered step by step until it fits. A photo within every limit stays byte-identical, so a second run
 * changes nothing; one it cannot mend is refused in Portuguese. `--check` only reports.
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { IMAGE_EXTENSIONS } from "../../src/content/fields"
import {
  HEIC_EXTENSIONS,
  PHOTO_LIMITS,
  blockingText,
  formatBytes,
  inspectPhoto,
  joinPhrases,
  limitTexts,
  photoFiles,
  type PhotoFormat,
  type PhotoLimits,
} from "../../src/content/photoLimits"
import { contentDir } from "../../src/lib/settings"

/** The qualities tried, best first: the first whose file is within the limit is kept. Below the last, a photo is refused. */
export const QUALITY_STEPS: Record<PhotoFormat, number[]> = {
  jpeg: [85, 80, 75, 70, 65, 60, 55, 50],
  webp: [82, 76, 70, 64, 58, 52, 46, 40],
  avif: [60, 54, 48, 42, 36, 30],
  // PNG is lossless: first as it is, recompressed; then reduced to a palette of 256 colours, at these qualities.
  png: [100, 90, 75, 60],
}

export type PhotoOutcome =
  /** Within every limit: untouched. */
  | { status: "ok"; file: string }
  /** Re-encoded within the limits. */
  | { status: "reduced"; file: string; before: number; after: number; reasons: string[]; quality: number }
  /** With `check`: outside the limits, and the normalizer would re-encode it. */
  | { status: "outside"; file: string; reasons: string[] }
  /** Left as it is, and not publishable: the message says why and what to do. */
  | { status: "refused"; file: string; message: string }

function encoder(input: Buffer, format: PhotoFormat, quality: number, limits: PhotoLimits): sharp.Sharp {
  const pipeline = sharp(input, { failOn: "error" })
    .autoOrient()
    .resize({ width: limits.longSide, height: limits.longSide, fit: "inside", withoutEnlargement: true })
  switch (format) {
    case "jpeg":
      return pipeline.jpeg({ quality, mozjpeg: true })
    case "webp":
      return pipeline.webp({ quality })
    case "avif":
      return pipeline.avif({ quality })
    case "png":
      return quality === 100
        ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
        : pipeline.png({ compressionLevel: 9, palette: true, quality, colours: 256 })
  }
}

/** Re-encodes until the output is within the limit: the output and its quality, or the smallest tried when none is. */
async function reencode(
  input: Buffer,
  format: PhotoFormat,
  limits: PhotoLimits,
): Promise<{ output: Buffer; quality: number; fits: boolean }> {
  let smallest: { output: Buffer; quality: number } | undefined
  for (const quality of QUALITY_STEPS[format]) {
    const output = await encoder(input, format, quality, limits).toBuffer()
    if (output.length <= limits.bytes) return { output, quality, fits: true }
    if (!smallest || output.length < smallest.output.length) smallest = { output, quality }
  }
  return { ...(smallest as { output: Buffer; quality: number }), fits: false }
}

const tooBigText = (name: string, smallest: number, limits: PhotoLimits) =>
  `"${name}" não fica abaixo de ${formatBytes(limits.bytes)} nem com a qualidade mais baixa aceitável (fica com ${formatBytes(smallest)}), ` +
  `por isso não foi publicada. Reduza-a num programa de fotografia (por exemplo, exporte-a como JPEG com no máximo ${limits.longSide} píxeis ` +
  `no lado maior) e carregue-a outra vez.`

export interface NormalizeOptions {
  limits?: PhotoLimits
  /** Only say what would change: write nothing. */
  check?: boolean
  /** How the photo is named in messages (default: its path as given). */
  name?: string
}

/** Brings one photo within the limits, in place (written whole, then renamed over the original). */
export async function normalizePhoto(file: string, options: NormalizeOptions = {}): Promise<PhotoOutcome> {
  const { limits = PHOTO_LIMITS, check = false, name = file } = options
  const inspection = await inspectPhoto(file, limits)
  if (inspection.faults.length === 0) return { status: "ok", file }
  const blocking = inspection.faults.map((fault) => blockingText(name, fault)).find(Boolean)
  if (blocking || !inspection.format) return { status: "refused", file, message: blocking ?? `"${name}" não se consegue ler.` }
  const reasons = limitTexts(inspection.faults, limits)
  if (check) return { status: "outside", file, reasons }

  let result: Awaited<ReturnType<typeof reencode>>
  try {
    result = await reencode(await fs.promises.readFile(file), inspection.format, limits)
  } catch (error) {
    return { status: "refused", file, message: blockingText(name, { kind: "unreadable", reason: (error as Error).message }) as string }
  }
  if (!result.fits) return { status: "refused", file, message: tooBigText(name, result.output.length, limits) }
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.normalizing`)
  await fs.promises.writeFile(temporary, result.output)
  await fs.promises.rename(temporary, file)
  return { status: "reduced", file, before: inspection.bytes, after: result.output.length, reasons, quality: result.quality }
}

/** Every photo (and HEIC) in a folder, brought within the limits one after the other. */
export async function normalizeFolder(folder: string, options: Omit<NormalizeOptions, "name"> = {}): Promise<PhotoOutcome[]> {
  const outcomes: PhotoOutcome[] = []
  for (const file of photoFiles(folder, [...IMAGE_EXTENSIONS, ...HEIC_EXTENSIONS]))
    outcomes.push(await normalizePhoto(file, { ...options, name: path.relative(process.cwd(), file) || file }))
  return outcomes
}

/** The report a maintainer reads (in the terminal, or in the workflow's log), in Portuguese. */
export function formatOutcomes(outcomes: PhotoOutcome[], check: boolean, cwd = process.cwd()): string {
  const show = (file: string) => path.relative(cwd, file) || file
  const reduced = outcomes.filter((outcome) => outcome.status === "reduced" || outcome.status === "outside")
  const refused = outcomes.filter((outcome) => outcome.status === "refused")
  const lines: string[] = []
  for (const outcome of outcomes) {
    if (outcome.status === "outside")
      lines.push(`  - ${show(outcome.file)}: fora dos limites: ${joinPhrases(outcome.reasons)}. Corra npm run photos para a reduzir.`)
    if (outcome.status === "reduced")
      lines.push(
        `  - ${show(outcome.file)}: ${formatBytes(outcome.before)} → ${formatBytes(outcome.after)}, direita e sem dados escondidos. Estava fora dos limites: ${joinPhrases(outcome.reasons)}.`,
      )
    if (outcome.status === "refused") lines.push(`  - RECUSADA: ${outcome.message}`)
  }
  const total = `${outcomes.length} ${outcomes.length === 1 ? "fotografia" : "fotografias"}`
  const heading =
    reduced.length + refused.length === 0
      ? `Fotografias: ${total}, todas dentro dos limites (no máximo ${PHOTO_LIMITS.longSide} píxeis no lado maior, ${formatBytes(PHOTO_LIMITS.bytes)}, sem dados escondidos).`
      : check
        ? `Fotografias: ${reduced.length + refused.length} de ${total} fora dos limites (no máximo ${PHOTO_LIMITS.longSide} píxeis no lado maior, ${formatBytes(PHOTO_LIMITS.bytes)}, sem dados escondidos).`
        : `Fotografias: ${reduced.length} ${reduced.length === 1 ? "reduzida" : "reduzidas"}, ${refused.length} ${refused.length === 1 ? "recusada" : "recusadas"}, de ${total}.`
  const advice =
    refused.length > 0
      ? ["As fotografias recusadas não podem ser publicadas assim: substitua-as (veja o que fazer em cada uma) e publique outra vez."]
      : []
  return [heading, ...lines, ...advice].join("\n")
}

/** `npm run photos [--check] [folder]`: the exit code is 1 when a photo is refused (or, with --check, outside the limits). */
export async function photosCommand(args: string[], log: (text: string) => void = console.log): Promise<number> {
  const check = args.includes("--check")
  const folder = args.find((arg) => !arg.startsWith("--")) ?? path.join(contentDir, "images")
  const outcomes = await normalizeFolder(folder, { check })
  log(formatOutcomes(outcomes, check))
  if (process.env.GITHUB_ACTIONS === "true")
    for (const outcome of outcomes)
      if (outcome.status === "refused") log(`::error file=${path.relative(process.cwd(), outcome.file)}::${outcome.message}`)
  return outcomes.some((outcome) => outcome.status !== "ok") && (check || outcomes.some((outcome) => outcome.status === "refused")) ? 1 : 0
}
