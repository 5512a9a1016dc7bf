/**
 * Scratch copies of this project (scripts/lib/scratchProject.js), for tests that build a
 * changed copy of the content (broken content, the browser tests' variant site) without touching
 * this project's .cache or public/; and helpers to edit and build them (scripts/lib/gatsbyBuild.js,
 * the bench's too).
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { readContentFiles } from "../src/content/validate"
import { collectCredits } from "../src/content/walk"

const scratch: { projectRoot: string; scratchProject(prefix: string): string } = require("../scripts/lib/scratchProject.js")
const builds: {
  gatsbyBuild(options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<{ status: number | null; output: string }>
} = require("../scripts/lib/gatsbyBuild.js")

export const projectRoot = scratch.projectRoot
export const scratchProject = scratch.scratchProject

/** Edits a JSON file in place. */
export function editJson(file: string, edit: (value: any) => void) {
  const value = JSON.parse(fs.readFileSync(file, "utf8"))
  edit(value)
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
}

/**
 * Keeps the first `photos` of a copy's gallery (and its first `slides`, if given), and deletes the
 * photos no content file names any more: less for the editor, git and the build to read.
 */
export function trimContent(dataDir: string, { photos, slides }: { photos: number; slides?: number }) {
  editJson(path.join(dataDir, "gallery.json"), (gallery) => gallery.photos.splice(photos))
  if (slides !== undefined) editJson(path.join(dataDir, "slides.json"), (value) => value.slides.splice(slides))
  const used = new Set(collectCredits(readContentFiles(dataDir)).map(({ image }) => path.join(dataDir, image)))
  const images = path.join(dataDir, "images")
  for (const entry of fs.readdirSync(images, { withFileTypes: true }))
    if (entry.isFile() && !used.has(path.join(images, entry.name))) fs.rmSync(path.join(images, entry.name))
}

/**
 * Scales a copy's JPEG photos down to `longSide` pixels at most, for a build whose tests look at
 * how its pages behave, not at those photos' renditions: fewer and smaller ones to make.
 */
export async function shrinkPhotos(dataDir: string, longSide = 1000) {
  const images = path.join(dataDir, "images")
  for (const name of fs.readdirSync(images).filter((entry) => /\.jpe?g$/i.test(entry))) {
    const file = path.join(images, name)
    const smaller = await sharp(file)
      .resize({ width: longSide, height: longSide, fit: "inside", withoutEnlargement: true })
      .jpeg()
      .toBuffer()
    fs.writeFileSync(file, smaller)
  }
}

/** `gatsby build` in `dir`, with no webpack cache written (the copy is thrown away); resolves to its exit code and output. */
export const gatsbyBuild = (dir: string, env: NodeJS.ProcessEnv, timeoutMs: number) =>
  builds.gatsbyBuild({ cwd: dir, env: { ...env, CI: "true", WEBPACK_CACHE: "off" }, timeoutMs })
