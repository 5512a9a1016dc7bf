/** A form's draft as localStorage keeps it: saved by the form's code, and by the page's inline script before that code arrives. */
export interface StoredDraft<Values> {
  savedAt: number
  values: Values
}

export type StorageGetter = () => Storage | null

/** The browser's localStorage; null on the server, or where the browser's settings block it. */
export const browserStorage: StorageGetter = () => {
  try {
    return typeof window === "undefined" ? null : window.localStorage
  } catch {
    return null
  }
}

/** Saves the draft, or removes it when every field is empty. Never throws: a full or disabled storage only loses the convenience. */
export function saveFormDraft(storage: Storage | null, key: string, values: Record<string, string>, now = Date.now()) {
  try {
    if (Object.values(values).every((value) => value === "")) storage?.removeItem(key)
    else storage?.setItem(key, JSON.stringify({ savedAt: now, values } satisfies StoredDraft<typeof values>))
  } catch {
    // quota exceeded or storage blocked: keep going without a saved draft
  }
}
