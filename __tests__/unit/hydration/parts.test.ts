/** @jest-environment node */
import fs from "fs"
import path from "path"
import postcss from "postcss"
import { chunkGroupOf, chunkGroupsOf, PARTS, partNamed } from "../../../src/hydration/parts"

// A module of the table that is missing or imported otherwise than by import() fails the build
// (__tests__/unit/build/partChunks.test.ts).
describe("the parts' table", () => {
  it("warms the menu exactly on the screens where the header shows its button", () => {
    const css = postcss.parse(fs.readFileSync(path.resolve(__dirname, "../../../src/components/frame/Header.module.css"), "utf8"))
    const hiding: string[] = []
    css.walkRules(/\.menuButton\b/, (rule) => {
      const hidden = rule.nodes.some((node) => node.type === "decl" && node.prop === "display" && node.value === "none")
      if (hidden && rule.parent?.type === "atrule") hiding.push((rule.parent as postcss.AtRule).params)
    })
    // The button is hidden from `md` up, so the part can show only where that query does not match.
    expect(hiding).toHaveLength(1)
    const widthQuery = /\(min-width: [^)]+\)/.exec(hiding[0])?.[0]
    expect(PARTS.menu.media).toBe(`not all and ${widthQuery}`)
  })

  it("names each part's chunk group once, and gives a part the groups of the parts that come with it", () => {
    const groups = Object.values(PARTS).map(chunkGroupOf)
    expect(new Set(groups).size).toBe(groups.length)
    expect(chunkGroupsOf(PARTS.contact)).toEqual([chunkGroupOf(PARTS.contact), chunkGroupOf(PARTS.contactExtras)])
    expect(chunkGroupsOf(PARTS.menu)).toEqual([chunkGroupOf(PARTS.menu)])
  })

  it("finds a part by the name a page's HTML marks it with", () => {
    for (const part of Object.values(PARTS)) expect(partNamed(part.name)).toBe(part)
    expect(partNamed("unknown")).toBeUndefined()
  })
})
