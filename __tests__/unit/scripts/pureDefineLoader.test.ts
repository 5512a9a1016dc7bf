// The loader that lets unused Chakra recipes be tree-shaken keeps the code's meaning; shaken out of the build: bundle.test.ts.
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

  it("leaves the values unchanged", () => {
    const evaluate = (code: string) =>
      new Function(`${code}; return { navTriggerStyle, datePickerSlotRecipe, plain };`)() as Record<string, unknown>
    expect(evaluate(output)).toEqual(evaluate(sample))
  })
})
