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
 * A part's code is the webpack chunk group `chunkGroups[0]`, named by the webpackChunkName comment
 * at its dynamic import (webpack reads those comments as written, so they cannot come from here);
 * the build fails if a group named here is missing from its output (src/build/pageFiles.ts).
 */

export interface PartSpec {
  /** Its name in the page's HTML (`data-ready-part`) and on the performance timeline (`zc-ready:<name>`). */
  name: string
  /** The webpack chunk groups of its code, its own first; the chunks they share (Chakra's) come with them. */
  chunkGroups: readonly string[]
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

export const PARTS = {
  /** The menu drawer (src/components/frame/MobileNav.tsx): its button shows only below `md`. */
  menu: { name: "menu", chunkGroups: ["part-menu"], media: BELOW_MD },
  /** The gallery's lightbox (src/components/gallery/Lightbox.tsx) and its page's photos. */
  lightbox: { name: "lightbox", chunkGroups: ["part-lightbox"], fetchesData: true },
  /** The contact form's island (src/features/contact/ContactFormIsland.tsx), with what it sends and shows. */
  contact: { name: "contact", chunkGroups: ["part-contact", "part-toaster", "part-emailjs"] },
  /**
   * What the form needs once it has hydrated: its toasts' region and the e-mail SDK. Its files come
   * with `contact`'s, so it marks no element.
   */
  contactExtras: { name: "contactExtras", chunkGroups: ["part-toaster", "part-emailjs"] },
} as const satisfies Record<string, PartSpec>

export type Part = (typeof PARTS)[keyof typeof PARTS]

/** The part a page's HTML marks with its name, if any. */
export const partNamed = (name: string): PartSpec | undefined => Object.values(PARTS).find((part) => part.name === name)

/** The attribute that marks a part's element in the page's HTML. */
export const readyPartMark = (part: PartSpec) => ({ "data-ready-part": part.name })

/** Whether a part can show on this screen now (always on the server, which renders for every screen). */
export function canShow(part: PartSpec): boolean {
  if (!part.media || typeof window === "undefined" || typeof window.matchMedia !== "function") return true
  return window.matchMedia(part.media).matches
}
