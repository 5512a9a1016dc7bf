// Photos made with sharp as a phone leaves them, for the unit tests and the browser tests' variant site.
import sharp from "sharp"

/** GPS tags (EXIF IFD3, as sharp's withExif takes them): a position in Zavala district. */
export const GPS = { GPSLatitudeRef: "S", GPSLatitude: "24/1 30/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "34/1 30/1 0/1" }

/** The stored halves' colours: which is on top once the photo is shown upright tells how it was turned. */
const HALVES = { left: "#e2501c", right: "#2f6b3a" }

/** A JPEG stored `width`×`height`, left half orange, right half green, EXIF orientation 6: upright, orange on top. `exif`: more tags. */
export async function sidewaysPhoto(
  file: string,
  { width, height, quality, exif }: { width: number; height: number; quality: number; exif?: sharp.Exif },
) {
  const half = (colour: string) =>
    sharp({ create: { width: width / 2, height, channels: 3, background: colour } })
      .png()
      .toBuffer()
  let photo = sharp({ create: { width, height, channels: 3, background: "#000000" } })
    .composite([
      { input: await half(HALVES.left), left: 0, top: 0 },
      { input: await half(HALVES.right), left: width / 2, top: 0 },
    ])
    .jpeg({ quality })
  if (exif) photo = photo.withExif(exif)
  await photo.withMetadata({ orientation: 6 }).toFile(file)
}

/** The first bytes of an iPhone's HEIC, all it takes to be recognised: an ftyp box with the brand heic; then `padding` zero bytes. */
export const heicHeader = (padding = 0) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from("ftypheic"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("mif1heic"),
    Buffer.alloc(padding),
  ])

/** The colours ([r, g, b]) of an image at each point, given as fractions of its width and height. */
export async function coloursAt(image: string | Buffer, ...points: [number, number][]) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return points.map(([fx, fy]) => {
    const at = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * info.channels
    return [data[at], data[at + 1], data[at + 2]]
  })
}

/** CIE76 ΔE between two 8-bit sRGB colours ([r, g, b]), through CIELAB (D65): ≤ 2 is hard to see, > 5 is plain. */
export function deltaE(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const lab = (rgb: ArrayLike<number>) => {
    const [r, g, bl] = Array.from(rgb, (v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
    const xyz = [
      (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047,
      0.2126 * r + 0.7152 * g + 0.0722 * bl,
      (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883,
    ].map((t) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116))
    return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])]
  }
  const [p, q] = [lab(a), lab(b)]
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2])
}

/** A phone's photo of about 5 MB: sidewaysPhoto's halves at 4000 × 3000 under fine noise, with a camera and a GPS position. */
export async function phonePhoto(file: string) {
  const [width, height] = [4000, 3000]
  const [left, right] = [HALVES.left, HALVES.right].map((hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)))
  const pixels = new Uint8ClampedArray(width * height * 3)
  // ±30 on each byte, the same every run: as heavy as a phone's JPEG (flat colours compress to nothing).
  let noise = 34
  for (let at = 0; at < pixels.length; at++) {
    noise = (noise * 1103515245 + 12345) & 0x7fffffff
    pixels[at] = ((at / 3) % width < width / 2 ? left : right)[at % 3] + (noise / 0x7fffffff - 0.5) * 60
  }
  await sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Telemovel", Model: "Modelo 34" }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .toFile(file)
}

/** A screenshot as a phone or computer names it: flat colours and sharp edges, a small PNG. */
export async function screenshot(file: string) {
  const bands = Array.from({ length: 8 }, (_, i) => ({
    input: { create: { width: 1000, height: 40, channels: 3 as const, background: i % 2 ? "#1a1a1a" : HALVES.left } },
    top: i * 80,
    left: 0,
  }))
  await sharp({ create: { width: 1000, height: 640, channels: 3, background: "#ffffff" } })
    .composite(bands)
    .png()
    .toFile(file)
}
