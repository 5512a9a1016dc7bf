/**
 * Photos the tests make with sharp as a phone leaves them, for the photo normalizer's unit tests
 * and the browser tests' variant site (a photo uploaded through the editor).
 */
import sharp from "sharp"

/** GPS tags (EXIF IFD3, as sharp's withExif takes them): a position in Zavala district. */
export const GPS = { GPSLatitudeRef: "S", GPSLatitude: "24/1 30/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "34/1 30/1 0/1" }

/** The stored halves' colours: which is on top once the photo is shown upright tells how it was turned. */
export const HALVES = { left: "#e2501c", right: "#2f6b3a" }

/**
 * A JPEG stored `width`×`height`, its left half orange and its right half green, with EXIF
 * orientation 6 ("turn a quarter clockwise to show"): upright it is `height`×`width`, orange on
 * top. `exif`: more tags (a camera, GPS).
 */
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

/** The first bytes of an iPhone's HEIC: an ftyp box with the brand heic (nothing after it is needed to be recognised), then `padding` zero bytes. */
export const heicHeader = (padding = 0) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from("ftypheic"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("mif1heic"),
    Buffer.alloc(padding),
  ])
