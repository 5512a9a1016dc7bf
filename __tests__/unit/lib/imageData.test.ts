import { imageData } from "../../../src/lib/imageData"

// Real sharp data through it: every page's pictures (__tests__/build/), the lightbox's JSON (GalleryGrid.test.tsx).
describe("imageData", () => {
  it.each([null, undefined, {}, "x", 3, { childImageSharp: { gatsbyImageData: {} } }])(
    "is null for what is not image data (%p)",
    (value) => {
      expect(imageData(value)).toBeNull()
    },
  )

  it("gives image data back as it came", () => {
    const data = { layout: "fixed", width: 2, height: 1, images: { fallback: { src: "/a.jpg" } } }
    expect(imageData(data)).toBe(data)
  })
})
