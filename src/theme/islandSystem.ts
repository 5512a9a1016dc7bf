import { system } from "./system"

/**
 * The system each island's ChakraProvider gets (src/theme/ChakraIsland.tsx): the site's
 * system without its global CSS.
 *
 * A provider renders the system's global CSS (reset, a CSS variable for every token,
 * globalCss: about 30 KB) through Emotion's <Global>, which serialises and hashes that
 * whole object on every render. That CSS has one home per page, GlobalStyles: the server
 * writes it into <head> (gatsby-ssr.tsx) and `gatsby develop` renders it at the root
 * (src/root.tsx). Islands leave it out, so it is neither serialised again when an island
 * hydrates (~50 ms on a throttled phone) nor once more per island on the server. Global
 * renders no DOM, so hydration is unaffected.
 */
export const islandSystem: typeof system = { ...system, _global: [] }
