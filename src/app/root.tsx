/**
 * The one place the app is wrapped, shared by gatsby-browser.tsx and gatsby-ssr.tsx
 * so the server-rendered HTML and the hydrated app always match.
 *
 * There is no Chakra provider here: the page's own markup is styled by CSS modules,
 * and each part built with Chakra components is an island with its own provider
 * (src/theme/ChakraIsland.tsx), so a page runs Chakra's code only once an island
 * needs it. Chakra's global CSS (reset, a CSS variable for every token, globalCss),
 * which the CSS modules build on, is written into each page's <head> by the server
 * (gatsby-ssr.tsx), and under `gatsby develop`, which renders in the browser only, by
 * gatsby-browser.tsx.
 */
import type { GatsbyBrowser } from "gatsby"
import * as React from "react"
import { PageFrame } from "../components/frame/PageFrame"
import { ErrorBoundary } from "../components/frame/ErrorBoundary"
import { FrameProvider, frameDataOf } from "../i18n/frame"
import { startWarming } from "../hydration/ready"

type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"]>

export const wrapPageElement: WrapPage = ({ element, props }) => <FramedPage props={props}>{element}</FramedPage>

function FramedPage({ props, children }: { props: Parameters<WrapPage>[0]["props"]; children: React.ReactNode }) {
  const { data, pageContext, location } = props
  // One value per page: a new object on every render would make React drop islands' server HTML.
  const frame = React.useMemo(() => frameDataOf(data, pageContext, location.pathname), [data, pageContext, location.pathname])
  // The page has hydrated (its main photo painted first: the app's scripts waited for it): make its
  // interactive parts ready before the first tap (src/hydration/ready.ts).
  React.useEffect(() => startWarming(), [])
  // Gatsby's development 404 page has no page query, so no frame.
  if (!frame) return <>{children}</>
  return (
    <FrameProvider value={frame}>
      <PageFrame pathname={location.pathname}>
        <ErrorBoundary pathname={location.pathname}>{children}</ErrorBoundary>
      </PageFrame>
    </FrameProvider>
  )
}
