/**
 * The one place the app is wrapped, shared by gatsby-browser.tsx and gatsby-ssr.tsx so that the server's HTML and
 * the hydrated app match. No Chakra provider: the contact form's island has its own (src/features/contact/ContactFormIsland.tsx).
 */
import type { GatsbyBrowser } from "gatsby"
import * as React from "react"
import { PageFrame } from "../components/frame/PageFrame"
import { ErrorBoundary } from "../components/frame/ErrorBoundary"
import { FrameProvider, frameDataOf } from "../i18n/frame"
import { pageHydrated } from "../hydration/whenQuiet"

type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"]>

export const wrapPageElement: WrapPage = ({ element, props }) => <FramedPage props={props}>{element}</FramedPage>

function FramedPage({ props, children }: { props: Parameters<WrapPage>[0]["props"]; children: React.ReactNode }) {
  const { data, pageContext, location } = props
  // One value per page: a new object on every render would make React drop islands' server HTML.
  const frame = React.useMemo(() => frameDataOf(data, pageContext, location.pathname), [data, pageContext, location.pathname])
  // The page's shell has hydrated: work queued ahead of the visitor may start (src/hydration/whenQuiet.ts).
  React.useEffect(() => pageHydrated(), [])
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
