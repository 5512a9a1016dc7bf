/**
 * The one place the app is wrapped, shared by gatsby-browser.tsx and gatsby-ssr.tsx
 * so the server-rendered HTML and the hydrated app always match.
 *
 * There is no Chakra provider here: the page's own markup is styled by CSS modules,
 * and each part built with Chakra components is an island with its own provider
 * (src/theme/ChakraIsland.tsx), so a page runs Chakra's code only once an island
 * needs it. Chakra's global CSS (reset, a CSS variable for every token, globalCss),
 * which the CSS modules build on, is written into each page's <head> by the server
 * (gatsby-ssr.tsx); `gatsby develop` renders in the browser only, so there a
 * development-only provider inserts it.
 */
import type { GatsbyBrowser } from "gatsby"
import type { ComponentType } from "react"
import { PageFrame } from "./components/frame/PageFrame"
import { ErrorBoundary } from "./components/frame/ErrorBoundary"

type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"]>

// Compiled out of production bundles (webpack replaces NODE_ENV with a constant).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an import would keep it in production bundles
const DevGlobalStyles: ComponentType | null = process.env.NODE_ENV === "development" ? require("./theme/GlobalStyles").GlobalStyles : null

export const wrapPageElement: WrapPage = ({ element, props }) => {
  const page = (
    <PageFrame pathname={props.location.pathname}>
      <ErrorBoundary pathname={props.location.pathname}>{element}</ErrorBoundary>
    </PageFrame>
  )
  return DevGlobalStyles ? (
    <>
      <DevGlobalStyles />
      {page}
    </>
  ) : (
    page
  )
}
