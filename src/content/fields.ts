/**
 * Field builders for the content schema (src/content/schema/): each makes a zod schema and records, as
 * its metadata, what a maintainer reads about the field in Portuguese (label, hint, required form) and
 * how it is edited (`widget`), so the check, the GraphQL types and the editor follow from one schema.
 */
import { z } from "zod"

type Widget = "string" | "text" | "image" | "select" | "boolean" | "list" | "object"

export interface FieldMeta {
  /** The field's name as the maintainer sees it. */
  label: string
  /** What to write there, or what it is for. */
  hint: string
  widget: Widget
  /** How a value must look, said to the maintainer: "uma hora como 07:30". */
  format?: string
  /** The regular expression (its source) a value must match: the editor checks it as the maintainer types. */
  pattern?: string
  min?: number
  /** For a list with a minimum: why it needs that many. */
  minReason?: string
  /** For an image: the sibling field that holds its credit. */
  creditField?: string
  /** For a list: the label of one of its entries ("Fotografia"). */
  itemLabel?: string
  /** A text in both languages (line(), paragraph()): Portuguese required, English may wait (the build warns). */
  localized?: boolean
  /** For a localized text with placeholders ("Página {page} de {count}"): the ones both languages must keep. */
  placeholders?: string[]
}

export const fieldMeta = (schema: z.ZodType): FieldMeta | undefined => schema.meta() as FieldMeta | undefined

/** The parts of a zod schema's definition the content code walks: objects, lists, wrappers, unions. */
export interface SchemaDef {
  type: string
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
  options?: z.ZodType[]
}
export const defOf = (schema: z.ZodType) => schema.def as unknown as SchemaDef

/** A field's schema inside its optional/nullable wrappers, whether it may be left out, and its outermost metadata. */
export function unwrapField(schema: z.ZodType): { inner: z.ZodType; optional: boolean; meta: FieldMeta | undefined } {
  let inner = schema
  let optional = false
  let meta = fieldMeta(schema)
  for (;;) {
    const def = defOf(inner)
    if ((def.type === "optional" || def.type === "nullable") && def.innerType) {
      optional = true
      inner = def.innerType
    } else if (def.type === "union" && def.options) {
      optional ||= def.options.some((option) => defOf(option).type === "null")
      inner = def.options.find((option) => defOf(option).type !== "null") as z.ZodType
    } else return { inner, optional, meta }
    meta ??= fieldMeta(inner)
  }
}

/** Lower-case words joined by hyphens: the entry's name in the data, and its anchor on the page. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"]

const nonEmpty = () => z.string().trim().min(1)

/** The two languages of a text: Portuguese required, English optional (a missing one is warned about, not refused). */
const bilingual = () => z.strictObject({ pt: nonEmpty(), en: z.string().nullable().optional() })

/** One line of text a visitor reads, in Portuguese and English: { "pt": "…", "en": "…" }. */
export const line = (label: string, hint: string) => bilingual().meta({ label, hint, widget: "string", localized: true })

/** A paragraph or more of text a visitor reads, in Portuguese and English. */
export const paragraph = (label: string, hint: string) => bilingual().meta({ label, hint, widget: "text", localized: true })

/** One line with placeholders the site fills in ("Página {page} de {count}"), which both languages must keep exactly. */
export const template = (label: string, hint: string, placeholders: string[]) =>
  bilingual()
    .superRefine((value, context) => {
      for (const lang of ["pt", "en"] as const) {
        const text = value[lang]
        if (typeof text !== "string" || text.trim() === "") continue
        const missing = placeholders.filter((name) => !text.includes(`{${name}}`))
        if (missing.length)
          context.addIssue({
            code: "custom",
            path: [lang],
            message: `falta ${missing.map((name) => `{${name}}`).join(" e ")} no texto ${lang === "pt" ? "em português" : "em inglês"}: o site põe aí ${missing.length === 1 ? "um valor" : "valores"}. Escreva-${missing.length === 1 ? "o" : "os"} tal como está, com as chavetas.`,
          })
      }
    })
    .meta({
      label,
      hint: `${hint} Mantenha ${placeholders.map((name) => `{${name}}`).join(", ")}.`,
      widget: "string",
      localized: true,
      placeholders,
    })

/** One line of text that is the same in every language: a name, a proper noun, a licence. */
export const name = (label: string, hint: string) => nonEmpty().meta({ label, hint, widget: "string" })

export const formatted = (label: string, hint: string, pattern: RegExp, format: string) =>
  nonEmpty().regex(pattern).meta({ label, hint, widget: "string", format, pattern: pattern.source })

export const id = (hint: string) =>
  formatted("Identificador", hint, ID_PATTERN, "palavras em minúsculas, sem acentos, ligadas por hífenes (por exemplo colheita-de-caju)")

/** A photo: a path relative to the JSON file, "images/…", whose credit is the sibling field `creditField`. */
export const image = (label: string, hint: string, creditField = "credit") =>
  nonEmpty().meta({
    label,
    hint,
    widget: "image",
    creditField,
    format: `um ficheiro de imagem na pasta images (${IMAGE_EXTENSIONS.join(", ")}); no editor, também uma fotografia HEIC do iPhone, que é convertida para JPEG`,
  })

export const choice = <T extends readonly [string, ...string[]]>(values: T, label: string, hint: string) =>
  z.enum(values).meta({ label, hint, widget: "select" })

export const flag = (label: string, hint: string) => z.boolean().meta({ label, hint, widget: "boolean" })

/** An https:// address, or empty (null). */
export const link = (label: string, hint: string) =>
  z
    .union([z.url({ protocol: /^https$/ }), z.null()])
    .optional()
    .meta({ label, hint, widget: "string", format: "um endereço que começa por https://", pattern: "^https://\\S+$" })

/** A group of fields. Unknown fields are refused: they are usually a misspelt name. */
export const group = <T extends z.ZodRawShape>(shape: T, label: string, hint: string) =>
  z.strictObject(shape).meta({ label, hint, widget: "object" })

export const list = <T extends z.ZodType>(
  item: T,
  options: { label: string; hint: string; itemLabel: string; min: number; minReason?: string },
) =>
  z
    .array(item)
    .min(options.min)
    .meta({ ...options, widget: "list" })

/** Who made a photo and under which licence: the gallery's credits section shows it, as the licences require. */
export const credit = (label = "Crédito da fotografia") =>
  group(
    {
      work: name("Obra", "O título da fotografia, como o autor a publicou."),
      author: name("Autor", "Quem tirou a fotografia (ou a entidade que detém os direitos)."),
      licence: name(
        "Licença",
        "O nome da licença, por exemplo CC BY 4.0. Para fotografias da própria empresa: Todos os direitos reservados.",
      ),
      licenceUrl: link("Endereço da licença", "O endereço https:// do texto da licença. Deixe vazio se não houver."),
      source: name("Origem", "Onde a fotografia foi obtida, por exemplo o site do autor ou «Arquivo da Zavala Caju»."),
    },
    label,
    "Quem tirou a fotografia e com que licença. O site mostra-o na secção de créditos da galeria.",
  )

export type Credit = z.infer<ReturnType<typeof credit>>
