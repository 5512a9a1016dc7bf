/**
 * Two maintainers never erase each other's work. Decap's backends write a content file whole, as the editor loaded it
 * (decap-cms#277); this wraps each backend class at the one boundary every save crosses, its implementation:
 * - every save reads the file as it is now (the draft, else the published file) and, when it changed since it was
 *   opened, merges it (../src/cms/merge.ts) or, where both changed the same field, asks which text stays;
 * - discarding a draft that someone else saved since is refused;
 * - the open file is checked again when its tab is shown and every few minutes, and a notice offers to bring the
 *   change in;
 * - the version a maintainer opened is kept beside Decap's unsaved local copy, so restoring an old copy merges too.
 */
import { localForage } from "decap-cms-lib-util"
import type { DecapField } from "../src/cms/decapConfig"
import { mergeContent, type Json } from "../src/cms/merge"
import { askChoice, showNotice } from "./guardDialogs"
import { GUARD_TEXTS } from "./texts"

type Raw = string
type DataFile = { path: string; slug: string; raw: Raw; newPath?: string }
type PersistOptions = { useWorkflow?: boolean; unpublished?: boolean; collectionName?: string }
type Unpublished = { diffs?: { path: string; id: string }[] }
/** The part of Decap's backend implementation (decap-cms-lib-util's Implementation) that the guard uses. */
interface Implementation {
  getEntry(path: string): Promise<{ data: Raw; file: { path: string } }>
  persistEntry(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: PersistOptions): Promise<unknown>
  unpublishedEntry?(args: { collection: string; slug: string }): Promise<Unpublished>
  unpublishedEntryDataFile?(collection: string, slug: string, path: string, id: string): Promise<Raw>
  deleteUnpublishedEntry?(collection: string, slug: string): Promise<unknown>
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's rule for a mixin's base class
type ImplementationClass = new (...args: any[]) => Implementation
/** A content file the editor edits: an entry of a files collection. */
export type ContentFile = { collection: string; slug: string; label: string; fields: DecapField[] }
type GuardConfig = {
  publish_mode?: string
  collections: { name: string; files?: { name: string; file: string; label: string; fields: DecapField[] }[] }[]
}

/** How often an open file is read again while its tab stays in view. */
const RECHECK_MS = 3 * 60_000
/** Decap writes its unsaved local copy 2 s after the last change (its Editor component's createBackup): the copy is read after that. */
const BACKUP_SETTLES_MS = 3_000
const openedKey = (path: string) => `zc-editor-opened:${path}`
const backupKey = (file: ContentFile) => `backup.${file.collection}.${file.slug}`

/** A refused save: Decap's toast shows the error as text («Não foi possível guardar: …»), without "Error:". */
export class Refusal extends Error {
  toString() {
    return this.message
  }
}

const parse = (raw: Raw, label: string): { [key: string]: Json } => {
  try {
    const value = JSON.parse(raw) as unknown
    if (typeof value === "object" && value && !Array.isArray(value)) return value as { [key: string]: Json }
  } catch {
    // reported below
  }
  throw new Refusal(GUARD_TEXTS.unreadable(label))
}
const serialize = (value: Json) => `${JSON.stringify(value, null, 2)}\n`
const notUnderWorkflow = (error: unknown) => (error as { notUnderEditorialWorkflow?: boolean } | null)?.notUnderEditorialWorkflow === true

let lastInput = 0
addEventListener("input", () => (lastInput = Date.now()), true)

/** Merges three versions of a file; where both sides changed a field, the maintainer chooses, or nothing is saved. */
export async function settle(base: Raw, mine: Raw, theirs: Raw, file: ContentFile): Promise<Raw> {
  const sides = [parse(base, file.label), parse(mine, file.label), parse(theirs, file.label)] as const
  const first = mergeContent(...sides, file)
  let merged = first.merged
  if (first.conflicts.length) {
    const choice = await askChoice(file.label, first.conflicts)
    if (!choice) throw new Refusal(GUARD_TEXTS.notSaved)
    if (choice === "theirs") merged = mergeContent(...sides, file, "theirs").merged
  }
  return serialize(merged)
}

/** A write that lost a race: the file moved on between reading and writing it. The save reads it again. */
export class StaleWrite extends Error {}

export function guarded<Base extends ImplementationClass>(Backend: Base) {
  return class Guarded extends Backend {
    protected readonly files = new Map<string, ContentFile>()
    /** What the editor's state of each file was made from: the version opened, then each version it saved. */
    private readonly opened = new Map<string, Raw>()
    /** The file as last read: a change is told once. */
    private readonly seen = new Map<string, Raw>()
    protected readonly useWorkflow: boolean

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the base's
    constructor(...args: any[]) {
      super(...args)
      const config = args[0] as GuardConfig
      this.useWorkflow = config.publish_mode === "editorial_workflow"
      for (const collection of config.collections)
        for (const file of collection.files ?? [])
          this.files.set(file.file, { collection: collection.name, slug: file.name, label: file.label, fields: file.fields })
      watch(this)
    }

    async getEntry(path: string) {
      const entry = await super.getEntry(path)
      await this.open(path, entry.data)
      return entry
    }

    async unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string) {
      const raw = await super.unpublishedEntryDataFile!(collection, slug, path, id)
      await this.open(path, raw)
      return raw
    }

    /** The editor's state of `path` now comes from `raw`, unless Decap holds an unsaved copy made from an earlier version. */
    private async open(path: string, raw: Raw) {
      const file = this.files.get(path)
      if (!file) return
      const kept = localStorage.getItem(openedKey(path))
      const copy = kept === null ? null : await localForage.getItem<{ raw?: string }>(backupKey(file)).catch(() => null)
      const base = copy?.raw?.trim() && kept !== null ? kept : raw
      this.opened.set(path, base)
      this.seen.set(path, raw)
      localStorage.setItem(openedKey(path), base)
    }

    /** The file as a save would meet it now: the draft when it has one, else the published file. */
    protected async current(path: string): Promise<Raw> {
      const file = this.files.get(path)!
      if (this.useWorkflow && super.unpublishedEntry) {
        try {
          const draft = await super.unpublishedEntry({ collection: file.collection, slug: file.slug })
          const diff = draft.diffs?.find((entry) => entry.path === path)
          if (diff) return await super.unpublishedEntryDataFile!(file.collection, file.slug, path, diff.id)
        } catch (error) {
          if (!notUnderWorkflow(error)) throw error
        }
      }
      const { data } = await super.getEntry(path)
      // GitHub's backend answers '' for a file it could not read: never merge against that.
      if (!data.trim()) throw new Refusal(GUARD_TEXTS.unreadable(file.label))
      return data
    }

    /** The draft as it is now, else the published file: what discarding a draft would lose. */
    protected draftNow(path: string): Promise<Raw> {
      return this.current(path)
    }

    /** Writes the merged files: Decap's own save, unless a backend writes them itself. */
    protected write(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: PersistOptions): Promise<unknown> {
      return super.persistEntry(entry, options)
    }

    async persistEntry(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: PersistOptions) {
      for (let attempt = 1; ; attempt++) {
        const merged = await Promise.all(entry.dataFiles.map((dataFile) => this.reconcile(dataFile)))
        try {
          const result = await this.write({ ...entry, dataFiles: merged.map(({ dataFile }) => dataFile) }, options)
          this.saved(entry.dataFiles, merged)
          return result
        } catch (error) {
          if (!(error instanceof StaleWrite) || attempt === 3) throw error
        }
      }
    }

    private saved(sent: DataFile[], merged: { dataFile: DataFile; others: boolean }[]) {
      for (const [index, { dataFile, others }] of merged.entries()) {
        const path = dataFile.path
        if (!this.files.has(path)) continue
        // The editor still holds what it sent: that is what its next save's changes are made on.
        this.opened.set(path, sent[index].raw)
        this.seen.set(path, dataFile.raw)
        localStorage.setItem(openedKey(path), sent[index].raw)
        if (others) showNotice(GUARD_TEXTS.mergedOnSave(this.files.get(path)!.label), GUARD_TEXTS.showFile, () => location.reload())
      }
    }

    /** `dataFile` as it may be written now: merged with what reached the file since it was opened. */
    private async reconcile(dataFile: DataFile): Promise<{ dataFile: DataFile; others: boolean }> {
      const file = this.files.get(dataFile.path)
      const base = this.opened.get(dataFile.path)
      if (!file || base === undefined) return { dataFile, others: false }
      const now = await this.current(dataFile.path)
      if (now === base || now === dataFile.raw) return { dataFile, others: false }
      return { dataFile: { ...dataFile, raw: await settle(base, dataFile.raw, now, file) }, others: true }
    }

    async deleteUnpublishedEntry(collection: string, slug: string) {
      const path = [...this.files].find(([, file]) => file.collection === collection && file.slug === slug)?.[0]
      if (path && this.seen.has(path) && (await this.draftNow(path)) !== this.seen.get(path))
        throw new Refusal(GUARD_TEXTS.draftChanged(this.files.get(path)!.label))
      return super.deleteUnpublishedEntry!(collection, slug)
    }

    /** The open entry's file, read again: a change since it was last read is told. */
    async recheck() {
      const slug = /#\/collections\/([^/]+)\/entries\/([^/?]+)/.exec(location.hash)
      const path = [...this.files].find(([, file]) => file.collection === slug?.[1] && file.slug === slug?.[2])?.[0]
      if (!path || !this.seen.has(path)) return
      const now = await this.current(path)
      if (now === this.seen.get(path)) return
      this.seen.set(path, now)
      showNotice(GUARD_TEXTS.changedElsewhere(this.files.get(path)!.label), GUARD_TEXTS.bringIn, () => this.bringIn(path, now))
    }

    /**
     * Reopens the file as it is now. An unsaved copy is merged with it first (and its base moved to it), so Decap's
     * offer to restore the copy brings both; where both changed a field, the copy stays as it was and the save asks.
     */
    private async bringIn(path: string, now: Raw) {
      const file = this.files.get(path)!
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastInput + BACKUP_SETTLES_MS - Date.now())))
      const copy = await localForage.getItem<{ raw?: string }>(backupKey(file))
      let base = now
      if (copy?.raw?.trim()) {
        const { merged, conflicts } = mergeContent(
          parse(this.opened.get(path)!, file.label),
          parse(copy.raw, file.label),
          parse(now, file.label),
          file,
        )
        if (conflicts.length) base = this.opened.get(path)!
        else await localForage.setItem(backupKey(file), { ...copy, raw: serialize(merged) })
      }
      localStorage.setItem(openedKey(path), base)
      location.reload()
    }
  }
}

/** The backend Decap made last: one per editor page. */
function watch(backend: { recheck(): Promise<void> }) {
  let checking = false
  const check = () => {
    if (checking || document.visibilityState !== "visible") return
    checking = true
    backend
      .recheck()
      .catch((error: unknown) => console.warn("recheck", error))
      .finally(() => (checking = false))
  }
  document.addEventListener("visibilitychange", check)
  setInterval(check, RECHECK_MS)
}
