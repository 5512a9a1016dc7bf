import * as React from "react"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { HydrateLater } from "../../hydration/boundaries"
import { useFrame } from "../../i18n/frame"
import * as styles from "./PageFrame.module.css"

const MAIN_CONTENT_ID = "conteudo"

/** Height of the fixed header; sections keep this much room above them when scrolled to. */
export const HEADER_HEIGHT = "4rem"

/** The header's height, as a CSS variable for the stylesheets of the header, the hero and the sections. */
const frameStyle = { "--zc-header-height": HEADER_HEIGHT } as React.CSSProperties

export interface PageFrameProps {
  pathname: string
  children: React.ReactNode
}

/**
 * The frame around every page: skip link, fixed header, main content, footer. (The splash of a
 * full page load is not part of it: the server writes it before the app, gatsby-ssr.tsx.)
 */
export function PageFrame({ pathname, children }: PageFrameProps) {
  const { texts } = useFrame()
  return (
    <div className={styles.frame} style={frameStyle}>
      {/*
        The skip link: first Tab stop, hidden until focused. Plain HTML and CSS rather than
        Chakra's SkipNavLink, which would need a Chakra provider, and so Chakra's run time,
        on every page load for a link that works without any script.
      */}
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {texts.frame.skipLink}
      </a>
      {/* Hydrated in its own slices too: a click on the menu before then is replayed once it is. */}
      <HydrateLater>
        <Header pathname={pathname} />
      </HydrateLater>
      {/* The skip link's target: focusable by script and by the link, not by Tab. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  )
}
