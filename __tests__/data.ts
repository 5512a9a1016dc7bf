/** Reads content files so specs check what data/ says, not copies of it. */
import fs from "fs"
import os from "os"
import path from "path"
import { CONTENT_FILES } from "../src/content/schema"
import { collectCredits } from "../src/content/walk"
import { localizeFile } from "../src/content/localize"
import type { Lang } from "../src/i18n/languages"

const dataDir = path.resolve(__dirname, "../data")

/** A content file as it is stored: each text a visitor reads is { "pt": "…", "en": "…" }. */
export const readRawData = <T = any>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))

/** A content file as the pages in `lang` show it: each text a string (English falls back to Portuguese). */
export const readData = <T = any>(file: string, lang: Lang = "pt"): T => localizeFile<T>(file, readRawData(file), lang)

/** The entries of a list file (gallery.json's photos, slides.json's slides…), in order, in `lang`. */
export const readList = <T = any>(file: string, lang: Lang = "pt"): T[] =>
  (readData(file, lang) as any)[CONTENT_FILES[file].listKey as string]

/** Every photo the site uses with its credit, once each, in the order of the credits section. */
export function readCredits() {
  const parsed = Object.fromEntries(Object.keys(CONTENT_FILES).map((file) => [file, readRawData(file)]))
  const seen = new Set<string>()
  return collectCredits(parsed)
    .filter(({ image }) => !seen.has(image) && seen.add(image))
    .map(({ image, credit }) => ({ file: path.posix.basename(image), ...credit, licenceUrl: credit.licenceUrl ?? null }))
}

/** A scratch copy of data/, its JSON as `mutate` leaves it (a string as is, undefined not at all); each photo an empty file (no pixel
 * is read), or with `linked` a link to the real one. */
export function contentCopy(mutate: (files: Record<string, any>) => void, { linked = false } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  fs.mkdirSync(path.join(dir, "images"))
  for (const name of fs.readdirSync(path.join(dataDir, "images")).filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file))) {
    if (linked) fs.symlinkSync(path.join(dataDir, "images", name), path.join(dir, "images", name))
    else fs.writeFileSync(path.join(dir, "images", name), "")
  }
  const files = Object.fromEntries(Object.keys(CONTENT_FILES).map((file) => [file, readRawData(file)]))
  mutate(files)
  for (const [name, content] of Object.entries(files))
    if (content !== undefined)
      fs.writeFileSync(path.join(dir, name), typeof content === "string" ? content : JSON.stringify(content, null, 2))
  return dir
}
