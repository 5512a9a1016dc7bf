/**
 * The build's whole content check: the JSON files (./validate.ts), then every photo the content uses against
 * ./photoLimits.ts, each problem named by the file, entry and field that use the photo. Only headers are read,
 * all photos at once, so the check stays cheap.
 */
import fs from "fs"
import path from "path"
import { IMAGE_EXTENSIONS } from "./fields"
import { PHOTO_LIMITS, inspectPhoto, photoProblemText, type PhotoInspection, type PhotoLimits } from "./photoLimits"
import { CONTENT_FILES } from "./schema"
import { problemAt, readContentFiles, validateContent, type ContentProblem } from "./validate"
import { walkContent } from "./walk"

/** Problems with the photos the content uses (the ones that exist, inside data/, with an image's extension: validateContent reports the others). */
export async function checkPhotos(dataDir: string, limits: PhotoLimits = PHOTO_LIMITS): Promise<ContentProblem[]> {
  const inspections = new Map<string, Promise<PhotoInspection>>()
  const pending: Promise<ContentProblem | undefined>[] = []
  for (const [file, root] of Object.entries(readContentFiles(dataDir))) {
    walkContent(CONTENT_FILES[file].schema, root, (meta, value, at) => {
      if (meta.widget !== "image" || typeof value !== "string" || value.trim() === "") return
      if (path.isAbsolute(value) || value.split(/[\\/]/).includes("..")) return
      if (!IMAGE_EXTENSIONS.includes(path.extname(value).toLowerCase())) return
      const absolute = path.join(dataDir, path.dirname(file), value)
      if (!fs.existsSync(absolute)) return
      if (!inspections.has(absolute)) inspections.set(absolute, inspectPhoto(absolute, limits))
      pending.push(
        (inspections.get(absolute) as Promise<PhotoInspection>).then((inspection) =>
          inspection.faults.length === 0 ? undefined : problemAt(file, root, at, photoProblemText(value, inspection, limits)),
        ),
      )
    })
  }
  return (await Promise.all(pending)).filter((problem): problem is ContentProblem => problem !== undefined)
}

/** The build's check: the content's problems, then its photos', every one at once (empty when all is well). */
export async function validateContentAndPhotos(dataDir: string, limits: PhotoLimits = PHOTO_LIMITS): Promise<ContentProblem[]> {
  return [...validateContent(dataDir), ...(await checkPhotos(dataDir, limits))]
}
