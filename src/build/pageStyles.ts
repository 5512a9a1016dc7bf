/**
 * The order of a page's document, so that its first bytes paint the splash (gatsby-ssr.tsx):
 *
 *   <head>  charset, viewport, the splash's stylesheet (small, inline), then the page's metadata
 *   <body>  the splash's markup, then the page's stylesheets as <link>s, then the page
 *
 * On a slow link a browser paints whatever it has parsed so far. With the page's CSS (the site's
 * CSS modules, Chakra's global CSS, the islands' server-rendered rules; its size in
 * docs/PERFORMANCE.md) inline in <head>, that was the page, before the splash's markup had even
 * arrived. As links after the splash, they are fetched at once (the preload scanner finds them in
 * the first bytes) and, being in <body>, hold back only what follows them (Chromium and Firefox
 * paint the splash meanwhile; WebKit waits for them before its first paint), and they are cached
 * from page to page.
 *
 * The server renders Emotion's stylesheets inline, marked, where their links go
 * (`pageStylesheet`); after the build, ./stylesheetFiles.ts writes each into a file and links it.
 * (Written then rather than while the pages render: the renderer touches no file.) Gatsby's own
 * stylesheet (the CSS modules) becomes a link to the file Gatsby writes. The page's script policy
 * turns Chromium's preload scanner off, so the page names its stylesheets and main photo in
 * preload hints ahead of it (./preloadHints.ts). How the splash itself runs: src/browser/splash.ts.
 *
 * Depends on Gatsby's onPreRenderHTML (its head and pre-body components), on its
 * `gatsby-global-css` style and on its renderer's loadPageDataSync (gatsby-ssr.tsx reads the
 * splash's text with it). Guarded by __tests__/unit/build/pageStyles.test.ts and
 * __tests__/build/splash.test.ts (the built pages' order, the splash within the first round trip).
 */
import * as React from "react"
import { splashTimingCss } from "../browser/splash"
import { system } from "../theme/system"

type Element = React.ReactElement<Record<string, unknown>>

/**
 * The splash's stylesheet as the page inlines it: its timing, then its compiled source with
 * each Chakra variable replaced by the token's value (the variables themselves are declared by
 * Chakra's global CSS, which comes after the splash). Fails the build on an unknown token.
 */
export function splashStylesheet(): string {
  // Chakra's tokens as CSS values ("--chakra-colors-green-900" → "#12321d").
  const values: Map<string, string> = system.tokens.cssVarMap.get("base") ?? new Map()
  const css = INLINE_ASSETS.splashCss.replace(/var\((--chakra-[\w-]+)\)/g, (_, name: string) => {
    const value = values.get(name)
    if (value === undefined) throw new Error(`src/components/frame/SplashScreen.inline.css uses ${name}, which is not a Chakra token`)
    return value
  })
  return splashTimingCss() + css
}

/** Marks a stylesheet the server renders inline in <body>, for ./stylesheetFiles.ts to move into a file: its value names the file. */
export const PAGE_STYLESHEET_ATTRIBUTE = "data-page-stylesheet"

/** A stylesheet of the page, `name`d, inline until the build moves it into a file (./stylesheetFiles.ts). */
export const pageStylesheet = (name: string, css: string): Element =>
  React.createElement("style", { key: `stylesheet-${name}`, [PAGE_STYLESHEET_ATTRIBUTE]: name, dangerouslySetInnerHTML: { __html: css } })

/** A link to one of the page's stylesheets. */
const stylesheetLink = (href: string): Element => React.createElement("link", { key: `stylesheet-${href}`, rel: "stylesheet", href })

/** The <style> Gatsby inlines its global stylesheet (the CSS modules) as. */
const isGatsbyGlobalStyle = (element: Element) => element.type === "style" && element.props["data-identity"] === "gatsby-global-css"

/**
 * gatsby-plugin-image's additions to every <head>: a stylesheet, a noscript stylesheet and a
 * module script for GatsbyImage's wrappers and fade-in. The site renders no GatsbyImage (every
 * photo is a ResponsivePicture), so they are dead weight ahead of the splash.
 * __tests__/build/routes.test.ts checks that no page has a GatsbyImage wrapper.
 */
const GATSBY_IMAGE_KEYS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-script", "gatsby-image-style-script"])

/** The keys gatsby-ssr.tsx gives the splash's stylesheet and markup. */
export const SPLASH_STYLE_KEY = "splash-style"
export const SPLASH_KEY = "splash"

/**
 * The document in the order above (gatsby-ssr.tsx's onPreRenderHTML): in <head>, the splash's
 * stylesheet first and no GatsbyImage additions; in <body>, the splash, then the stylesheets in
 * the cascade order they had inline in <head>: Gatsby's global stylesheet (the site's CSS modules),
 * turned into a link to its file, then Emotion's (gatsby-ssr.tsx's replaceRenderer), then the rest.
 */
export function orderDocument(head: readonly React.ReactNode[], preBody: readonly React.ReactNode[]) {
  const elements = (nodes: readonly React.ReactNode[]) => nodes.filter((node): node is Element => React.isValidElement(node))
  const headElements = elements(head)
  const siteStyles = headElements.filter(isGatsbyGlobalStyle).map((style) => stylesheetLink(String(style.props["data-href"])))
  const splashStyle = headElements.filter((element) => element.key === SPLASH_STYLE_KEY)
  const restOfHead = headElements.filter(
    (element) => element.key !== SPLASH_STYLE_KEY && !isGatsbyGlobalStyle(element) && !GATSBY_IMAGE_KEYS.has(String(element.key)),
  )
  const bodyElements = elements(preBody)
  const splash = bodyElements.filter((element) => element.key === SPLASH_KEY)
  const isStylesheet = (element: Element) => element.props.rel === "stylesheet" || PAGE_STYLESHEET_ATTRIBUTE in element.props
  const stylesheets = [...siteStyles, ...bodyElements.filter(isStylesheet)]
  const restOfBody = bodyElements.filter((element) => element.key !== SPLASH_KEY && !isStylesheet(element))
  return { head: [...splashStyle, ...restOfHead], preBody: [...splash, ...stylesheets, ...restOfBody] }
}
