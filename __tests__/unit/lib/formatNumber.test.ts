import { formatWholeNumber } from "../../../src/lib/formatNumber"

describe("formatWholeNumber", () => {
  it.each([0, 7, 999, 1000, 5000, 9999, 10000, 12345, 123456, 1234567, 1000000000, -5000, -12345])(
    "writes %d as Intl's pt-PT and en-GB do",
    (value) => {
      expect(formatWholeNumber(value, "pt")).toBe(value.toLocaleString("pt-PT"))
      expect(formatWholeNumber(value, "en")).toBe(value.toLocaleString("en-GB"))
    },
  )
})
