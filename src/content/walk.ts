/**
 * Walks content alongside its schema: the content check, the credits and the editor's
 * fields all need to know which values are images, lists and credits.
 */
import type { z } from "zod"
import { defOf, fieldMeta, type Credit, type FieldMeta } from "./fields"
import { CONTENT_FILES } from "./schema"

export type Json = unknown
export type Path = ReadonlyArray<PropertyKey>

export const isObject = (value: Json): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value)

/** The value at `at` inside `root`; undefined where the path leaves the content. */
export function valueAt(root: Json, at: Path): Json {
  let current: Json = root
  for (const key of at) {
    if (current === null || typeof current !== "object") return undefined
    current = (current as Record<PropertyKey, Json>)[key]
  }
  return current
}

/** Calls `visit` for every field that has metadata, with its value and path, depth first. */
export function walkContent(schema: z.ZodType, value: Json, visit: (meta: FieldMeta, value: Json, at: Path) => void, at: Path = []): void {
  const meta = fieldMeta(schema)
  if (meta) visit(meta, value, at)
  const def = defOf(schema)
  if ((def.type === "optional" || def.type === "nullable") && def.innerType) {
    if (!meta) walkContent(def.innerType, value, visit, at)
  } else if (def.type === "object" && def.shape && isObject(value)) {
    for (const [key, field] of Object.entries(def.shape)) walkContent(field, (value as Record<string, Json>)[key], visit, [...at, key])
  } else if (def.type === "array" && def.element && Array.isArray(value)) {
    value.forEach((item, i) => walkContent(def.element as z.ZodType, item, visit, [...at, i]))
  }
}

export interface UsedPhoto {
  file: string
  /** Its path relative to data/, "images/…". */
  image: string
  /** Its credit (as written; the schema checks its fields). */
  credit: Credit
  at: Path
}

/** The files whose photos the credits list first: the gallery's own. */
const CREDIT_ORDER = ["gallery.json", "slides.json", "about.json", "responsibility.json"]

/** Every photo the content uses, with the credit beside it, the gallery's first. */
export function collectCredits(parsed: Record<string, Json>): UsedPhoto[] {
  const files = [...CREDIT_ORDER, ...Object.keys(CONTENT_FILES).filter((file) => !CREDIT_ORDER.includes(file))]
  const used: UsedPhoto[] = []
  for (const file of files) {
    if (!(file in parsed) || !CONTENT_FILES[file]) continue
    walkContent(CONTENT_FILES[file].schema, parsed[file], (meta, value, at) => {
      if (meta.widget !== "image" || typeof value !== "string" || !meta.creditField) return
      const parent = valueAt(parsed[file], at.slice(0, -1)) as Record<string, Json>
      const credit = parent[meta.creditField]
      if (credit && typeof credit === "object") used.push({ file, image: value.replace(/^\.\//, ""), credit: credit as Credit, at })
    })
  }
  return used
}
