/**
 * The one place the app is wrapped, shared by gatsby-browser.tsx and gatsby-ssr.tsx
 * so the server-rendered HTML and the hydrated app always match.
 */
import type { GatsbyBrowser } from "gatsby"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { system } from "./theme/system"
import { PageFrame } from "./components/layout/PageFrame"
import { ErrorBoundary } from "./components/layout/ErrorBoundary"

type WrapRoot = NonNullable<GatsbyBrowser["wrapRootElement"]>
type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"]>

export const wrapRootElement: WrapRoot = ({ element }) => <ChakraProvider value={system}>{element}</ChakraProvider>

export const wrapPageElement: WrapPage = ({ element, props }) => (
  <PageFrame pathname={props.location.pathname}>
    <ErrorBoundary pathname={props.location.pathname}>{element}</ErrorBoundary>
  </PageFrame>
)
