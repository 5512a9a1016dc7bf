import { SERVICE_ICON_NAMES } from "../../../../src/content/icons"
import { SERVICE_ICONS, serviceIcon } from "../../../../src/components/home/serviceIcons"

// Each service of data/ names one of them: validate.test.ts refuses any other name.
describe("service icons", () => {
  it("map exactly the names content may use", () => {
    expect(Object.keys(SERVICE_ICONS).sort()).toEqual([...SERVICE_ICON_NAMES].sort())
  })

  it("throw on an unknown name", () => {
    expect(() => serviceIcon("NotAnIcon")).toThrow(/Unknown service icon "NotAnIcon"/)
  })
})
