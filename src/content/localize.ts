/**
 * Content in one language: each { "pt", "en" } text a string, the Portuguese where the English is missing, as
 * GraphQL's @localized fields do. It reads no file, so the editor's preview uses it in the browser.
 */
import type { z } from "zod"
import { pickText, type Lang, type LocalizedText } from "../i18n/languages"
import { defOf, fieldMeta, unwrapField } from "./fields"
import { CONTENT_FILES } from "./schema"
import { isObject, type Json } from "./walk"

/** `value` (content shaped by `schema`) with each text in `lang`: a string instead of { pt, en }. */
export function localizeContent(schema: z.ZodType, value: Json, lang: Lang): Json {
  const { inner, meta } = unwrapField(schema)
  if (meta?.localized ?? fieldMeta(inner)?.localized) return pickText(value as LocalizedText | string | null, lang)
  const def = defOf(inner)
  if (def.type === "object" && def.shape && isObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, def.shape?.[key] ? localizeContent(def.shape[key], item, lang) : item]),
    )
  if (def.type === "array" && def.element && Array.isArray(value))
    return value.map((item) => localizeContent(def.element as z.ZodType, item, lang))
  return value
}

/** A content file (by its name in data/) in one language. */
export const localizeFile = <T = Json>(file: string, value: Json, lang: Lang): T =>
  localizeContent(CONTENT_FILES[file].schema, value, lang) as T
