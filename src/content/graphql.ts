/**
 * Gatsby's GraphQL types for the content, written from the content schema, so a field is described once. Every
 * type is explicit (@dontInfer), so a missing optional field never changes the schema. An object file is one
 * node (SiteJson), a list file one node per entry (GalleryJson; the file is GalleryJsonFile), and a two-language
 * text a String with a `lang` argument, so a page's data holds only its own language.
 */
import type { z } from "zod"
import { credit, defOf, unwrapField } from "./fields"
import { CONTENT_FILES, nodeTypeName } from "./schema"
import { isLang, pickText, type Lang, type LocalizedText } from "../i18n/languages"

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1)

/** The file node type of a list file, whose entries are nodes of nodeTypeName(file). */
export const listFileTypeName = (file: string) => `${nodeTypeName(file)}File`

/** The @localized field extension: a two-language field takes `lang` and resolves to that text, else the Portuguese. */
export const localizedExtension = {
  name: "localized",
  extend() {
    return {
      args: { lang: { type: "String", defaultValue: "pt" } },
      resolve(source: Record<string, unknown>, args: { lang?: string | null }, _context: unknown, info: { fieldName: string }) {
        const lang: Lang = isLang(args.lang) ? args.lang : "pt"
        const value = source[info.fieldName]
        return Array.isArray(value) ? value.map((item) => pickText(item as LocalizedText, lang)) : pickText(value as LocalizedText, lang)
      },
    }
  },
}

class TypeWriter {
  readonly types: string[] = []

  /** A field's GraphQL type, and its directive; nested object types are written as they are met. */
  field(schema: z.ZodType, typeName: string): string {
    const { inner: current, optional: nullable, meta } = unwrapField(schema)
    const bang = nullable ? "" : "!"
    const def = defOf(current)
    if (meta?.widget === "image") return `File${bang} @fileByRelativePath`
    // A text in two languages is a String in the language the query asks for: title(lang: $lang).
    if (meta?.localized) return `String${bang} @localized`
    if (def.type === "array" && unwrapField(def.element as z.ZodType).meta?.localized) return `[String!]${bang} @localized`
    switch (def.type) {
      case "string":
      case "enum":
        return `String${bang}`
      case "boolean":
        return `Boolean${bang}`
      case "number":
        return `Float${bang}`
      case "array":
        return `[${this.field(def.element as z.ZodType, typeName)}]${bang}`
      case "object":
        this.object(typeName, current)
        return `${typeName}${bang}`
      default:
        throw new Error(`no GraphQL type for a zod ${def.type} (${typeName})`)
    }
  }

  /** An object type; `head` adds "implements Node @dontInfer" for node types, and `skip` leaves fields out. */
  object(typeName: string, schema: z.ZodType, head = "", skip: string[] = []) {
    const lines = Object.entries(defOf(schema).shape ?? {})
      .filter(([key]) => !skip.includes(key))
      .map(([key, field]) => `  ${key}: ${this.field(field, typeName + pascal(key))}`)
    this.types.push(`type ${typeName}${head} {\n${lines.join("\n")}\n}`)
  }
}

/** The type definitions of every content file, plus PhotoCredit. */
export function contentTypeDefs(): string {
  const writer = new TypeWriter()
  for (const [file, { schema, listKey }] of Object.entries(CONTENT_FILES)) {
    if (listKey) {
      const entry = defOf(defOf(schema).shape?.[listKey] as z.ZodType).element as z.ZodType
      // The entry's id is the node's id (Node's own field).
      writer.object(nodeTypeName(file), entry, " implements Node @dontInfer", ["id"])
      writer.types.push(`type ${listFileTypeName(file)} implements Node @dontInfer`)
    } else {
      writer.object(nodeTypeName(file), schema, " implements Node @dontInfer")
    }
  }
  const creditFields = new TypeWriter()
  creditFields.object("PhotoCredit", credit(), " implements Node @dontInfer")
  const photoCredit = creditFields.types[0].replace(/\n}$/, "\n  file: String!\n  order: Int!\n}")
  return [...writer.types, photoCredit].join("\n\n")
}
