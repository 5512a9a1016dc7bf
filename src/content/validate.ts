/**
 * The content check: every file of data/ against its schema, plus what a schema cannot say (image files
 * exist, ids are unique, one photo has one credit). It reads the files itself, so malformed JSON is reported
 * like any other problem, and returns every problem at once, with its place and what to do, in Portuguese.
 */
import fs from "fs"
import path from "path"
import type { z } from "zod"
import { IMAGE_EXTENSIONS, defOf, unwrapField, type FieldMeta, type SchemaDef } from "./fields"
import { HEIC_EXTENSIONS, heicText } from "./photoLimits"
import { CONTENT_FILES } from "./schema"
import { collectCredits, isObject, valueAt, walkContent, type Json, type Path } from "./walk"

export interface ContentProblem {
  /** Path relative to the data folder, e.g. "gallery.json". */
  file: string
  /** The entry: its id, or its list and position when it has none. */
  entry?: string
  /** The field inside the entry, e.g. "title" or "credit.author". */
  field?: string
  /** What is wrong and what to do, in Portuguese. */
  message: string
}

/** The schema of the value at `path` (through lists, optional and nullable wrappers). */
function schemaAt(schema: z.ZodType, at: Path): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema
  for (const key of at) {
    const def: SchemaDef | undefined = current && defOf(unwrapField(current).inner)
    if (def?.type === "object" && typeof key === "string") current = def.shape?.[key]
    else if (def?.type === "array" && typeof key === "number") current = def.element
    else return undefined
  }
  return current
}

/** The field's metadata: on the schema itself, or on the one inside its wrappers (unwrapField's). */
function metaAt(schema: z.ZodType, at: Path): FieldMeta | undefined {
  const field = schemaAt(schema, at)
  return field && unwrapField(field).meta
}

/** The problem at `at` in `file`, its path split into the innermost list entry (its id, or "fotografias n.º 8") and the field. */
export function problemAt(file: string, root: Json, at: Path, message: string): ContentProblem {
  const { schema } = CONTENT_FILES[file]
  let entryEnd = -1
  // A list entry is an object in a list; a text in two languages ({ pt, en }) is not an entry.
  for (let i = 0; i < at.length; i++)
    if (typeof at[i] === "number" && isObject(valueAt(root, at.slice(0, i + 1))) && !metaAt(schema, at.slice(0, i + 1))?.localized)
      entryEnd = i
  const name = (parts: Path) =>
    parts
      .map((key) => (typeof key === "number" ? `n.º ${key + 1}` : String(key)))
      .join(".")
      .replace(/\.n\.º/g, " n.º")
  if (entryEnd === -1) return { file, field: at.length ? name(at) : undefined, message }
  const item = valueAt(root, at.slice(0, entryEnd + 1)) as Record<string, Json>
  const listLabel = metaAt(schema, at.slice(0, entryEnd))?.label ?? name(at.slice(0, entryEnd))
  const entry = typeof item.id === "string" && item.id.trim() !== "" ? item.id : `${listLabel} n.º ${(at[entryEnd] as number) + 1}`
  const rest = at.slice(entryEnd + 1)
  return { file, entry, field: rest.length ? name(rest) : undefined, message }
}

const TYPE_NAMES: Record<string, string> = {
  string: "texto",
  array: "uma lista",
  object: "um grupo de campos",
  boolean: "verdadeiro ou falso (true ou false)",
  number: "um número",
}

const shown = (value: Json) => JSON.stringify(value)
const withHint = (meta?: FieldMeta) => (meta?.hint ? ` ${meta.hint}` : "")

/** One zod issue as a maintainer reads it: what is wrong, then what to do. */
function describeIssue(issue: z.core.$ZodIssue, meta: FieldMeta | undefined): string {
  const input = (issue as { input?: Json }).input
  switch (issue.code) {
    case "invalid_type":
      if (input === undefined) return `falta este campo («${meta?.label ?? issue.path.at(-1)?.toString()}»). Acrescente-o.${withHint(meta)}`
      if (input === null) return `está vazio. Preencha-o.${withHint(meta)}`
      return `tem de ser ${TYPE_NAMES[issue.expected] ?? issue.expected}, mas tem ${shown(input)}. Corrija o valor.${withHint(meta)}`
    case "too_small":
      if (issue.origin === "string") return `está vazio. Preencha-o.${withHint(meta)}`
      if (issue.origin === "array") {
        const count = Array.isArray(input) ? input.length : 0
        const reason = meta?.minReason ? ` ${meta.minReason}` : ""
        return `tem de ter pelo menos ${String(issue.minimum)} ${Number(issue.minimum) === 1 ? "entrada" : "entradas"}, mas tem ${count}. Acrescente ${Number(issue.minimum) - count === 1 ? "uma" : Number(issue.minimum) - count}.${reason}`
      }
      return `é demasiado pequeno.${withHint(meta)}`
    case "invalid_format":
      return `${shown(input)} não está na forma certa: tem de ser ${meta?.format ?? "no formato pedido"}. Corrija o valor.`
    case "invalid_value":
      return `${shown(input)} não é um valor aceite. Escolha um destes: ${issue.values.map(String).join(", ")}.`
    case "unrecognized_keys":
      return `${issue.keys.length === 1 ? "o campo" : "os campos"} ${issue.keys.map((key) => `«${key}»`).join(", ")} não ${issue.keys.length === 1 ? "existe" : "existem"} aqui. Apague-${issue.keys.length === 1 ? "o" : "os"} ou corrija o nome (atenção a maiúsculas e acentos).`
    case "invalid_union":
      return `${shown(input)} não está na forma certa: tem de ser ${meta?.format ?? "no formato pedido"}, ou ficar vazio. Corrija o valor.`
    case "custom":
      return issue.message
    default:
      return `valor inválido (${issue.message}). Corrija-o.${withHint(meta)}`
  }
}

/** An issue with a two-language text, said about the text rather than its "pt" or "en" part. */
function localizedIssue(schema: z.ZodType, issue: z.core.$ZodIssue): { at: Path; message: string } | undefined {
  const last = issue.path.at(-1)
  const parent = issue.path.slice(0, -1)
  const parentMeta = metaAt(schema, parent)
  if ((last === "pt" || last === "en") && parentMeta?.localized) {
    if (issue.code === "custom") return { at: parent, message: issue.message }
    if (last === "pt") return { at: parent, message: `falta o texto em português. Preencha-o.${withHint(parentMeta)}` }
    return { at: parent, message: `o texto em inglês tem de ser texto, ou ficar vazio. Corrija o valor.` }
  }
  const meta = metaAt(schema, issue.path)
  if (meta?.localized && issue.code === "invalid_type") {
    const input = (issue as { input?: Json }).input
    const example = `{ "pt": ${typeof input === "string" ? shown(input) : '"…"'}, "en": "…" }`
    if (input === undefined)
      return {
        at: issue.path,
        message: `falta este campo («${meta.label}»). Acrescente-o, em português e em inglês: ${example}.${withHint(meta)}`,
      }
    return { at: issue.path, message: `tem de ter o texto em português e em inglês, assim: ${example}. Corrija o valor.` }
  }
  return undefined
}

const jsonPosition = (error: Error, text: string) => {
  const match = /position (\d+)/.exec(error.message)
  if (!match) return ""
  const offset = Number(match[1])
  const before = text.slice(0, offset).split("\n")
  return ` (linha ${before.length}, coluna ${before[before.length - 1].length + 1})`
}

/** The rules beside the schema, for one file's parsed content: images exist, ids are unique. */
function checkFile(dataDir: string, file: string, schema: z.ZodType, root: Json): ContentProblem[] {
  const problems: ContentProblem[] = []
  const report = (at: Path, message: string) => problems.push(problemAt(file, root, at, message))
  walkContent(schema, root, (meta, value, at) => {
    if (meta.widget === "image" && typeof value === "string" && value.trim() !== "") {
      if (path.isAbsolute(value) || value.split(/[\\/]/).includes(".."))
        report(at, `"${value}" tem de ser um ficheiro dentro de data/, como "images/fotografia.jpg". Escolha a fotografia outra vez.`)
      else if (HEIC_EXTENSIONS.includes(path.extname(value).toLowerCase())) report(at, heicText(value))
      else if (!IMAGE_EXTENSIONS.includes(path.extname(value).toLowerCase()))
        report(at, `"${value}" não é uma imagem (${IMAGE_EXTENSIONS.join(", ")}). Escolha uma fotografia.`)
      else if (!fs.existsSync(path.join(dataDir, path.dirname(file), value)))
        report(at, `o ficheiro de imagem "${value}" não existe. Carregue a fotografia para data/images, ou corrija o nome.`)
    }
    if (meta.widget === "list" && Array.isArray(value)) {
      const seen = new Map<string, number>()
      value.forEach((item, i) => {
        if (!isObject(item) || typeof item.id !== "string") return
        const first = seen.get(item.id)
        if (first !== undefined)
          report(
            [...at, i, "id"],
            `o identificador "${item.id}" repete o da entrada n.º ${first + 1}. Dê a cada entrada um identificador diferente.`,
          )
        else seen.set(item.id, i)
      })
    }
  })
  return problems
}

/** Every content file that exists and is JSON, parsed, by its name in data/; validateContent reports the others. */
export function readContentFiles(dataDir: string): Record<string, Json> {
  const files: Record<string, Json> = {}
  for (const file of Object.keys(CONTENT_FILES)) {
    try {
      files[file] = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))
    } catch {
      // Missing or not JSON: validateContent says so, in Portuguese.
    }
  }
  return files
}

/** Checks the whole data folder and returns every problem found (empty when all is well). */
export function validateContent(dataDir: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  const parsed: Record<string, Json> = {}

  for (const [file, { schema }] of Object.entries(CONTENT_FILES)) {
    const absolute = path.join(dataDir, file)
    if (!fs.existsSync(absolute)) {
      problems.push({ file, message: "o ficheiro não existe. Reponha-o a partir do histórico (git) ou da cópia de segurança." })
      continue
    }
    const text = fs.readFileSync(absolute, "utf8")
    let root: Json
    try {
      root = JSON.parse(text)
    } catch (error) {
      problems.push({
        file,
        message: `o ficheiro não é JSON válido${jsonPosition(error as Error, text)}: ${(error as Error).message}. Procure uma vírgula ou aspas em falta perto desse ponto.`,
      })
      continue
    }
    parsed[file] = root
    const result = schema.safeParse(root, { reportInput: true })
    for (const issue of result.success ? [] : result.error.issues) {
      const { at, message } = localizedIssue(schema, issue) ?? { at: issue.path, message: describeIssue(issue, metaAt(schema, issue.path)) }
      problems.push(problemAt(file, root, at, message))
    }
    problems.push(...checkFile(dataDir, file, schema, root))
  }

  problems.push(...checkCredits(parsed))
  return problems
}

/** A photo used in several places must have the same credit everywhere: the credits section lists it once. */
function checkCredits(parsed: Record<string, Json>): ContentProblem[] {
  const problems: ContentProblem[] = []
  const first = new Map<string, { file: string; credit: string }>()
  for (const { file, image, credit, at } of collectCredits(parsed)) {
    const key = JSON.stringify(credit)
    const seen = first.get(image)
    if (!seen) first.set(image, { file, credit: key })
    else if (seen.credit !== key) {
      const message = `a fotografia "${image}" tem aqui um crédito diferente do que tem em ${seen.file}. Use o mesmo crédito nos dois sítios.`
      problems.push(problemAt(file, parsed[file], at, message))
    }
  }
  return problems
}

/** The report for maintainers: one line per problem, grouped by file. */
export function formatProblems(problems: ContentProblem[]): string {
  const count = problems.length === 1 ? "1 problema" : `${problems.length} problemas`
  return formatByFile(`A verificação do conteúdo falhou: ${count} em data/. Corrija-os e volte a publicar.`, problems)
}

/** The build's warning about texts without English (src/content/localize.ts): the site is built all the same. */
export function formatMissingEnglish(missing: ContentProblem[]): string {
  const count = missing.length === 1 ? "1 texto" : `${missing.length} textos`
  return formatByFile(
    `Falta o inglês em ${count} de data/. As páginas em inglês (/en) mostram esses textos em português até os traduzir (no editor, o campo «… (inglês)» de cada texto).`,
    missing,
  )
}

function formatByFile(heading: string, problems: ContentProblem[]): string {
  const byFile = new Map<string, ContentProblem[]>()
  for (const problem of problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem])
  const lines = [heading]
  for (const [file, list] of byFile) {
    lines.push(`  data/${file}`)
    for (const p of list) {
      const where = [p.entry && `entrada "${p.entry}"`, p.field && `campo "${p.field}"`].filter(Boolean).join(", ")
      lines.push(`    - ${where ? `${where}: ` : ""}${p.message}`)
    }
  }
  return lines.join("\n")
}
