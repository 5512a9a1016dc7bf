import { nextIndex, prevIndex, wrapIndex } from "../../../src/lib/cycle"

describe("cycle", () => {
  it("wraps any index into the series, both ways", () => {
    expect([-5, -1, 0, 3, 4, 9].map((i) => wrapIndex(i, 4))).toEqual([3, 3, 0, 3, 0, 1])
    expect(wrapIndex(2, 0)).toBe(0)
  })

  it("moves one step with wrap-around", () => {
    expect(nextIndex(3, 4)).toBe(0)
    expect(prevIndex(0, 4)).toBe(3)
    expect(nextIndex(27, 29)).toBe(28)
    expect(prevIndex(1, 29)).toBe(0)
  })

  it("stays at 0 for a one-item or empty series", () => {
    for (const count of [0, 1]) expect([nextIndex(0, count), prevIndex(0, count)]).toEqual([0, 0])
  })
})
