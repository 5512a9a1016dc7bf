/**
 * The one place the app is wrapped, shared by gatsby-browser.tsx and gatsby-ssr.tsx
 * so the server-rendered HTML and the hydrated app always match.
 *
 * Chakra's provider wraps the page, not the root: Gatsby also wraps every page's
 * `Head` in `wrapRootElement` (on the server and, in a synchronous render, in the
 * browser), and a provider there rendered Chakra's 40 KB of global CSS a second
 * time into each page's <head> and serialised it again on every page load.
 */
import type { GatsbyBrowser } from "gatsby"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { pageSystem } from "./theme/pageSystem"
import { PageFrame } from "./components/layout/PageFrame"
import { ErrorBoundary } from "./components/layout/ErrorBoundary"

type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"]>

export const wrapPageElement: WrapPage = ({ element, props }) => (
  <ChakraProvider value={pageSystem()}>
    <PageFrame pathname={props.location.pathname}>
      <ErrorBoundary pathname={props.location.pathname}>{element}</ErrorBoundary>
    </PageFrame>
  </ChakraProvider>
)
