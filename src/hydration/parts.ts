/**
 * The one table of the interactive parts: pieces of the page that answer a tap with code the page does not
 * start with, made ready before the first tap (./ready.ts). A component names its part by its entry
 * (`PARTS.contact`): the island registers its warm-up, `readyPartMark` marks its element in the HTML, which
 * tells the build which pages have it. Each `code` module, loaded by a plain `import()`, lands in the
 * chunk group `chunkGroupOf(part)` (src/build/partChunks.ts), so no webpackChunkName repeats the name.
 */

export interface PartSpec {
  /** Its name in the page's HTML (`data-ready-part`) and on the performance timeline (`zc-ready:<name>`). */
  name: string
  /** The modules its code starts from, each loaded by `import()` somewhere in src/: a path from the root, or a package. */
  code: readonly string[]
  /** Parts whose files come with this one's (made ready together; they mark no element of their own). */
  with?: readonly PartSpec[]
}

/** What the contact form needs once hydrated (its toasts, the e-mail SDK); its files come with `contact`'s. */
const contactExtras = {
  name: "contactExtras",
  code: ["src/theme/toaster.tsx", "@emailjs/browser"],
} as const satisfies PartSpec

/** The menu and the lightbox are none: the page runs them from its HTML on. */
export const PARTS = {
  contact: { name: "contact", code: ["src/features/contact/ContactFormIsland.tsx"], with: [contactExtras] },
  contactExtras,
} as const satisfies Record<string, PartSpec>

export const chunkGroupOf = (part: PartSpec) => `part-${part.name}`

export const chunkGroupsOf = (part: PartSpec): string[] => [chunkGroupOf(part), ...(part.with ?? []).flatMap(chunkGroupsOf)]

export const partNamed = (name: string): PartSpec | undefined => Object.values(PARTS).find((part) => part.name === name)

export const READY_PART_ATTRIBUTE = "data-ready-part"
export const readyPartMark = (part: PartSpec) => ({ [READY_PART_ATTRIBUTE]: part.name })

/** Whether the visitor's browser asks to save data (`Save-Data`): then no part is fetched or warmed ahead. */
export const savesData = (): boolean => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
