/**
 * @jest-environment node
 *
 * The inline assets (src/build/inlineAssets.ts) compiled from their sources by esbuild, as
 * gatsby-node does at the start of a build.
 */
import { INLINE_SOURCES, compileInlineAsset, inlineAssets } from "../../../src/build/inlineAssets"

describe("inlineAssets", () => {
  it("compiles each source, minified: the splash's stylesheet with its animations and the page's hold", () => {
    const { splashCss } = inlineAssets()
    expect(Object.keys(inlineAssets())).toEqual(Object.keys(INLINE_SOURCES))
    expect(splashCss).not.toMatch(/\/\*|\n/)
    for (const name of ["splash-hold", "splash-fade", "splash-gone", "splash-fill", "splash-count"])
      expect(splashCss).toContain(`@keyframes ${name}{`)
    expect(splashCss).toContain("interactivity:var(--splash-inert, auto)")
  })

  it("compiles a script for browsers: the app-script loader, run in a function of its own", () => {
    const { appScriptsJs } = inlineAssets()
    expect(appScriptsJs).toMatch(/^("use strict";)?\(\(\)=>\{[\s\S]*\}\)\(\);?$/)
    expect(appScriptsJs).toContain("document.getElementById(")
  })

  it("compiles once per build", () => {
    expect(inlineAssets()).toBe(inlineAssets())
  })

  it("fails, naming the file, when a source does not compile", () => {
    expect(() => compileInlineAsset("src/components/frame/missing.inline.css")).toThrow(/missing\.inline\.css/)
  })
})
