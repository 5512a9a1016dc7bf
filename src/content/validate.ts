/**
 * Content validation: the one place that knows what a well-formed data/ folder is.
 *
 * Called from gatsby-node (onPreBootstrap) for `gatsby build` and `gatsby develop`,
 * and by the unit tests with broken fixtures. It reads the files itself (so
 * malformed JSON is reported like any other problem) and returns every problem
 * at once, each naming the file, the entry and the field.
 */
import fs from "fs"
import path from "path"
import { CREDITS_FILE, parseCredits } from "./credits"
import { SERVICE_ICON_NAMES } from "./icons"

export interface ContentProblem {
  /** Path relative to the data folder, e.g. "gallery.json". */
  file: string
  /** The entry's id (or its position when it has none). */
  entry?: string
  /** Dotted field path inside the entry, e.g. "image" or "location.district". */
  field?: string
  message: string
}

/** How many entries each counted collection must have. */
export const EXPECTED_COUNTS = {
  "slides.json": 4,
  "services.json": 6,
  "gallery.json": 29,
  "about.json#successFactors": 3,
} as const

const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"]
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

type Json = unknown
type JsonObject = Record<string, Json>

const isObject = (value: Json): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Collects problems for one file, with the entry currently being checked. */
class Checker {
  constructor(
    readonly dataDir: string,
    readonly file: string,
    /** Shared by every checker of a run: the problems found and the images referred to (relative to data/). */
    readonly found: { problems: ContentProblem[]; images: Set<string> },
    readonly entry?: string,
  ) {}

  forEntry(entry: string) {
    return new Checker(this.dataDir, this.file, this.found, entry)
  }

  report(field: string | undefined, message: string) {
    this.found.problems.push({ file: this.file, entry: this.entry, field, message })
  }

  object(parent: JsonObject, field: string, prefix = ""): JsonObject | undefined {
    const value = parent[field]
    if (value === undefined || value === null) {
      this.report(prefix + field, "is required")
      return undefined
    }
    if (!isObject(value)) {
      this.report(prefix + field, "must be an object")
      return undefined
    }
    return value
  }

  string(parent: JsonObject, field: string, prefix = "", options: { pattern?: RegExp; hint?: string } = {}) {
    const value = parent[field]
    if (value === undefined || value === null) {
      this.report(prefix + field, "is required")
      return undefined
    }
    if (typeof value !== "string") {
      this.report(prefix + field, `must be text, found ${JSON.stringify(value)}`)
      return undefined
    }
    if (value.trim() === "") {
      this.report(prefix + field, "is empty")
      return undefined
    }
    if (options.pattern && !options.pattern.test(value)) {
      this.report(prefix + field, `"${value}" is not ${options.hint ?? `in the expected form`}`)
      return undefined
    }
    return value
  }

  boolean(parent: JsonObject, field: string, prefix = "") {
    const value = parent[field]
    if (typeof value !== "boolean") {
      this.report(prefix + field, value === undefined ? "is required (true or false)" : "must be true or false")
      return undefined
    }
    return value
  }

  strings(parent: JsonObject, field: string, prefix = "") {
    const value = parent[field]
    if (!Array.isArray(value) || value.length === 0) {
      this.report(prefix + field, value === undefined ? "is required (a list of texts)" : "must be a non-empty list of texts")
      return undefined
    }
    value.forEach((item, i) => {
      if (typeof item !== "string" || item.trim() === "") this.report(`${prefix}${field}[${i}]`, "must be non-empty text")
    })
    return value as string[]
  }

  /** An image path relative to the JSON file (images/…), which must exist and have a credit. */
  image(parent: JsonObject, field: string, prefix = "") {
    const value = this.string(parent, field, prefix)
    if (value === undefined) return
    if (path.isAbsolute(value) || value.split(/[\\/]/).includes("..")) {
      this.report(prefix + field, `"${value}" must be a path inside data/, like "images/photo.jpg"`)
      return
    }
    if (!IMAGE_EXTENSIONS.includes(path.extname(value).toLowerCase())) {
      this.report(prefix + field, `"${value}" is not an image (${IMAGE_EXTENSIONS.join(", ")})`)
      return
    }
    const absolute = path.join(this.dataDir, path.dirname(this.file), value)
    if (!fs.existsSync(absolute)) {
      this.report(prefix + field, `image file "${value}" does not exist`)
      return
    }
    this.found.images.add(path.relative(this.dataDir, absolute).split(path.sep).join("/"))
  }

  /** A list of entries with unique ids; returns [checker, entry] pairs for the well-formed ones. */
  entries(list: Json, field: string | undefined, expected?: number): [Checker, JsonObject][] {
    const label = field ?? undefined
    if (!Array.isArray(list)) {
      this.report(label, list === undefined ? "is required (a list)" : "must be a list of entries")
      return []
    }
    if (expected !== undefined && list.length !== expected) {
      this.report(label, `must have exactly ${expected} entries, found ${list.length}`)
    }
    const seen = new Map<string, number>()
    const result: [Checker, JsonObject][] = []
    list.forEach((item, i) => {
      const position = `${field ? `${field}[${i}]` : `entry ${i + 1}`}`
      if (!isObject(item)) {
        this.report(label, `${position} must be an object`)
        return
      }
      const id = typeof item.id === "string" && item.id.trim() !== "" ? item.id : undefined
      const checker = this.forEntry(id ?? position)
      if (id === undefined) checker.report("id", "is required")
      else if (!ID.test(id)) checker.report("id", `"${id}" must be lower-case words joined by hyphens`)
      else if (seen.has(id)) checker.report("id", `duplicate id "${id}" (also entry ${(seen.get(id) ?? 0) + 1})`)
      else seen.set(id, i)
      result.push([checker, item])
    })
    return result
  }
}

type FileCheck = (root: Json, checker: Checker) => void

const requireObjectRoot = (root: Json, checker: Checker): root is JsonObject => {
  if (!isObject(root)) {
    checker.report(undefined, "must contain one JSON object")
    return false
  }
  return true
}

const checkSite: FileCheck = (root, c) => {
  if (!requireObjectRoot(root, c)) return
  for (const field of ["name", "legalName", "tagline", "description", "whatsappMessage"]) c.string(root, field)
  c.string(root, "phone", "", { pattern: /^\+?[\d\s]{8,}$/, hint: "a phone number like +258 84 000 0000" })
  c.string(root, "whatsapp", "", { pattern: /^\+?[\d\s]{8,}$/, hint: "a phone number like +258 84 000 0000" })
  c.string(root, "email", "", { pattern: EMAIL, hint: "an e-mail address" })
  const location = c.object(root, "location")
  if (location) for (const field of ["district", "province", "country", "countryCode"]) c.string(location, field, "location.")
  for (const [entry, hours] of c.entries(root.openingHours, "openingHours")) {
    entry.string(hours, "label")
    const days = entry.strings(hours, "days")
    days?.forEach((day, i) => {
      if (!WEEKDAYS.includes(day)) entry.report(`days[${i}]`, `"${day}" is not one of ${WEEKDAYS.join(", ")}`)
    })
    const closed = entry.boolean(hours, "closed")
    if (closed === false) {
      entry.string(hours, "opens", "", { pattern: TIME, hint: "a time like 07:30" })
      entry.string(hours, "closes", "", { pattern: TIME, hint: "a time like 15:30" })
    }
  }
  for (const [entry, link] of c.entries(root.social, "social")) {
    entry.string(link, "label")
    const available = entry.boolean(link, "available")
    if (available) entry.string(link, "url", "", { pattern: /^https:\/\/\S+$/, hint: "an https:// address" })
  }
}

const checkTexts = (c: Checker, parent: JsonObject, section: string, fields: string[]) => {
  const object = c.object(parent, section)
  if (object) for (const field of fields) c.string(object, field, `${section}.`)
}

const checkPages: FileCheck = (root, c) => {
  if (!requireObjectRoot(root, c)) return
  const page = ["title", "description"]
  checkTexts(c, root, "home", [...page, "servicesHeading", "servicesIntro", "servicesCta", "galleryHeading", "galleryIntro", "galleryLinkLabel", "contactHeading", "contactIntro"])
  checkTexts(c, root, "gallery", [...page, "heading", "intro", "comingSoon", "comingSoonText", "creditsHeading", "creditsIntro"])
  checkTexts(c, root, "responsibility", page)
  checkTexts(c, root, "notFound", [...page, "heading", "text", "linkLabel"])
  checkTexts(c, root, "splash", ["loadingText"])
}

const photoEntries = (expected: number): FileCheck => (root, c) => {
  for (const [entry, item] of c.entries(root, undefined, expected)) {
    for (const field of ["title", "description", "alt"]) entry.string(item, field)
    entry.image(item, "image")
  }
}

const checkServices: FileCheck = (root, c) => {
  for (const [entry, item] of c.entries(root, undefined, EXPECTED_COUNTS["services.json"])) {
    for (const field of ["title", "description"]) entry.string(item, field)
    const icon = entry.string(item, "icon")
    if (icon !== undefined && !(SERVICE_ICON_NAMES as readonly string[]).includes(icon)) {
      entry.report("icon", `unknown icon "${icon}"; use one of ${SERVICE_ICON_NAMES.join(", ")}`)
    }
  }
}

const checkAbout: FileCheck = (root, c) => {
  if (!requireObjectRoot(root, c)) return
  for (const field of ["heading", "intro", "imageAlt", "successFactorsHeading", "vision", "mission", "figuresHeading"]) c.string(root, field)
  c.strings(root, "background")
  c.strings(root, "values")
  c.image(root, "image")
  checkTexts(c, root, "location", ["heading", "text"])
  for (const [entry, item] of c.entries(root.successFactors, "successFactors", EXPECTED_COUNTS["about.json#successFactors"])) {
    for (const field of ["title", "description"]) entry.string(item, field)
  }
  for (const [entry, item] of c.entries(root.figures, "figures")) {
    for (const field of ["value", "label", "detail"]) entry.string(item, field)
  }
}

const checkResponsibility: FileCheck = (root, c) => {
  if (!requireObjectRoot(root, c)) return
  for (const field of ["heading", "intro", "imageAlt"]) c.string(root, field)
  c.image(root, "image")
  for (const [entry, item] of c.entries(root.sections, "sections")) {
    for (const field of ["title", "alt"]) entry.string(item, field)
    entry.strings(item, "paragraphs")
    entry.image(item, "image")
  }
  checkTexts(c, root, "cta", ["heading", "text", "label"])
}

/** Every content file the site reads, with its check. */
export const CONTENT_FILES: Record<string, FileCheck> = {
  "site.json": checkSite,
  "pages.json": checkPages,
  "slides.json": photoEntries(EXPECTED_COUNTS["slides.json"]),
  "services.json": checkServices,
  "gallery.json": photoEntries(EXPECTED_COUNTS["gallery.json"]),
  "about.json": checkAbout,
  "responsibility.json": checkResponsibility,
}

/** Array files become one Gatsby node per entry, keyed by the entry's id: ids must be unique across them. */
const NODE_COLLECTIONS = ["slides.json", "services.json", "gallery.json"]

const jsonPosition = (error: Error, text: string) => {
  const match = /position (\d+)/.exec(error.message)
  if (!match) return ""
  const offset = Number(match[1])
  const before = text.slice(0, offset).split("\n")
  return ` (line ${before.length}, column ${before[before.length - 1].length + 1})`
}

/** Checks the whole data folder and returns every problem found (empty when all is well). */
export function validateContent(dataDir: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  const usedImages = new Set<string>()
  const found = { problems, images: usedImages }
  const nodeIds = new Map<string, string>()

  for (const [file, check] of Object.entries(CONTENT_FILES)) {
    const absolute = path.join(dataDir, file)
    if (!fs.existsSync(absolute)) {
      problems.push({ file, message: "file is missing" })
      continue
    }
    const text = fs.readFileSync(absolute, "utf8")
    let root: Json
    try {
      root = JSON.parse(text)
    } catch (error) {
      problems.push({ file, message: `malformed JSON: ${(error as Error).message}${jsonPosition(error as Error, text)}` })
      continue
    }
    check(root, new Checker(dataDir, file, found))
    if (NODE_COLLECTIONS.includes(file) && Array.isArray(root)) {
      root.forEach((item) => {
        if (!isObject(item) || typeof item.id !== "string") return
        const other = nodeIds.get(item.id)
        if (other && other !== file) {
          problems.push({ file, entry: item.id, field: "id", message: `id "${item.id}" is also used in ${other}; ids must be unique across ${NODE_COLLECTIONS.join(", ")}` })
        } else nodeIds.set(item.id, file)
      })
    }
  }

  problems.push(...checkCredits(dataDir, usedImages))
  return problems
}

function checkCredits(dataDir: string, usedImages: Set<string>): ContentProblem[] {
  const problems: ContentProblem[] = []
  const file = CREDITS_FILE
  const absolute = path.join(dataDir, file)
  if (!fs.existsSync(absolute)) return [{ file, message: "file is missing: every photo needs its credit and licence here" }]
  const parsed = parseCredits(fs.readFileSync(absolute, "utf8"))
  for (const problem of parsed.problems) {
    problems.push({ file, entry: problem.entry ?? `line ${problem.line}`, field: problem.field, message: `${problem.message} (line ${problem.line})` })
  }
  const creditsDir = path.dirname(file)
  const credited = new Set<string>()
  for (const credit of parsed.credits) {
    const image = path.posix.join(creditsDir, credit.file)
    if (credited.has(image)) problems.push({ file, entry: credit.file, message: "photo is listed twice" })
    credited.add(image)
    if (!fs.existsSync(path.join(dataDir, image))) problems.push({ file, entry: credit.file, field: "Ficheiro", message: `image file "${image}" does not exist` })
  }
  for (const image of usedImages) {
    if (!credited.has(image)) problems.push({ file, entry: path.basename(image), message: `photo "${image}" is used on the site but has no credit row` })
  }
  return problems
}

/** A readable report: one line per problem, grouped by file. */
export function formatProblems(problems: ContentProblem[]): string {
  const byFile = new Map<string, ContentProblem[]>()
  for (const problem of problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem])
  const lines = [`Content check failed: ${problems.length} problem${problems.length === 1 ? "" : "s"} in data/`]
  for (const [file, list] of byFile) {
    lines.push(`  data/${file}`)
    for (const p of list) {
      const where = [p.entry && `entry "${p.entry}"`, p.field && `field "${p.field}"`].filter(Boolean).join(", ")
      lines.push(`    - ${where ? `${where}: ` : ""}${p.message}`)
    }
  }
  return lines.join("\n")
}
