/** @jest-environment node */
// The photo limits (src/content/photoLimits.ts), read from the header: pixels as shown, bytes, metadata, HEIC.
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { heicHeader } from "../../photoFixtures"
import { isHeicHead } from "../../../src/cms/photos/prepare"
import { PHOTO_LIMITS, heifBrands, inspectPhoto, isHeic, photoProblemText } from "../../../src/content/photoLimits"

let dir: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-limits-"))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

// Their Portuguese messages, the sizes in decimal units ("1,01 MB", "912 kB"): photoCheck.test.ts and __tests__/unit/scripts/lib/photos.test.ts.
describe("the limits", () => {
  /** A JPEG without metadata, `width` × 16 px. */
  const jpeg = (width: number) =>
    sharp({ create: { width, height: 16, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer()

  it("let a photo exactly as long as the limit through, and flag one a pixel longer", async () => {
    const within = path.join(dir, "no-limite.jpg")
    const over = path.join(dir, "um-pixel-a-mais.jpg")
    fs.writeFileSync(within, await jpeg(PHOTO_LIMITS.longSide))
    fs.writeFileSync(over, await jpeg(PHOTO_LIMITS.longSide + 1))
    expect((await inspectPhoto(within)).faults).toEqual([])
    expect((await inspectPhoto(over)).faults).toEqual([{ kind: "longSide", pixels: PHOTO_LIMITS.longSide + 1 }])
  })

  it("let a file of exactly the limit's bytes through, and flag one a byte larger", async () => {
    const picture = await jpeg(64)
    // Bytes after the JPEG's end: the file's size grows, the picture stays readable.
    const padded = (bytes: number) => Buffer.concat([picture, Buffer.alloc(bytes - picture.length)])
    const within = path.join(dir, "no-limite-de-bytes.jpg")
    const over = path.join(dir, "um-byte-a-mais.jpg")
    fs.writeFileSync(within, padded(PHOTO_LIMITS.bytes))
    fs.writeFileSync(over, padded(PHOTO_LIMITS.bytes + 1))
    expect(await inspectPhoto(within)).toEqual({ bytes: PHOTO_LIMITS.bytes, format: "jpeg", faults: [] })
    expect((await inspectPhoto(over)).faults).toEqual([{ kind: "bytes", bytes: PHOTO_LIMITS.bytes + 1 }])
  })
})

describe("HEIC by its header", () => {
  it("tells an iPhone's HEIC from an AVIF (both HEIF) and a JPEG, the build and the editor alike, whatever the file is called", async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: "#808080" } })
    const [avif, jpeg] = await Promise.all([image.clone().avif().toBuffer(), image.clone().jpeg().toBuffer()])
    expect(heifBrands(heicHeader())).toEqual(["heic", "mif1", "heic"])
    expect(heifBrands(avif)).toContain("avif")
    const heads = [heicHeader(8), avif, jpeg]
    expect(heads.map((head) => isHeic(head))).toEqual([true, false, false])
    expect(heads.map((head) => isHeicHead(new Uint8Array(head)))).toEqual([true, false, false])
  })
})

describe("inspectPhoto", () => {
  it("finds nothing wrong with a small photo without metadata, even with an ICC profile", async () => {
    const file = path.join(dir, "pronta.jpg")
    await sharp({ create: { width: 640, height: 480, channels: 3, background: "#336699" } })
      .jpeg()
      .withIccProfile("srgb")
      .toFile(file)
    expect(await inspectPhoto(file)).toEqual({ bytes: fs.statSync(file).size, format: "jpeg", faults: [] })
  })

  it("measures the long side as shown: a 2000×2600 photo stored sideways is over", async () => {
    const file = path.join(dir, "deitada.jpg")
    await sharp({ create: { width: 2600, height: 2000, channels: 3, background: "#336699" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(file)
    expect((await inspectPhoto(file)).faults).toEqual([
      { kind: "longSide", pixels: 2600 },
      { kind: "metadata", what: ["EXIF"] },
    ])
  })

  it("counts bytes against the limit given, and names EXIF and XMP", async () => {
    const file = path.join(dir, "gps.png")
    await sharp({ create: { width: 100, height: 100, channels: 3, background: "#336699" } })
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

  it("refuses a HEIC, and a file that is no image, with what to do", async () => {
    const heic = path.join(dir, "IMG_0001.jpg")
    fs.writeFileSync(heic, heicHeader(100))
    const heicInspection = await inspectPhoto(heic)
    expect(heicInspection.faults).toEqual([{ kind: "heic" }])
    expect(photoProblemText("images/IMG_0001.jpg", heicInspection)).toContain("«Mais compatível»")

    const text = path.join(dir, "nota.jpg")
    fs.writeFileSync(text, "isto não é uma fotografia")
    const textInspection = await inspectPhoto(text)
    expect(textInspection.faults).toEqual([{ kind: "unreadable", reason: expect.any(String) }])
    expect(photoProblemText("images/nota.jpg", textInspection)).toContain('"images/nota.jpg" não se consegue ler como imagem')
  })
})
