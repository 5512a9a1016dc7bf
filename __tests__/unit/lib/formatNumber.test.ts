import { formatWholeNumberPt } from "../../../src/lib/formatNumber"

describe("formatWholeNumberPt", () => {
  it.each([0, 7, 999, 1000, 5000, 9999, 10000, 12345, 123456, 1234567, 1000000000, -5000, -12345])(
    "writes %d as Intl's pt-PT does",
    (value) => {
      expect(formatWholeNumberPt(value)).toBe(value.toLocaleString("pt-PT"))
    },
  )

  it("groups with a no-break space so the number never wraps", () => {
    expect(formatWholeNumberPt(10000)).toBe("10\u00a0000")
  })
})
