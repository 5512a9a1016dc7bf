/** @jest-environment node */
// A Display P3 photo keeps its colours in the editor's sRGB JPEG (src/cms/photos/colour.ts). Fixture ../../../e2e/fixtures/p3Photo.heic:
// sharp's #c82828 64×48 PNG .withIccProfile("p3"), then `heif-enc -q 90` (Debian 12's libheif-examples 1.15.1).
import fs from "fs"
import path from "path"
import factory from "libheif-js/libheif-wasm/libheif.js"
import sharp from "sharp"
import { heifColour, toSrgbTransform, type LibheifColour, type SrgbTransform } from "../../../../src/cms/photos/colour"
import { deltaE } from "../../../photoFixtures"

const RED = [200, 40, 40] // #c82828: inside sRGB, so it survives the round trip through P3
const FIXTURE = path.join(__dirname, "..", "..", "..", "e2e", "fixtures", "p3Photo.heic")
/** nclx colour primaries 12 (Display P3) and 1 (BT.709, sRGB's): rx ry gx gy bx by wx wy. */
const P3_D65 = [0.68, 0.32, 0.265, 0.69, 0.15, 0.06, 0.3127, 0.329]
const BT709 = [0.64, 0.33, 0.3, 0.6, 0.15, 0.06, 0.3127, 0.329]

const converted = (transform: SrgbTransform | undefined, rgb: ArrayLike<number>) => {
  const pixel = Uint8Array.from([...Array.from(rgb).slice(0, 3), 255])
  transform?.(pixel)
  return pixel
}

/** sharp's `profile` (Display P3 or sRGB), and #c82828 as sharp writes it in that profile. */
async function sharpRed(profile: "p3" | "srgb") {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#c82828" } })
    .withIccProfile(profile)
    .png()
    .toBuffer()
  const { icc } = await sharp(png).metadata()
  // ignoreIcc: the values as written (sharp would otherwise convert them back to sRGB on reading).
  const p3 = await sharp(png, { ignoreIcc: true }).raw().toBuffer()
  return { icc: new Uint8Array(icc as Buffer), p3: Array.from(p3) }
}

/** libheif-js as the worker loads it: the Emscripten module, given its WebAssembly. */
async function loadLibheif() {
  const wasmBinary = fs.readFileSync(require.resolve("libheif-js/libheif-wasm/libheif.wasm"))
  let ready = () => {}
  const initialised = new Promise<void>((resolve) => (ready = resolve))
  const libheif = factory({ wasmBinary, onRuntimeInitialized: () => ready() })
  await initialised
  return libheif as unknown as LibheifColour & {
    HeifDecoder: new () => {
      decode(bytes: Uint8Array): {
        handle: { $$: { ptr: number } }
        free(): void
      }[]
    }
  }
}

// The JPEG's and the HEIC's red kept through the editor's preparation, in the browser: photoGuard.spec.ts.
describe("the colours of a Display P3 photo", () => {
  it("leaves sRGB alone: sharp's sRGB profile, BT.709 primaries, HDR transfers and what it cannot read", async () => {
    const srgb = await sharpRed("srgb")
    expect(toSrgbTransform({ icc: srgb.icc })).toBeUndefined()
    expect(toSrgbTransform({ nclx: { primaries: BT709, transfer: 13 } })).toBeUndefined()
    expect(toSrgbTransform({ nclx: { primaries: P3_D65, transfer: 16 } })).toBeUndefined()
    expect(toSrgbTransform({ nclx: { primaries: P3_D65, transfer: 18 } })).toBeUndefined()
    expect(toSrgbTransform({ nclx: { primaries: [0, 0, 0, 0, 0, 0, 0, 0], transfer: 2 } })).toBeUndefined()
    expect(toSrgbTransform({ icc: new Uint8Array(100) })).toBeUndefined()
    expect(toSrgbTransform(undefined)).toBeUndefined()
  })

  it("converts nclx Display P3 primaries as the ICC profile does", async () => {
    const { icc, p3 } = await sharpRed("p3")
    const byPrimaries = toSrgbTransform({ nclx: { primaries: P3_D65, transfer: 13 } })
    expect(deltaE(converted(byPrimaries, p3), RED)).toBeLessThanOrEqual(5)
    // sharp's profile stores red's Z as 0 and blue's as 0.78308 where Display P3 has −0.00105 and 0.78407 (as
    // Apple's profile does): up to 5 levels apart where a channel is near 0, where sRGB's curve is steepest.
    const apple = icc.slice()
    const tags = new DataView(apple.buffer)
    for (const [tag, z] of [
      ["rXYZ", -0.00105],
      ["bXYZ", 0.78407],
    ] as const) {
      const entry = Array.from({ length: tags.getUint32(128) }, (_, index) => 132 + 12 * index).find(
        (at) => String.fromCharCode(...apple.subarray(at, at + 4)) === tag,
      ) as number
      tags.setInt32(tags.getUint32(entry + 4) + 16, Math.round(z * 65536))
    }
    const levels = Array.from({ length: 18 }, (_, index) => index * 15)
    const pixels = Uint8Array.from(levels.flatMap((r) => levels.flatMap((g) => levels.flatMap((b) => [r, g, b, 255]))))
    const convertedBy = (transform: SrgbTransform | undefined) => {
      const copy = pixels.slice()
      transform?.(copy)
      return copy
    }
    const [bySharp, byApple, byNclx] = [toSrgbTransform({ icc }), toSrgbTransform({ icc: apple }), byPrimaries].map(convertedBy)
    expect(Math.max(...byApple.map((value, index) => Math.abs(value - byNclx[index])))).toBeLessThanOrEqual(1)
    const pixelCount = pixels.length / 4
    const worst = Math.max(
      ...Array.from({ length: pixelCount }, (_, index) =>
        deltaE(bySharp.slice(4 * index, 4 * index + 3), byNclx.slice(4 * index, 4 * index + 3)),
      ),
    )
    expect(worst).toBeLessThanOrEqual(2) // CIE76: about a just noticeable difference
    // Alpha is left as it is.
    expect(byNclx.filter((_, index) => index % 4 === 3).every((alpha) => alpha === 255)).toBe(true)
  })

  it("reads a HEIC's Display P3 profile through libheif-js, freeing what it allocates", async () => {
    const libheif = await loadLibheif()
    const allocated = jest.spyOn(libheif, "_malloc")
    const freed = jest.spyOn(libheif, "_free")
    const [image] = new libheif.HeifDecoder().decode(new Uint8Array(fs.readFileSync(FIXTURE)))
    const description = heifColour(libheif, image.handle)
    expect(freed.mock.calls.map(([pointer]) => pointer).sort()).toEqual(allocated.mock.results.map((result) => result.value).sort())
    image.free()
    const { icc } = await sharpRed("p3")
    expect(description?.icc && Buffer.from(description.icc).equals(Buffer.from(icc))).toBe(true)
    expect(description?.nclx).toBeUndefined() // heif-enc writes the ICC profile alone
  })
})
