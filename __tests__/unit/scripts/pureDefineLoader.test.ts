/** The webpack loader that lets unused Chakra recipes be tree-shaken keeps the code's meaning. */
import fs from "fs"
import path from "path"
const pureDefineLoader = require("../../../scripts/pureDefineLoader") as (source: string) => string

const sample = `"use strict";
const defineSlotRecipe = (v) => v;
const defineStyle = (v) => v;

const navTriggerStyle = defineStyle({
  borderRadius: "l2",
  nested: {
    deep: { a: 1 }
  }
});
const datePickerSlotRecipe = defineSlotRecipe({
  className: "date-picker",
  base: { root: navTriggerStyle }
});
const plain = { untouched: true };
`

describe("pureDefineLoader", () => {
  const output = pureDefineLoader(sample)

  it("wraps every top-level define*({...}) declaration in a pure IIFE", () => {
    expect(output).toContain("const navTriggerStyle = /*#__PURE__*/ (() => defineStyle({")
    expect(output).toContain("const datePickerSlotRecipe = /*#__PURE__*/ (() => defineSlotRecipe({")
    expect(output.match(/\}\)\)\(\);$/gm)).toHaveLength(2)
    expect(output).toContain("const plain = { untouched: true };")
    expect(output).not.toContain("const defineSlotRecipe = /*#__PURE__*/")
  })

  it("leaves the values unchanged", () => {
    const evaluate = (code: string) =>
      new Function(`${code}; return { navTriggerStyle, datePickerSlotRecipe, plain };`)() as Record<string, unknown>
    expect(evaluate(output)).toEqual(evaluate(sample))
  })

  it("rewrites the real Chakra theme index so defaultThemeConfig can be dropped", () => {
    const file = path.join(require.resolve("@chakra-ui/react/package.json").replace(/package\.json$/, ""), "dist/esm/theme/index.js")
    const source = fs.readFileSync(file, "utf8")
    expect(pureDefineLoader(source)).toMatch(/const defaultThemeConfig = \/\*#__PURE__\*\/ \(\(\) => defineConfig\(\{[\s\S]*\}\)\)\(\);/)
  })
})
