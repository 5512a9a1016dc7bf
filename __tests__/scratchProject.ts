// Scratch copies of the project (scripts/lib/scratchProject.js) to change and build without touching this .cache or public/.
import fs from "fs"
import path from "path"
import { normalizeFolder } from "../scripts/lib/photos"
import { PHOTO_LIMITS } from "../src/content/photoLimits"
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

/** Keeps a copy's first `photos` (and `slides`) and deletes the photos nothing names: less for the editor, git and the build to read. */
export function trimContent(dataDir: string, { photos, slides }: { photos: number; slides?: number }) {
  editJson(path.join(dataDir, "gallery.json"), (gallery) => gallery.photos.splice(photos))
  if (slides !== undefined) editJson(path.join(dataDir, "slides.json"), (value) => value.slides.splice(slides))
  const used = new Set(collectCredits(readContentFiles(dataDir)).map(({ image }) => path.join(dataDir, image)))
  const images = path.join(dataDir, "images")
  for (const entry of fs.readdirSync(images, { withFileTypes: true }))
    if (entry.isFile() && !used.has(path.join(images, entry.name))) fs.rmSync(path.join(images, entry.name))
}

/** A copy's photos at 1000 px on their long side (the normalizer's own way), for builds tested for behaviour, not renditions. */
export const shrinkPhotos = (dataDir: string) =>
  normalizeFolder(path.join(dataDir, "images"), { limits: { ...PHOTO_LIMITS, longSide: 1000 } })

/** `gatsby build` in `dir`, with no webpack cache written (the copy is thrown away); resolves to its exit code and output. */
export const gatsbyBuild = (dir: string, env: NodeJS.ProcessEnv, timeoutMs: number) =>
  builds.gatsbyBuild({ cwd: dir, env: { ...env, CI: "true", WEBPACK_CACHE: "off" }, timeoutMs })
