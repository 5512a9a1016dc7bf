import { system } from "./system"

/** The data-emotion attribute of the global style tags the server renders (gatsby-ssr.tsx). */
export const SERVER_GLOBAL_STYLES_SELECTOR = 'style[data-emotion^="css-global "]'

type SiteSystem = typeof system

let cached: SiteSystem | undefined

/**
 * The system handed to each island's ChakraProvider (src/theme/ChakraIsland.tsx).
 *
 * A provider renders the system's global CSS (reset, CSS variables of every
 * token, globalCss: about 30 KB) through Emotion's <Global>, which serialises
 * and hashes that whole object on every render. The server does it once per
 * page and puts the result in <head>; in the browser those style tags are
 * already there, so re-serialising them when an island hydrates is ~50 ms of
 * blocked main thread on a mid-range phone for nothing. When the server's global
 * styles are in the document, the browser's providers get the same system without
 * global styles (Global renders no DOM, so hydration is unaffected). Without them
 * (`gatsby develop` renders in the browser only), they get the full system.
 */
export function pageSystem(doc: Document | undefined = typeof document === "undefined" ? undefined : document): SiteSystem {
  if (!doc) return system
  if (!cached) {
    const serverStyled = doc.querySelector(SERVER_GLOBAL_STYLES_SELECTOR) !== null
    cached = serverStyled ? { ...system, _global: [] } : system
  }
  return cached
}

/** For tests: forget the browser's choice. */
export function resetPageSystem() {
  cached = undefined
}
