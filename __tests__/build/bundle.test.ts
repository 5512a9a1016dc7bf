/**
 * Chakra UI is loaded by the islands only (src/hydration/Island.tsx): no page's
 * first-load JavaScript carries it, and its chunk carries none of the recipes the site
 * does not render (see scripts/pureDefineLoader.js).
 */
import fs from "fs"
import path from "path"
import { NOT_FOUND_PAGES, ROUTES } from "../../src/i18n/routes"
import { publicDir } from "./html"
const { firstLoadScripts } = require("../../scripts/lib/firstLoadJs") as {
  firstLoadScripts: (dir: string, route: string) => { file: string; bytes: number; gzip: number }[]
}

/** The Portuguese pages of the route table and the 404 page. */
const PAGES = [...Object.values(ROUTES).map((paths) => paths.pt), NOT_FOUND_PAGES.pt]
/** Recipes Chakra ships that no component here uses: their class names must not reach the browser. */
const UNUSED_RECIPES = [
  "chakra-date-picker",
  "chakra-combobox",
  "chakra-color-picker",
  "chakra-tabs",
  "chakra-slider",
  "chakra-menu",
  "chakra-select",
  "chakra-table",
]
/** Strings only Chakra's run time contains: its provider's context name and the system's brand. */
const CHAKRA_MARKERS = ["ChakraContext", "$$chakra"]

/** The chunk src/build/webpackConfig.ts names "chakra" (webpack writes chakra-<contenthash>.js). */
const chakraChunk = fs.readdirSync(publicDir).find((file) => /^chakra-[0-9a-f]+\.js$/.test(file))

describe("first-load JavaScript", () => {
  it.each(PAGES)("of %s carries none of Chakra's code", (route) => {
    const scripts = firstLoadScripts(publicDir, route)
    expect(scripts.length).toBeGreaterThan(0)
    const code = scripts.map((s) => fs.readFileSync(`${publicDir}/${s.file}`, "utf8")).join("\n")
    expect(CHAKRA_MARKERS.filter((marker) => code.includes(marker))).toEqual([])
  })
})

describe("the islands' Chakra chunk", () => {
  it("exists and holds Chakra's run time", () => {
    expect(chakraChunk).toBeDefined()
    const code = fs.readFileSync(path.join(publicDir, chakraChunk!), "utf8")
    expect(CHAKRA_MARKERS.every((marker) => code.includes(marker))).toBe(true)
  })

  it("carries no unused Chakra recipe", () => {
    const code = fs.readFileSync(path.join(publicDir, chakraChunk!), "utf8")
    expect(UNUSED_RECIPES.filter((name) => code.includes(name))).toEqual([])
  })
})
