/** Reads content files so specs check what data/ says, not copies of it. */
import fs from "fs"
import path from "path"
import { CONTENT_FILES } from "../src/content/schema"
import { collectCredits } from "../src/content/walk"

const dataDir = path.resolve(__dirname, "../data")

export const readData = <T = any>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))

/** The entries of a list file (gallery.json's photos, slides.json's slides…), in order. */
export const readList = <T = any>(file: string): T[] => readData(file)[CONTENT_FILES[file].listKey as string]

/** Every photo the site uses with its credit, once each, in the order of the credits section. */
export function readCredits() {
  const parsed = Object.fromEntries(Object.keys(CONTENT_FILES).map((file) => [file, readData(file)]))
  const seen = new Set<string>()
  return collectCredits(parsed)
    .filter(({ image }) => !seen.has(image) && seen.add(image))
    .map(({ image, credit }) => ({ file: path.posix.basename(image), ...credit, licenceUrl: credit.licenceUrl ?? null }))
}
