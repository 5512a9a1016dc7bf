// The CSS modules use Chakra's tokens through variables: a misspelt one would not fail the build, the browser would drop it.
import fs from "node:fs"
import path from "node:path"
import { system } from "../../../src/theme/system"

const SRC = path.join(__dirname, "../../../src")

const files = fs.readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".module.css"))

/** Every CSS variable the system writes for its tokens (all conditions). */
const definedVariables = new Set<string>()
for (const vars of system.tokens.cssVarMap.values()) {
  for (const name of vars.keys()) definedVariables.add(name)
}

/** The system's breakpoints in rem (Chakra writes `min-width: 48rem` for md). */
const breakpointRems = new Set(Object.values(system.breakpoints.values).map((bp) => `${bp.min}`))

describe("CSS modules", () => {
  it("exist (the static markup's styles)", () => {
    expect(files.length).toBeGreaterThanOrEqual(10)
  })

  it.each(files)("%s uses the system's tokens and breakpoints, its own classes", (file) => {
    const css = fs.readFileSync(path.join(SRC, file), "utf8")
    const used = Array.from(css.matchAll(/var\((--chakra-[a-z0-9\\.-]+)/g), (match) => match[1])
    expect(used.filter((name) => !definedVariables.has(name))).toEqual([])
    const classes = new Set(Array.from(css.matchAll(/\.([A-Za-z][\w-]*)/g), (match) => match[1]))
    const composed = Array.from(css.matchAll(/composes:\s*([^;]+);/g), (match) => match[1].trim().split(/\s+/)).flat()
    expect(composed.filter((name) => !classes.has(name))).toEqual([])
    const widths = Array.from(css.matchAll(/@media[^{]*?min-width:\s*([\d.]+rem)/g), (match) => match[1])
    expect(widths.filter((width) => !breakpointRems.has(width))).toEqual([])
  })
})
