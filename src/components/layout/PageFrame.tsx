import * as React from "react"
import { Box } from "@chakra-ui/react/box"
import { SkipNavContent, SkipNavLink } from "@chakra-ui/react/skip-nav"
import { Footer } from "./Footer"
import { Header } from "./Header"

export const MAIN_CONTENT_ID = "conteudo"

export interface PageFrameProps {
  pathname: string
  children: React.ReactNode
}

/** The frame around every page: skip link, header, main content, footer. */
export function PageFrame({ children }: PageFrameProps) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipNavLink id={MAIN_CONTENT_ID}>Saltar para o conteúdo</SkipNavLink>
      <Header />
      <SkipNavContent id={MAIN_CONTENT_ID} as="main" flex="1" tabIndex={-1} outline="none">
        {children}
      </SkipNavContent>
      <Footer />
    </Box>
  )
}
