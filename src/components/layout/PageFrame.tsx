import * as React from "react"
import { SkipNavContent, SkipNavLink } from "@chakra-ui/react/skip-nav"
import { useSiteFacts } from "../../hooks/useSiteFacts"
import { HEADER_HEIGHT } from "../../lib/sections"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { HydrateLater } from "./HydrateLater"
import { SKIP_LINK_LABEL } from "./microcopy"
import { SplashScreen } from "./SplashScreen"
import * as styles from "./PageFrame.module.css"

export const MAIN_CONTENT_ID = "conteudo"

/** The header's height, as a CSS variable for the stylesheets of the header, the hero and the sections. */
const frameStyle = { "--zc-header-height": HEADER_HEIGHT } as React.CSSProperties

export interface PageFrameProps {
  pathname: string
  children: React.ReactNode
}

/**
 * The frame around every page: skip link, fixed header, main content, footer,
 * and the splash overlay of a full page load.
 */
export function PageFrame({ pathname, children }: PageFrameProps) {
  const facts = useSiteFacts()
  return (
    <div className={styles.frame} style={frameStyle}>
      <SkipNavLink id={MAIN_CONTENT_ID} zIndex="max">
        {SKIP_LINK_LABEL}
      </SkipNavLink>
      {/* Hydrated in its own slices too: a click on the menu before then is replayed once it is. */}
      <HydrateLater>
        <Header pathname={pathname} />
      </HydrateLater>
      <SkipNavContent id={MAIN_CONTENT_ID} as="main" flex="1" tabIndex={-1} outline="none" scrollMarginTop={HEADER_HEIGHT}>
        {children}
      </SkipNavContent>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <SplashScreen brand={facts.name} />
    </div>
  )
}
