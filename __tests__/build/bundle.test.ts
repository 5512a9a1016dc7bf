// Chakra UI comes with the islands only (src/hydration/Island.tsx), without the recipes the site never renders.
import fs from "fs"
import { NOT_FOUND_PAGES, ROUTES } from "../../src/i18n/routes"
import { COMPILE_HINT, HINTED_CHUNKS } from "../../src/build/steps/webpackConfig"
import { publicDir, readPublic } from "./html"
const { firstLoadScripts } = require("../../scripts/lib/firstLoadJs") as {
  firstLoadScripts: (dir: string, route: string) => { file: string; bytes: number; gzip: number }[]
}

const PAGES = [...Object.values(ROUTES).map((paths) => paths.pt), NOT_FOUND_PAGES.pt]
/** Recipes Chakra ships that no component here uses: their class names must not reach the browser. */
const UNUSED_RECIPES = "date-picker combobox color-picker tabs slider menu select table".split(" ").map((name) => `chakra-${name}`)
/** Strings only Chakra's run time contains: its provider's context name and the system's brand. */
const CHAKRA_MARKERS = ["ChakraContext", "$$chakra"]

/** The chunk src/build/steps/webpackConfig.ts names "chakra" (webpack writes chakra-<contenthash>.js). */
const chakraChunk = fs.readdirSync(publicDir).find((file) => /^chakra-[0-9a-f]+\.js$/.test(file))

describe("first-load JavaScript", () => {
  it.each(PAGES)("of %s carries none of Chakra's code, nor the e-mail SDK (the contact form's island: contactForm.test.ts)", (route) => {
    const scripts = firstLoadScripts(publicDir, route)
    expect(scripts.length).toBeGreaterThan(0)
    const code = scripts.map((s) => readPublic(s.file)).join("\n")
    expect([...CHAKRA_MARKERS, "api.emailjs.com"].filter((marker) => code.includes(marker))).toEqual([])
  })
})

describe("the islands' Chakra chunk", () => {
  it("exists, holds Chakra's run time, and carries no unused Chakra recipe", () => {
    expect(chakraChunk).toBeDefined()
    const code = readPublic(chakraChunk!)
    expect(CHAKRA_MARKERS.every((marker) => code.includes(marker))).toBe(true)
    expect(UNUSED_RECIPES.filter((name) => code.includes(name))).toEqual([])
  })
})

describe("V8's compile hint (src/build/steps/webpackConfig.ts)", () => {
  const scripts = fs.readdirSync(publicDir).filter((file) => file.endsWith(".js"))
  const hinted = scripts.filter((file) => HINTED_CHUNKS.test(file))

  it("opens Chakra's chunk and the form's island's, before their first token, with source maps that still match", () => {
    expect(hinted).toEqual(expect.arrayContaining([chakraChunk, expect.stringMatching(/^island-contact-/)]))
    for (const file of hinted) {
      const lines = readPublic(file).split("\n")
      expect(lines[0]).toBe(COMPILE_HINT)
      // The source map maps the first line of code, after the hint and any licence comment, as before.
      const { mappings } = JSON.parse(readPublic(`${file}.map`)) as { mappings: string }
      expect(mappings.match(/^;*/)![0].length).toBe(lines.findIndex((line) => !/^(\/\/# |\/\*!)/.test(line)))
    }
  })

  it("is on no other script: what every page loads first is compiled as V8 chooses", () => {
    const others = scripts.filter((file) => !HINTED_CHUNKS.test(file))
    expect(others.length).toBeGreaterThan(0)
    expect(others.filter((file) => readPublic(file).includes("allFunctionsCalledOnLoad"))).toEqual([])
  })
})
