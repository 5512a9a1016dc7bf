/**
 * The interactive parts: the one table that names them. A part is a piece of the page that answers
 * a tap with code the page does not start with (./ready.ts makes it ready before the first tap).
 * The slideshow's controls and the language switch are no parts: their code is in the page's own
 * chunks, and they hydrate with it.
 *
 * The build reads it to list each page's part files, which the inline loader prefetches
 * (src/build/pageFiles.ts, ./appScriptsLoader.ts); the browser reads it to warm the parts
 * (./ready.ts). A component names its part by its entry (`PARTS.menu`), never by a string:
 * - `useReadyPart(PARTS.menu, steps)` registers the part's warm-up steps, and
 * - `readyPartMark(PARTS.menu)` marks the element of the page's HTML that holds it, which is how
 *   the build knows which pages have it.
 *
 * A part's code is what its modules (`code`) bring, each loaded by a plain `import()` where it is
 * used: the build puts them in the chunk group `chunkGroupOf(part)` (src/build/partChunks.ts, so
 * no webpackChunkName comment repeats the name), and fails if a module named here is never
 * imported that way or a group is missing from webpack's output (src/build/pageFiles.ts).
 */

export interface PartSpec {
  /** Its name in the page's HTML (`data-ready-part`) and on the performance timeline (`zc-ready:<name>`). */
  name: string
  /**
   * The modules its code starts from, each loaded with `import()` somewhere in src/: a path from
   * the project's root, or a package's name. The chunks they share with others (Chakra's) come
   * with them.
   */
  code: readonly string[]
  /** Parts whose files come with this one's (made ready together; they mark no element of their own). */
  with?: readonly PartSpec[]
  /**
   * Where it can show at all. Elsewhere it is neither fetched nor warmed, until the query starts
   * to match (a phone turned, a window narrowed). Absent: everywhere.
   */
  media?: string
  /**
   * It fetches data as well: the URL is on its marked element (`data-ready-fetch`), because it
   * differs per page (a gallery page's photos).
   */
  fetchesData?: boolean
}

/** Below Chakra's `md` breakpoint (48rem), where the header's navigation gives way to the menu button (Header.module.css). */
const BELOW_MD = "not all and (min-width: 48rem)"

/**
 * What the contact form needs once it has hydrated: its toasts' region and the e-mail SDK. Its
 * files come with `contact`'s, so it marks no element.
 */
const contactExtras = {
  name: "contactExtras",
  code: ["src/theme/toaster.tsx", "@emailjs/browser"],
} as const satisfies PartSpec

/** In the order they are made ready: what a visitor taps first, first (a photo on /galeria, else the menu). */
export const PARTS = {
  /** The gallery's lightbox and its page's photos. */
  lightbox: { name: "lightbox", code: ["src/components/gallery/Lightbox.tsx"], fetchesData: true },
  /** The menu drawer: its button shows only below `md`. */
  menu: { name: "menu", code: ["src/components/frame/MobileNav.tsx"], media: BELOW_MD },
  /** The contact form's island, with what it sends and shows. */
  contact: { name: "contact", code: ["src/features/contact/ContactFormIsland.tsx"], with: [contactExtras] },
  contactExtras,
} as const satisfies Record<string, PartSpec>

/** The webpack chunk group of a part's own code. */
export const chunkGroupOf = (part: PartSpec) => `part-${part.name}`

/** The chunk groups whose files a part needs: its own, then those of the parts that come with it. */
export const chunkGroupsOf = (part: PartSpec): string[] => [chunkGroupOf(part), ...(part.with ?? []).flatMap(chunkGroupsOf)]

/** The part a page's HTML marks with its name, if any. */
export const partNamed = (name: string): PartSpec | undefined => Object.values(PARTS).find((part) => part.name === name)

/** The attribute that marks a part's element in the page's HTML. */
export const READY_PART_ATTRIBUTE = "data-ready-part"
export const readyPartMark = (part: PartSpec) => ({ [READY_PART_ATTRIBUTE]: part.name })

/** Whether a media query matches now (always with none, and on the server, which renders for every screen). */
export const mediaMatches = (media?: string) =>
  !media || typeof window === "undefined" || typeof window.matchMedia !== "function" || window.matchMedia(media).matches

/** Whether a part can show on this screen now. */
export const canShow = (part: PartSpec) => mediaMatches(part.media)

/** Whether the visitor's browser asks to save data (`Save-Data`): then no part is fetched or warmed ahead. */
export function savesData(): boolean {
  const connection =
    typeof navigator !== "undefined" ? (navigator as Navigator & { connection?: { saveData?: boolean } }).connection : undefined
  return connection?.saveData === true
}
