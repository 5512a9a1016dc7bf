/** @jest-environment node */
import { chunkGroupOf, chunkGroupsOf, PARTS, partNamed } from "../../../src/hydration/parts"

// A module of the table that is missing or imported otherwise than by import() fails the build
// (__tests__/unit/build/partChunks.test.ts).
describe("the parts' table", () => {
  it("names each part's chunk group once, and gives a part the groups of the parts that come with it", () => {
    const groups = Object.values(PARTS).map(chunkGroupOf)
    expect(new Set(groups).size).toBe(groups.length)
    expect(chunkGroupsOf(PARTS.contact)).toEqual([chunkGroupOf(PARTS.contact), chunkGroupOf(PARTS.contactExtras)])
  })

  it("finds a part by the name a page's HTML marks it with", () => {
    for (const part of Object.values(PARTS)) expect(partNamed(part.name)).toBe(part)
    expect(partNamed("unknown")).toBeUndefined()
  })
})
