/**
 * First-load JavaScript carries none of the Chakra recipes the site does not render
 * (see scripts/pure-define-loader.js).
 */
import fs from "fs"
import { publicDir } from "./html"
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { firstLoadScripts } = require("../../scripts/lib/first-load-js") as {
  firstLoadScripts: (dir: string, route: string) => { file: string; bytes: number; gzip: number }[]
}

const ROUTES = ["/", "/galeria", "/responsabilidade-social", "404"]
/** Recipes Chakra ships that no component here uses: their class names must not reach the browser. */
const UNUSED_RECIPES = ["chakra-date-picker", "chakra-combobox", "chakra-color-picker", "chakra-tabs", "chakra-slider", "chakra-menu", "chakra-select", "chakra-table"]

describe("first-load JavaScript", () => {
  it.each(ROUTES)("of %s carries no unused Chakra recipe", (route) => {
    const code = firstLoadScripts(publicDir, route)
      .map((s) => fs.readFileSync(`${publicDir}/${s.file}`, "utf8"))
      .join("\n")
    expect(UNUSED_RECIPES.filter((name) => code.includes(`"${name}"`) || code.includes(name))).toEqual([])
  })
})
