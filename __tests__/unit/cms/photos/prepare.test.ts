/** @jest-environment node */
// Preparing a photo in the editor (src/cms/photos/prepare.ts); the sizes it comes out at: cmsPhotos.spec.ts.
import { QUALITY_STEPS } from "../../../../scripts/lib/photos"
import {
  encodeWithin,
  JPEG_QUALITY_STEPS,
  INPUT_CAPS,
  megabytes,
  PHOTO_TEXTS,
  preparedName,
  rawExif,
  summary,
  type Prepared,
} from "../../../../src/cms/photos/prepare"
import { PHOTO_LIMITS } from "../../../../src/content/photoLimits"
import { GPS } from "../../../photoFixtures"

describe("preparing a photo", () => {
  it("tries the normalizer's JPEG qualities, in its order, and keeps the first that fits", async () => {
    expect(JPEG_QUALITY_STEPS).toEqual(QUALITY_STEPS.jpeg)
    const tried: number[] = []
    // The file shrinks as the quality falls: it fits from the middle step on.
    const firstFitting = Math.floor(JPEG_QUALITY_STEPS.length / 2)
    const sizeAt = (quality: number) => PHOTO_LIMITS.bytes + firstFitting - JPEG_QUALITY_STEPS.indexOf(quality)
    const fitted = await encodeWithin(
      async (quality) => new ArrayBuffer(sizeAt(quality)),
      PHOTO_LIMITS.bytes,
      (quality) => tried.push(quality),
    )
    expect(fitted?.quality).toBe(JPEG_QUALITY_STEPS[firstFitting])
    expect(fitted?.data.byteLength).toBeLessThanOrEqual(PHOTO_LIMITS.bytes)
    expect(tried).toEqual(JPEG_QUALITY_STEPS.slice(0, firstFitting + 1))
    expect(await encodeWithin(async () => new ArrayBuffer(PHOTO_LIMITS.bytes + 1), PHOTO_LIMITS.bytes)).toBeUndefined()
  })

  // IMG_0412.HEIC and IMG_4032.JPG as img_0412.jpg, img_4032.jpg: cmsPhotos.spec.ts; an accented
  // screenshot's ASCII name: photoGuard.spec.ts.
  it("names the prepared photo in lower case with its output's extension, and a nameless one «fotografia»", () => {
    expect(preparedName("foto.da.praia.png", "png")).toBe("foto.da.praia.png")
    expect(preparedName(".heic", "jpg")).toBe("fotografia.jpg")
  })

  it("finds EXIF and its GPS anywhere in the file, not only near its start", async () => {
    const sharp = (await import("sharp")).default
    const jpeg = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#c05020" } }).jpeg()
    const withGps = await jpeg()
      .withExif({ IFD0: { Make: "Telemovel" }, IFD3: GPS })
      .toBuffer()
    const exif = withGps.subarray(withGps.indexOf("Exif\0\0") + 6)
    // A HEIC may keep its EXIF at the end: 300 kB of pixels first.
    const late = new Uint8Array(Buffer.concat([Buffer.alloc(300_000, 0x4d), exif]))
    expect(rawExif(late)).toEqual({ exif: true, gps: true })
    const plain = await jpeg().toBuffer()
    expect(rawExif(new Uint8Array(plain))).toEqual({ exif: false, gps: false })
  })

  // The summary of a phone's JPEG, an iPhone's HEIC and a screenshot (sizes, HEIC converted, location
  // removed, kept as PNG) as the maintainer reads it: cmsPhotos.spec.ts.
  it("tells the maintainer what was done, in Portuguese", () => {
    const prepared: Prepared = {
      name: "IMG_2041.jpg",
      before: { width: 4032, height: 3024, bytes: 6_100_000, heic: false },
      after: { width: 2560, height: 1920, bytes: 812_345, quality: 80 },
      removed: { gps: true, other: true },
    }
    // Under the limit never reads as the limit.
    expect(megabytes(963_767)).toBe("964 kB")
    expect(summary({ ...prepared, removed: { gps: false, other: true } })).toMatch(/dados da câmara removidos$/)
    // Nothing found: it says what the copy is, not that the original had nothing.
    expect(summary({ ...prepared, removed: { gps: false, other: false } })).toMatch(/guardada sem metadados$/)
    expect(PHOTO_TEXTS.progress("IMG_2041.JPG", "compress", 80)).toBe("A preparar a fotografia «IMG_2041.JPG»: a comprimir (qualidade 80)…")
    // Each cause has its own message, and every one says that nothing was uploaded.
    const refusals = [
      PHOTO_TEXTS.refused.notPhoto("x.jpg"),
      PHOTO_TEXTS.refused.tooLarge("x.jpg", PHOTO_TEXTS.tooManyBytes(72_300_000)),
      PHOTO_TEXTS.refused.tooLarge("x.jpg", PHOTO_TEXTS.tooManyPixels(12000, 8000)),
      PHOTO_TEXTS.refused.tooDetailed("x.jpg"),
      PHOTO_TEXTS.refused.unsupported("x.jpg", "OffscreenCanvas"),
      PHOTO_TEXTS.refused.internal("x.jpg"),
      PHOTO_TEXTS.refused.timeout("x.jpg", 180),
      PHOTO_TEXTS.refused.cancelled("x.jpg"),
      PHOTO_TEXTS.refused.notHandedOn("x.jpg"),
    ]
    expect(new Set(refusals).size).toBe(refusals.length)
    for (const text of refusals) expect(text).toContain("Não foi carregado nada.")
    expect(refusals[1]).toContain(`72,3 MB (o máximo é ${INPUT_CAPS.bytes / 1e6},0 MB)`)
    expect(refusals[2]).toContain(`96 megapíxeis (o máximo é ${INPUT_CAPS.megapixels})`)
    expect(refusals[0]).toMatch(/danificado ou não é uma fotografia/)
    expect(refusals[5]).not.toMatch(/danificado/)
  })
})
