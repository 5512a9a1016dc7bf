/**
 * Orders every page's document so that its first bytes paint the splash (gatsby-ssr.tsx):
 *
 *   <head>  charset, viewport, the splash's stylesheet and its clock's script (small, inline), then the page's metadata
 *   <body>  the splash's markup, then the page's stylesheets as <link>s, then the page
 *
 * The page's CSS inline in <head> would paint the page before the splash had arrived; as links in
 * <body> it is fetched at once and holds back only what follows. More: docs/ARCHITECTURE.md, mechanism 5.
 */
import * as React from "react"
import { splashTimingCss } from "../../browser/splash"
import { system } from "../../theme/system"

type Element = React.ReactElement<Record<string, unknown>>

/**
 * The splash's inline stylesheet: its timing, then its source with each Chakra variable replaced by its value,
 * since Chakra's global CSS, which declares them, comes after the splash. Fails the build on an unknown token.
 */
export function splashStylesheet(): string {
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

export const pageStylesheet = (name: string, css: string): Element =>
  React.createElement("style", { key: `stylesheet-${name}`, [PAGE_STYLESHEET_ATTRIBUTE]: name, dangerouslySetInnerHTML: { __html: css } })

const stylesheetLink = (href: string): Element => React.createElement("link", { key: `stylesheet-${href}`, rel: "stylesheet", href })

/** The <style> Gatsby inlines its global stylesheet (the CSS modules) as. */
const isGatsbyGlobalStyle = (element: Element) => element.type === "style" && element.props["data-identity"] === "gatsby-global-css"

/** gatsby-plugin-image's additions to every <head>: dead weight ahead of the splash, as every photo is a ResponsivePicture. */
const GATSBY_IMAGE_KEYS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-script", "gatsby-image-style-script"])

/** The keys gatsby-ssr.tsx gives the splash's stylesheet, its clock's script and its markup. */
export const SPLASH_STYLE_KEY = "splash-style"
export const SPLASH_CLOCK_KEY = "splash-clock"
export const SPLASH_KEY = "splash"
/** The splash's part of <head>, first, in this order. */
const SPLASH_HEAD_KEYS = [SPLASH_STYLE_KEY, SPLASH_CLOCK_KEY]

/**
 * The document in the order above (onPreRenderHTML). The stylesheets keep the cascade order they had in <head>:
 * Gatsby's global one (the CSS modules) as a link to its file, then Emotion's, then the rest.
 */
export function orderDocument(head: readonly React.ReactNode[], preBody: readonly React.ReactNode[]) {
  const elements = (nodes: readonly React.ReactNode[]) => nodes.filter((node): node is Element => React.isValidElement(node))
  const headElements = elements(head)
  const siteStyles = headElements.filter(isGatsbyGlobalStyle).map((style) => stylesheetLink(String(style.props["data-href"])))
  const splashHead = SPLASH_HEAD_KEYS.flatMap((key) => headElements.filter((element) => element.key === key))
  const restOfHead = headElements.filter(
    (element) =>
      !SPLASH_HEAD_KEYS.includes(String(element.key)) && !isGatsbyGlobalStyle(element) && !GATSBY_IMAGE_KEYS.has(String(element.key)),
  )
  const bodyElements = elements(preBody)
  const splash = bodyElements.filter((element) => element.key === SPLASH_KEY)
  const isStylesheet = (element: Element) => element.props.rel === "stylesheet" || PAGE_STYLESHEET_ATTRIBUTE in element.props
  const stylesheets = [...siteStyles, ...bodyElements.filter(isStylesheet)]
  const restOfBody = bodyElements.filter((element) => element.key !== SPLASH_KEY && !isStylesheet(element))
  return { head: [...splashHead, ...restOfHead], preBody: [...splash, ...stylesheets, ...restOfBody] }
}
