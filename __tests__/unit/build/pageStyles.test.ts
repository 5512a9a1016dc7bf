/**
 * @jest-environment node
 *
 * The splash's bytes first (src/build/pageStyles.ts): its stylesheet resolved for inlining, and
 * the order gatsby-ssr.tsx's onPreRenderHTML gives the document.
 */
import * as React from "react"
import { inlineAssets } from "../../../src/build/inlineAssets"
import {
  PAGE_STYLESHEET_ATTRIBUTE,
  SPLASH_CLOCK_KEY,
  SPLASH_KEY,
  SPLASH_STYLE_KEY,
  orderDocument,
  pageStylesheet,
} from "../../../src/build/pageStyles"
import { green, orange } from "../../../src/lib/palette"
import { splashTimingCss } from "../../../src/browser/splash"

// What webpack writes into the server renderer (gatsby-node's onCreateWebpackConfig).
Object.assign(globalThis, { INLINE_ASSETS: inlineAssets() })
const { splashStylesheet } = require("../../../src/build/pageStyles") as typeof import("../../../src/build/pageStyles")

describe("splashStylesheet", () => {
  const css = splashStylesheet()

  it("stands alone: its timing first, and every Chakra variable replaced by the token's value", () => {
    expect(css.startsWith(splashTimingCss())).toBe(true)
    expect(css).not.toContain("var(--chakra")
    expect(css).toContain(`background:${green[900]}`)
    expect(css).toContain(`background:${orange[400]}`)
  })
})

describe("orderDocument", () => {
  const el = (type: string, key: string, props: Record<string, unknown> = {}) => React.createElement(type, { key, ...props })
  const keys = (nodes: React.ReactNode[]) => nodes.map((node) => (node as React.ReactElement).key)

  it("puts the splash's stylesheet and its clock's script first in <head>, the splash first in <body>, the page's stylesheets right after it", () => {
    const head = [
      el("style", "global", { "data-identity": "gatsby-global-css", "data-href": "/styles.1.css" }),
      el("meta", "generator"),
      el("style", "gatsby-image-style"),
      el("noscript", "gatsby-image-style-noscript"),
      el("script", "gatsby-image-style-script"),
      el("script", SPLASH_CLOCK_KEY),
      el("style", SPLASH_STYLE_KEY),
      el("title", "title"),
    ]
    const preBody = [pageStylesheet("chakra", "a{}"), pageStylesheet("islands", "b{}"), el("div", SPLASH_KEY), el("noscript", "other")]
    const ordered = orderDocument(head, preBody)
    expect(keys(ordered.head)).toEqual([SPLASH_STYLE_KEY, SPLASH_CLOCK_KEY, "generator", "title"])
    expect(keys(ordered.preBody)).toEqual([SPLASH_KEY, "stylesheet-/styles.1.css", "stylesheet-chakra", "stylesheet-islands", "other"])
    const [, site, chakra] = ordered.preBody as React.ReactElement<Record<string, unknown>>[]
    expect(site.props).toEqual({ rel: "stylesheet", href: "/styles.1.css" })
    expect(chakra.props[PAGE_STYLESHEET_ATTRIBUTE]).toBe("chakra")
  })
})
