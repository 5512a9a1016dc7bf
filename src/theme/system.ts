/**
 * The site's Chakra system with its global CSS (the reset, a CSS variable for every token, the
 * site's globalCss, in cascade layers below the site's own CSS): what GlobalStyles writes into
 * every page's <head> on the server (and `gatsby develop` in the browser). The islands' system is
 * ./islandSystem.ts; both come from ./siteConfig.ts.
 */
import { defaultBaseConfig } from "@chakra-ui/react/preset-base"
import { createSystem } from "@chakra-ui/react/styled-system"
import { siteConfig } from "./siteConfig"

// createSystem merges its configs itself (one deep copy, not two).
export const system = createSystem(defaultBaseConfig, siteConfig)
