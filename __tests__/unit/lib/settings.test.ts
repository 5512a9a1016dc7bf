import { green, gray } from "../../../src/theme/system"
import { brandColor, siteBackgroundColor } from "../../../src/lib/settings"

describe("brand colours in settings", () => {
  it("match the Chakra palette (manifest theme/background colours)", () => {
    expect(brandColor).toBe(green[700])
    expect(siteBackgroundColor).toBe(gray[50])
  })
})
