/**
 * The three-way merge behind every save of the editor (../../editor/guard.ts): what the maintainer opened (`base`),
 * what they are saving (`mine`) and the file as it is now (`theirs`). A change on one side only lands; the same field
 * changed to two different values is a conflict, named as the editor labels it. List items that carry an `id` (the
 * gallery's photos, the services) are matched by it, not by their place in the list.
 */
import type { DecapField } from "./decapConfig"

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

/** The same field changed on both sides: `label` as the editor shows it, «Galeria › Fotografias › Solo vivo › Título (português)». */
export interface Conflict {
  label: string
  /** undefined: removed on that side. */
  mine: Json | undefined
  theirs: Json | undefined
}

export type Choice = "mine" | "theirs"

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value)

function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameJson(item, b[index]))
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]))
  }
  return false
}

const idOf = (item: Json): string | undefined => (isObject(item) && typeof item.id === "string" && item.id ? item.id : undefined)

/** A list whose items all carry a distinct id: merged item by item. */
function keyed(list: Json[]): Map<string, Json> | undefined {
  const byId = new Map<string, Json>()
  for (const item of list) {
    const id = idOf(item)
    if (id === undefined || byId.has(id)) return undefined
    byId.set(id, item)
  }
  return byId
}

/** What the editor shows for a list item: its summary template ({{fields.title.pt}}), else «Fotografia 3». */
function itemLabel(field: DecapField | undefined, item: Json | undefined, index: number): string {
  const summary = field?.summary?.replace(/\{\{fields\.([\w.]+)\}\}/g, (_, path: string) => {
    let value: Json | undefined = item
    for (const key of path.split(".")) value = isObject(value) ? value[key] : undefined
    return typeof value === "string" ? value : ""
  })
  return summary?.trim() || `${field?.label_singular ?? field?.label ?? "Item"} ${index + 1}`
}

/** A label path, without a step the next one already names (a language part's label repeats its text's: «Título (português)»). */
const join = (labels: string[]) => labels.filter((label, index) => !labels[index + 1]?.startsWith(`${label} (`)).join(" › ")

class Merge {
  readonly conflicts: Conflict[] = []
  constructor(private readonly choice: Choice) {}

  /** One conflict, settled by the choice: the merged value. */
  private conflict(labels: string[], mine: Json | undefined, theirs: Json | undefined): Json | undefined {
    this.conflicts.push({ label: join(labels), mine, theirs })
    return this.choice === "mine" ? mine : theirs
  }

  value(
    base: Json | undefined,
    mine: Json | undefined,
    theirs: Json | undefined,
    field: DecapField | undefined,
    labels: string[],
  ): Json | undefined {
    if (sameJson(mine, theirs) || sameJson(theirs, base)) return mine
    if (sameJson(mine, base)) return theirs
    if (isObject(mine) && isObject(theirs)) return this.object(isObject(base) ? base : {}, mine, theirs, field?.fields, labels)
    if (Array.isArray(mine) && Array.isArray(theirs)) {
      const list = this.list(Array.isArray(base) ? base : [], mine, theirs, field, labels)
      if (list) return list
    }
    return this.conflict(labels, mine, theirs)
  }

  object(base: JsonObject, mine: JsonObject, theirs: JsonObject, fields: DecapField[] | undefined, labels: string[]): JsonObject {
    const out: JsonObject = {}
    // Mine's key order (the editor's), then keys only theirs has.
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)])) {
      const field = fields?.find((entry) => entry.name === key)
      const value = this.value(base[key], mine[key], theirs[key], field, [...labels, field?.label ?? key])
      if (value !== undefined) out[key] = value
    }
    return out
  }

  /** Items matched by id; undefined when the list has none (it is then one value). */
  private list(base: Json[], mine: Json[], theirs: Json[], field: DecapField | undefined, labels: string[]): Json[] | undefined {
    const [b, m, t] = [keyed(base), keyed(mine), keyed(theirs)]
    if (!b || !m || !t) return undefined
    const merged = new Map<string, Json>()
    for (const id of new Set([...m.keys(), ...t.keys(), ...b.keys()])) {
      const index = [...(m.has(id) ? m : t).keys()].indexOf(id)
      const itemLabels = [...labels, itemLabel(field, b.get(id) ?? m.get(id) ?? t.get(id), index)]
      // Named as both knew it (its title before either changed it).
      // A removal is a change like any other: it conflicts with an edit of the same item on the other side.
      const value = this.value(b.get(id), m.get(id), t.get(id), field, itemLabels)
      if (value !== undefined) merged.set(id, value)
    }
    const order = this.order([...b.keys()], [...m.keys()], [...t.keys()], labels)
    return order.filter((id) => merged.has(id)).map((id) => merged.get(id)!)
  }

  /** The items' order: the side that moved items gives it; the other side's new items keep their place after their predecessor. */
  private order(base: string[], mine: string[], theirs: string[], labels: string[]): string[] {
    const common = (list: string[]) => list.filter((id) => base.includes(id) && mine.includes(id) && theirs.includes(id))
    const [b, m, t] = [common(base), common(mine), common(theirs)]
    const moved = (list: string[]) => list.some((id, index) => id !== b[index])
    let [lead, other] = [mine, theirs]
    if (!moved(m) && moved(t)) [lead, other] = [theirs, mine]
    else if (moved(m) && moved(t) && m.join() !== t.join()) {
      const chosen = this.conflict([...labels, "Ordem"], m.join(", "), t.join(", "))
      if (chosen === t.join(", ")) [lead, other] = [theirs, mine]
    }
    const order = [...lead]
    other.forEach((id, index) => {
      if (order.includes(id)) return
      const before = other
        .slice(0, index)
        .reverse()
        .find((previous) => order.includes(previous))
      order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id)
    })
    return order
  }
}

/**
 * Merges a content file's three versions (each an object, as every content file is). `choice` settles conflicts;
 * the caller asks the maintainer when there are any.
 */
export function mergeContent(
  base: JsonObject,
  mine: JsonObject,
  theirs: JsonObject,
  file: { label: string; fields: DecapField[] },
  choice: Choice = "mine",
): { merged: JsonObject; conflicts: Conflict[] } {
  const merge = new Merge(choice)
  const merged = merge.object(base, mine, theirs, file.fields, [file.label])
  return { merged, conflicts: merge.conflicts }
}
