/**
 * @jest-environment node
 *
 * The rules of preparing a photo in the editor (src/cms/photos/prepare.ts): the size it is
 * reduced to, the normalizer's quality steps, HEIC by its header, the .jpg name and the
 * Portuguese summary the maintainer reads.
 */
import { QUALITY_STEPS } from "../../../../src/build/photos"
import {
  encodeWithin,
  fittedSize,
  isHeicHead,
  JPEG_QUALITY_STEPS,
  jpegName,
  megabytes,
  PHOTO_TEXTS,
  summary,
  type Prepared,
} from "../../../../src/cms/photos/prepare"
import { PHOTO_LIMITS, isHeic } from "../../../../src/content/photoLimits"
import { heicHeader } from "../../../photoFixtures"

describe("preparing a photo", () => {
  it("fits the long side within the limit, keeps the proportions, and never enlarges", () => {
    expect(fittedSize(4032, 3024, PHOTO_LIMITS.longSide)).toEqual({ width: 2560, height: 1920 })
    expect(fittedSize(3000, 4000, PHOTO_LIMITS.longSide)).toEqual({ width: 1920, height: 2560 })
    expect(fittedSize(1600, 1200, PHOTO_LIMITS.longSide)).toEqual({ width: 1600, height: 1200 })
  })

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

  it("knows a HEIC by its header as the build does, whatever it is called", () => {
    const head = new Uint8Array(heicHeader(8))
    expect(isHeicHead(head)).toBe(true)
    expect(isHeic(heicHeader(8))).toBe(true)
    const avif = new Uint8Array(Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from("ftypavif"), Buffer.alloc(4), Buffer.from("mif1")]))
    expect(isHeicHead(avif)).toBe(false)
    expect(isHeicHead(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe(false)
  })

  it("names the prepared photo .jpg, so the content refers to a JPEG", () => {
    expect(jpegName("IMG_0412.HEIC")).toBe("IMG_0412.jpg")
    expect(jpegName("colheita.jpeg")).toBe("colheita.jpg")
    expect(jpegName("foto.da.praia.png")).toBe("foto.da.praia.jpg")
    expect(jpegName(".heic")).toBe("fotografia.jpg")
  })

  it("tells the maintainer what was done, in Portuguese", () => {
    const prepared: Prepared = {
      name: "IMG_2041.jpg",
      before: { width: 4032, height: 3024, bytes: 6_100_000, heic: false },
      after: { width: 2560, height: 1920, bytes: 812_345, quality: 80 },
      removed: { gps: true, other: true },
    }
    expect(megabytes(6_140_000)).toBe("6,1 MB")
    expect(megabytes(812_345)).toBe("0,8 MB")
    expect(megabytes(21_527)).toBe("22 kB")
    expect(summary(prepared)).toBe("4032 × 3024, 6,1 MB → 2560 × 1920, 0,8 MB, localização removida")
    expect(summary({ ...prepared, before: { ...prepared.before, heic: true } })).toBe(
      "4032 × 3024, 6,1 MB → 2560 × 1920, 0,8 MB, convertida de HEIC para JPEG, localização removida",
    )
    expect(summary({ ...prepared, removed: { gps: false, other: true } })).toMatch(/dados da câmara removidos$/)
    expect(summary({ ...prepared, removed: { gps: false, other: false } })).toMatch(/sem dados escondidos$/)
    expect(PHOTO_TEXTS.done(prepared)).toBe(`Fotografia preparada, «IMG_2041.jpg»: ${summary(prepared)}.`)
    expect(PHOTO_TEXTS.progress("IMG_2041.JPG", "compress", 80)).toBe("A preparar a fotografia «IMG_2041.JPG»: a comprimir (qualidade 80)…")
    expect(PHOTO_TEXTS.unreadable("x.jpg")).toMatch(/^Não foi possível abrir «x\.jpg» como fotografia.*Não foi carregado nada\./)
  })
})
