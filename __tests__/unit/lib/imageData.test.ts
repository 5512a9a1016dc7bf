import type { IGatsbyImageData } from "gatsby-plugin-image"
import { imageData } from "../../../src/lib/imageData"

/** sharp's gatsbyImageData for a full-width photo (the hero's query), as GraphQL's JSON scalar gives it. */
const fullWidth: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.6667,
  backgroundColor: "#786848",
  images: {
    fallback: {
      src: "/static/3f2a/1440/colheita.jpg",
      srcSet: "/static/3f2a/480/colheita.jpg 480w,\n/static/3f2a/768/colheita.jpg 768w,\n/static/3f2a/1440/colheita.jpg 1440w",
      sizes: "100vw",
    },
    sources: [
      { type: "image/avif", srcSet: "/static/3f2a/480/colheita.avif 480w,\n/static/3f2a/1440/colheita.avif 1440w", sizes: "100vw" },
      { type: "image/webp", srcSet: "/static/3f2a/480/colheita.webp 480w,\n/static/3f2a/1440/colheita.webp 1440w", sizes: "100vw" },
    ],
  },
}

/** A constrained photo (the about section's, `width: 560, aspectRatio: 1.333`), WebP only, with a blurred placeholder. */
const constrained: IGatsbyImageData = {
  layout: "constrained",
  width: 560,
  height: 420,
  placeholder: { fallback: "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD" },
  images: {
    fallback: {
      src: "/static/9c1d/560/fabrica.jpg",
      srcSet: "/static/9c1d/560/fabrica.jpg 560w",
      sizes: "(min-width: 1024px) 480px, 100vw",
    },
    sources: [{ type: "image/webp", srcSet: "/static/9c1d/560/fabrica.webp 560w", sizes: "(min-width: 1024px) 480px, 100vw" }],
  },
}

/** A File node as the page queries receive it: `image { childImageSharp { gatsbyImageData(…) } }`. */
const fileNode = (data: IGatsbyImageData | null) => ({ image: { childImageSharp: data === null ? null : { gatsbyImageData: data } } })

describe("imageData", () => {
  it.each([null, undefined, {}, "x", 3])("is null for an empty or foreign value (%p)", (value) => {
    expect(imageData(value)).toBeNull()
  })

  it.each([
    ["a full-width photo with AVIF and WebP sources", fullWidth],
    ["a constrained photo with a placeholder", constrained],
  ])("gives back sharp's data for %s as it came, every size and source kept", (_, data) => {
    const node = fileNode(data)
    const image = imageData(node.image.childImageSharp?.gatsbyImageData)
    expect(image).toEqual(data)
    expect(image?.images.fallback?.src).toBe(data.images.fallback?.src)
    expect(image?.images.sources?.map((source) => source.type)).toEqual(data.images.sources?.map((source) => source.type))
  })

  it("reads the data once it has gone through JSON (the lightbox's photos file)", () => {
    const { large } = JSON.parse(JSON.stringify({ id: "p1", large: fullWidth })) as { large: unknown }
    expect(imageData(large)).toEqual(fullWidth)
  })

  it("is null for a photo sharp did not process (childImageSharp null), and for the node or childImageSharp around the data", () => {
    expect(imageData(fileNode(null).image.childImageSharp?.gatsbyImageData)).toBeNull()
    const node = fileNode(fullWidth)
    expect(imageData(node)).toBeNull()
    expect(imageData(node.image)).toBeNull()
    expect(imageData(node.image.childImageSharp)).toBeNull()
  })
})
