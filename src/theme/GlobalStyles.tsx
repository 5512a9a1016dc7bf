import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { system } from "./system"

/**
 * Chakra's global CSS on its own: the reset, a CSS variable for every token (which the
 * CSS modules use) and the site's globalCss. The server renders it once per page into
 * <head> (gatsby-ssr.tsx); `gatsby develop` renders it in the browser (gatsby-browser.tsx).
 */
export function GlobalStyles() {
  return <ChakraProvider value={system}>{null}</ChakraProvider>
}
