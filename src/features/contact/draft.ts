/**
 * The contact form's draft: saved in localStorage as the visitor types, restored after a reload
 * or a failed send, removed after a success, and forgotten after a week.
 */
import { EMPTY_CONTACT_VALUES, type ContactValues } from "./send"
import { saveFormDraft, type StoredDraft } from "../../lib/formDraft"

export { browserStorage, type StorageGetter } from "../../lib/formDraft"

/** localStorage key of the draft. */
export const DRAFT_KEY = "zavala-caju:contacto:rascunho"
/** A draft older than this is forgotten (the device may be shared). */
const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

export const isEmpty = (values: ContactValues) => Object.values(values).every((value) => value === "")

/** Reads a saved draft; null when there is none, it is unreadable or too old. */
export function readDraft(storage: Storage | null, now = Date.now()): ContactValues | null {
  try {
    const raw = storage?.getItem(DRAFT_KEY)
    if (!raw) return null
    const draft = JSON.parse(raw) as Partial<StoredDraft<ContactValues>>
    if (typeof draft.savedAt !== "number" || now - draft.savedAt > DRAFT_MAX_AGE_MS || !draft.values) {
      storage?.removeItem(DRAFT_KEY)
      return null
    }
    const values = { ...EMPTY_CONTACT_VALUES }
    for (const key of Object.keys(values) as (keyof ContactValues)[]) {
      const value = draft.values[key]
      if (typeof value === "string") values[key] = value
    }
    return isEmpty(values) ? null : values
  } catch {
    return null
  }
}

/** Saves the draft (or removes it when every field is empty). Never throws: a full or disabled storage only loses the convenience. */
export function writeDraft(storage: Storage | null, values: ContactValues, now = Date.now()) {
  saveFormDraft(storage, DRAFT_KEY, { ...values }, now)
}

/** Removes the draft (writeDraft removes it when every field is empty); never throws either. */
export const clearDraft = (storage: Storage | null) => writeDraft(storage, EMPTY_CONTACT_VALUES)
