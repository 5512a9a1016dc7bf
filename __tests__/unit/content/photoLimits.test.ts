/** @jest-environment node */
// The photo limits (src/content/photoLimits.ts), read from the header: pixels, bytes, metadata, HEIC.
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { heicHeader } from "../../photoFixtures"
import { tempDir } from "../tempDir"
import { isHeicHead } from "../../../src/cms/photos/prepare"
import { PHOTO_LIMITS, heifBrands, inspectPhoto, isHeic, photoProblemText } from "../../../src/content/photoLimits"

const dir = tempDir("photo-limits-")
/** A plain picture, without metadata until one is added. */
const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#336699" } })

// Their Portuguese messages, the sizes in decimal units ("1,01 MB", "912 kB"): photoCheck.test.ts and __tests__/unit/scripts/lib/photos.test.ts.
describe("the limits", () => {
  const jpeg = (width: number) => image(width, 16).jpeg().toBuffer()

  it("let a photo exactly as long as the limit through, and flag one a pixel longer", async () => {
    const within = path.join(dir(), "no-limite.jpg")
    const over = path.join(dir(), "um-pixel-a-mais.jpg")
    fs.writeFileSync(within, await jpeg(PHOTO_LIMITS.longSide))
    fs.writeFileSync(over, await jpeg(PHOTO_LIMITS.longSide + 1))
    expect((await inspectPhoto(within)).faults).toEqual([])
    expect((await inspectPhoto(over)).faults).toEqual([{ kind: "longSide", pixels: PHOTO_LIMITS.longSide + 1 }])
  })

  it("let a file of exactly the limit's bytes through, an ICC profile allowed, and flag one a byte larger", async () => {
    const picture = await image(64, 16).jpeg().withIccProfile("srgb").toBuffer()
    // Bytes after the JPEG's end: the file's size grows, the picture stays readable.
    const padded = (bytes: number) => Buffer.concat([picture, Buffer.alloc(bytes - picture.length)])
    const within = path.join(dir(), "no-limite-de-bytes.jpg")
    const over = path.join(dir(), "um-byte-a-mais.jpg")
    fs.writeFileSync(within, padded(PHOTO_LIMITS.bytes))
    fs.writeFileSync(over, padded(PHOTO_LIMITS.bytes + 1))
    expect(await inspectPhoto(within)).toEqual({ bytes: PHOTO_LIMITS.bytes, format: "jpeg", faults: [] })
    expect((await inspectPhoto(over)).faults).toEqual([{ kind: "bytes", bytes: PHOTO_LIMITS.bytes + 1 }])
  })
})

describe("HEIC by its header", () => {
  it("tells an iPhone's HEIC from an AVIF (both HEIF) and a JPEG, the build and the editor alike, whatever the file is called", async () => {
    const [avif, jpeg] = await Promise.all([image(8, 8).avif().toBuffer(), image(8, 8).jpeg().toBuffer()])
    expect(heifBrands(avif)).toContain("avif")
    const heads = [heicHeader(8), avif, jpeg]
    expect(heads.map((head) => isHeic(head))).toEqual([true, false, false])
    expect(heads.map((head) => isHeicHead(new Uint8Array(head)))).toEqual([true, false, false])
  })
})

describe("inspectPhoto", () => {
  it("counts bytes against the limit given, and names EXIF and XMP", async () => {
    const file = path.join(dir(), "gps.png")
    await image(100, 100)
      .png()
      .withExif({ IFD3: { GPSLatitudeRef: "S", GPSLatitude: "24/1 30/1 0/1" } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>')
      .toFile(file)
    const { faults, bytes } = await inspectPhoto(file, { longSide: 2560, bytes: 100 })
    expect(faults).toEqual([
      { kind: "bytes", bytes },
      { kind: "metadata", what: ["EXIF", "XMP"] },
    ])
  })

  it("refuses a file that is no image, with what to do", async () => {
    const text = path.join(dir(), "nota.jpg")
    fs.writeFileSync(text, "isto não é uma fotografia")
    const inspection = await inspectPhoto(text)
    expect(inspection.faults).toEqual([{ kind: "unreadable", reason: expect.any(String) }])
    expect(photoProblemText("images/nota.jpg", inspection)).toContain('"images/nota.jpg" não se consegue ler como imagem')
  })
})
