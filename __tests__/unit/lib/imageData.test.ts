import type { IGatsbyImageData } from "gatsby-plugin-image"
import { imageData } from "../../../src/lib/imageData"

const data: IGatsbyImageData = {
  layout: "constrained",
  width: 420,
  height: 315,
  backgroundColor: "#a8b898",
  images: { fallback: { src: "/static/x.jpg", srcSet: "/static/x.jpg 420w", sizes: "420px" }, sources: [] },
}

describe("imageData", () => {
  it("gives sharp's image data back as it is", () => {
    expect(imageData(data)).toBe(data)
  })

  it.each([null, undefined, {}, "x", 3])("is null for an empty or foreign value (%p)", (value) => {
    expect(imageData(value)).toBeNull()
  })
})
