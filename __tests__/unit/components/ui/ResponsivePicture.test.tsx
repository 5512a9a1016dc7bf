import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsivePicture } from "../../../../src/components/ui/ResponsivePicture"

const image: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.66,
  backgroundColor: "#486848",
  images: {
    fallback: { src: "/static/a/768/photo.jpg", srcSet: "/static/a/480/photo.jpg 480w,\n/static/a/768/photo.jpg 768w", sizes: "100vw" },
    sources: [
      { type: "image/avif", srcSet: "/static/a/480/photo.avif 480w,\n/static/a/768/photo.avif 768w", sizes: "100vw" },
      { type: "image/webp", srcSet: "/static/a/480/photo.webp 480w,\n/static/a/768/photo.webp 768w", sizes: "100vw" },
    ],
  },
}

describe("ResponsivePicture", () => {
  it("renders AVIF and WebP sources and a JPEG fallback with one-line srcsets, visible from the start", () => {
    const { container } = render(<ResponsivePicture image={image} alt="Campos cultivados" />)
    const sources = container.querySelectorAll("source")
    expect([...sources].map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"])
    expect(sources[0].getAttribute("srcset")).toBe("/static/a/480/photo.avif 480w,/static/a/768/photo.avif 768w")
    const img = container.querySelector("img")!
    expect(img).toHaveAttribute("alt", "Campos cultivados")
    expect(img).toHaveAttribute("src", "/static/a/768/photo.jpg")
    expect(img).toHaveAttribute("srcset", "/static/a/480/photo.jpg 480w,/static/a/768/photo.jpg 768w")
    expect(img).toHaveAttribute("sizes", "100vw")
    // No opacity trick: the photo paints as soon as it arrives, over its dominant colour.
    expect(img.style.opacity).toBe("")
    expect(img.style.backgroundColor).toBe("rgb(72, 104, 72)")
    // gatsby-plugin-image's scripts act on data-main-image and expect its placeholder: not ours.
    expect(img).not.toHaveAttribute("data-main-image")
  })

  it("is lazy by default and eager with high fetch priority for the LCP photo", () => {
    const lazy = render(<ResponsivePicture image={image} alt="" />).container.querySelector("img")!
    expect(lazy).toHaveAttribute("loading", "lazy")
    expect(lazy).not.toHaveAttribute("fetchpriority")
    const lcp = render(<ResponsivePicture image={image} alt="" priority />).container.querySelector("img")!
    expect(lcp).toHaveAttribute("loading", "eager")
    expect(lcp).toHaveAttribute("fetchpriority", "high")
  })

  it("gives constrained renditions their intrinsic width and height (full-width ones only have a ratio)", () => {
    const constrained: IGatsbyImageData = { ...image, layout: "constrained", width: 720, height: 480 }
    const img = render(<ResponsivePicture image={constrained} alt="" />).container.querySelector("img")!
    expect(img).toHaveAttribute("width", "720")
    expect(img).toHaveAttribute("height", "480")
    const full = render(<ResponsivePicture image={image} alt="" />).container.querySelector("img")!
    expect(full).not.toHaveAttribute("width")
  })
})
