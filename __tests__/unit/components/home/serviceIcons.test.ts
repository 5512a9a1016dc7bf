import { SERVICE_ICON_NAMES } from "../../../../src/content/icons"
import { SERVICE_ICONS, serviceIcon } from "../../../../src/components/home/serviceIcons"
import { readList } from "../../../data"

describe("service icons", () => {
  it("map exactly the names content may use", () => {
    expect(Object.keys(SERVICE_ICONS).sort()).toEqual([...SERVICE_ICON_NAMES].sort())
  })

  it("cover every icon named in data/services.json", () => {
    for (const service of readList("services.json"))
      expect(serviceIcon(service.icon)).toBe(SERVICE_ICONS[service.icon as keyof typeof SERVICE_ICONS])
  })

  it("throw on an unknown name", () => {
    expect(() => serviceIcon("NotAnIcon")).toThrow(/Unknown service icon "NotAnIcon"/)
  })
})
