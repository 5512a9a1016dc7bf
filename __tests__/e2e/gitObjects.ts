/**
 * What a repository holds, object by object (`git cat-file --batch-all-objects`: loose or packed,
 * reachable or not), for the editor's specs to look for what must never be committed.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { rawExif } from "../../src/cms/photos/prepare"
import { IMAGE_EXTENSIONS } from "../../src/content/fields"
import { HEIC_EXTENSIONS, inspectPhoto } from "../../src/content/photoLimits"

const git = (repo: string, ...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })

/** Every object git holds, loose or packed, reachable or not: [id, type]. */
export const allObjects = (repo: string) =>
  git(repo, "cat-file", "--batch-all-objects", "--batch-check=%(objectname) %(objecttype)")
    .trim()
    .split("\n")
    .map((line) => line.split(" ") as [string, string])

const PHOTO_EXTENSIONS = new Set([...IMAGE_EXTENSIONS, ...HEIC_EXTENSIONS])

/** Every photo blob reachable from any ref, or from the reflogs (a draft's branch after it was deleted): [path, blob id]. */
export const photoBlobs = (repo: string): [string, string][] =>
  git(repo, "rev-list", "--all", "--reflog", "--objects")
    .split("\n")
    .map((line) => line.split(" ") as [string, string?])
    .filter(([, name]) => name && PHOTO_EXTENSIONS.has(path.extname(name).toLowerCase()))
    .map(([id, name]) => [name as string, id])

/** A blob written under `work`, its faults against PHOTO_LIMITS (inspectPhoto, the build's own check) and its metadata. */
export async function inspectBlob(repo: string, work: string, id: string, name: string) {
  const file = path.join(work, `${id}${path.extname(name)}`)
  fs.writeFileSync(file, execFileSync("git", ["cat-file", "blob", id], { cwd: repo, maxBuffer: 64 * 1024 * 1024 }))
  return { inspection: await inspectPhoto(file), meta: await sharp(file).metadata(), file }
}

/**
 * The leaks in git: objects that hold EXIF GPS, or any original's bytes (a slice from its middle,
 * past the headers a re-encoding might share), or that are an original byte for byte (its blob id).
 */
export function leaks(repo: string, originals: string[]): string[] {
  const slices = originals.map((file) => {
    const bytes = fs.readFileSync(file)
    return { file, id: git(repo, "hash-object", file).trim(), slice: bytes.subarray(bytes.length / 2, bytes.length / 2 + 64) }
  })
  const found: string[] = []
  for (const [id, type] of allObjects(repo)) {
    if (type !== "blob") continue
    const content = execFileSync("git", ["cat-file", "blob", id], { cwd: repo, maxBuffer: 64 * 1024 * 1024 })
    if (rawExif(new Uint8Array(content)).gps) found.push(`${id}: EXIF GPS`)
    for (const { file, id: originalId, slice } of slices)
      if (id === originalId || content.includes(slice)) found.push(`${id}: the bytes of ${path.basename(file)}`)
  }
  return found
}
