import * as React from "react"
import { Box } from "@chakra-ui/react/box"
import { SkipNavContent, SkipNavLink } from "@chakra-ui/react/skip-nav"
import { useSiteFacts } from "../../hooks/useSiteFacts"
import { HEADER_HEIGHT } from "../../lib/sections"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { HydrateLater } from "./HydrateLater"
import { SKIP_LINK_LABEL } from "./microcopy"
import { SplashScreen } from "./SplashScreen"

export const MAIN_CONTENT_ID = "conteudo"

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
    <Box minH="100vh" display="flex" flexDirection="column" pt={HEADER_HEIGHT}>
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
    </Box>
  )
}
