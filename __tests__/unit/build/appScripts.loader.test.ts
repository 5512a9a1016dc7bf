/**
 * @jest-environment node
 *
 * The loader every built page ends with, as the build makes it: compiled by esbuild from
 * src/hydration/appScriptsLoader.inline.ts (src/build/inlineAssets.ts), written after the page's
 * list by deferAppScripts, and run by a page (jsdom: its scripts added by the parser do not run,
 * so the test runs the loader's text in the page's window, as the browser would).
 */
import { JSDOM } from "jsdom"
import { inlineAssets } from "../../../src/build/inlineAssets"
import { deferAppScripts } from "../../../src/build/appScripts"

const SOURCES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
const gatsbyPage = () =>
  '<html><body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath="/";</script>' +
  '<!-- slice-start id="_gatsby-scripts-1" -->' +
  `${SOURCES.map((src) => `<script src="${src}" async></script>`).join("")}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

describe("the compiled app-script loader", () => {
  const loader = inlineAssets().appScriptsJs

  it("is one self-contained script for browsers: minified, nothing imported or exported", () => {
    expect(loader).not.toMatch(/\bimport\b|\bexport\b|\brequire\(|\n/)
    // Every page carries it: the loader and the input answered before the scripts (src/browser/earlyInput.ts).
    expect(loader.length).toBeLessThan(4000)
  })

  it("runs in a page: reads the page's list and starts its scripts (no priority photo here, so at once)", () => {
    const html = deferAppScripts(gatsbyPage(), loader, { scripts: ["/component-7.js"], data: [], ready: [] })
    expect(html).toContain(`<script>${loader}</script>`)
    const { window } = new JSDOM(html, { runScripts: "outside-only" })
    expect(window.document.querySelectorAll("script[src]")).toHaveLength(0)
    window.eval(loader)
    expect(Array.from(window.document.querySelectorAll("script[src]"), (script) => script.getAttribute("src"))).toEqual([
      ...SOURCES,
      "/component-7.js",
    ])
  })

  it("does nothing on a page without the list", () => {
    const { window } = new JSDOM("<html><body></body></html>", { runScripts: "outside-only" })
    expect(() => window.eval(loader)).not.toThrow()
    expect(window.document.querySelectorAll("script")).toHaveLength(0)
  })
})
