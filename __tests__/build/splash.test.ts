// The splash comes first in every page (src/build/html/pageStyles.ts), within the first round trip; running: splashTiming.spec.ts.
import fs from "fs"
import path from "path"
import { splashTimingCss } from "../../src/browser/splash"
import { builtPages } from "../../src/build/html/builtPages"
import { inlineAssets } from "../../src/build/html/inlineAssets"
import { publicDir, readPublic } from "./html"

const { compressedBytesUntil, splashEnd } = require("../../scripts/lib/compressedPrefix.js") as {
  compressedBytesUntil: (html: string, characters: number, encoding: "gzip" | "br") => number
  splashEnd: (html: string) => number
}

/** A new connection's first round trip: TCP's initial window of 10 segments, about 14 KB. */
const FIRST_ROUND_TRIP = 14 * 1024

const pages = fs.existsSync(publicDir) ? builtPages(publicDir).map((file) => [path.relative(publicDir, file), file] as const) : []

describe.each(pages)("%s", (_name, file) => {
  const html = fs.readFileSync(file, "utf8")
  const head = html.slice(html.indexOf("<head>") + "<head>".length, html.indexOf("</head>"))
  const body = html.slice(html.indexOf("<body>") + "<body>".length)
  const end = splashEnd(html)

  it("opens <head> with metadata only, then the splash's stylesheet, alone, and no script but its clock's", () => {
    const css = /^(?:<meta [^>]*\/>)+<style>([^<]*)<\/style>/.exec(head)?.[1] ?? ""
    expect(css.startsWith(splashTimingCss())).toBe(true)
    expect(css).toContain("#splash{")
    // Chakra's variables come with the page's stylesheets, after the splash: the splash's own are values.
    expect(css).not.toContain("var(--chakra")
    // Nothing else to style or run before the splash: no other stylesheet in <head>, no script but its clock's.
    expect(head.match(/<style[^>]*>[^<]+<\/style>/g)).toHaveLength(1)
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/)
    const scripts = [...html.slice(0, end).matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([^<]*)<\/script>/g)]
    expect(scripts.map((match) => match[1])).toEqual([inlineAssets().splashClockJs])
  })

  it("opens <body> with the splash, then links the page's stylesheets, then the page", () => {
    expect(body.startsWith('<div id="splash"')).toBe(true)
    const afterSplash = html.slice(end)
    const links = /^((?:<link rel="stylesheet" href="[^"]+"\/>)+)<div id="___gatsby">/.exec(afterSplash)?.[1] ?? ""
    const hrefs = [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1])
    // The site's CSS modules, then Chakra's global CSS, then (on a page with a form) the islands' rules.
    expect(hrefs[0]).toMatch(/^\/styles\.[0-9a-f]+\.css$/)
    expect(hrefs[1]).toMatch(/^\/static\/css\/chakra-[0-9a-f]{20}\.css$/)
    for (const href of hrefs) expect(fs.existsSync(path.join(publicDir, href))).toBe(true)
    // Nothing inline is left in <body> to style the page.
    expect(body).not.toMatch(/<style[\s>]/)
  })

  it(`parses the splash's end within the first ${FIRST_ROUND_TRIP / 1024} KB of the response, gzip or brotli`, () => {
    expect(end).toBeGreaterThan(0)
    expect(compressedBytesUntil(html, end, "gzip")).toBeLessThanOrEqual(FIRST_ROUND_TRIP)
    expect(compressedBytesUntil(html, end, "br")).toBeLessThanOrEqual(FIRST_ROUND_TRIP)
  })

  it("names, for Emotion in the browser, the island rules its stylesheet already holds", () => {
    const markers = [...head.matchAll(/<style data-emotion="css ([^"]+)" data-s=""><\/style>/g)].map((match) => match[1].split(" "))
    const islands = /<link rel="stylesheet" href="(\/static\/css\/islands-[0-9a-f]{20}\.css)"\/>/.exec(body)?.[1]
    expect(markers.length > 0).toBe(islands !== undefined)
    if (!islands) return
    const css = readPublic(islands)
    for (const id of markers.flat()) expect(css).toContain(`.css-${id}`)
  })

  it("renders no GatsbyImage (whose head additions the build leaves out)", () => {
    expect(html).not.toMatch(/data-gatsby-image-wrapper|gatsby-image-wrapper/)
  })
})
