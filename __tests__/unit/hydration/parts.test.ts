/** @jest-environment node */
import fs from "fs"
import path from "path"
import { chunkGroupOf, chunkGroupsOf, PARTS, partNamed } from "../../../src/hydration/parts"

describe("the parts' table", () => {
  it("names each part's chunk group once, and gives a part the groups of the parts that come with it", () => {
    const groups = Object.values(PARTS).map(chunkGroupOf)
    expect(new Set(groups).size).toBe(groups.length)
    expect(chunkGroupsOf(PARTS.contact)).toEqual([chunkGroupOf(PARTS.contact), chunkGroupOf(PARTS.contactExtras)])
    expect(chunkGroupsOf(PARTS.lightbox)).toEqual([chunkGroupOf(PARTS.lightbox)])
  })

  it("finds a part by the name a page's HTML marks it with", () => {
    for (const part of Object.values(PARTS)) expect(partNamed(part.name)).toBe(part)
    expect(partNamed("unknown")).toBeUndefined()
  })

  it("lists only modules that exist", () => {
    for (const part of Object.values(PARTS))
      for (const code of part.code)
        expect(code.startsWith("src/") ? fs.existsSync(path.resolve(__dirname, "../../../", code)) : require.resolve(code) !== "").toBe(
          true,
        )
  })
})
