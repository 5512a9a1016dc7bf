import { imageData } from "../../../src/lib/imageData"

describe("imageData", () => {
  it.each([null, undefined, {}, "x", 3])("is null for an empty or foreign value (%p)", (value) => {
    expect(imageData(value)).toBeNull()
  })
})
