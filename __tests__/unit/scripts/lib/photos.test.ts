/** @jest-environment node */
// The photo normalizer (scripts/lib/photos.ts) on photos sharp makes here: within the limits, upright, stripped, or refused.
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { formatOutcomes, normalizeFolder, normalizePhoto, photosCommand } from "../../../../scripts/lib/photos"
import { PHOTO_LIMITS } from "../../../../src/content/photoLimits"
import { coloursAt, GPS, heicHeader, sidewaysPhoto } from "../../../photoFixtures"
import { tempDir } from "../../tempDir"

/** A flat picture, without metadata until one is added. */
const image = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } })

/** A file's metadata, read from its bytes: given the path, libvips may answer from its cache what the file was before. */
const metadata = (file: string) => sharp(fs.readFileSync(file)).metadata()

const dir = tempDir("photos-")

describe("normalizePhoto", () => {
  it("brings a phone's 3200×2400 JPEG with GPS within 2560 px and 1 MB, without EXIF, still a JPEG; a photo within every limit is left byte-identical", async () => {
    const file = path.join(dir(), "colheita.jpg")
    // Blurred grain: megabytes, as a phone's photo weighs, yet within 1 MB once reduced.
    await sharp({
      create: { width: 3200, height: 2400, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } },
    })
      .blur(0.8)
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Make: "ZavalaTestPhone", Model: "Modelo 1" }, IFD3: GPS })
      .toFile(file)
    const before = await metadata(file)
    expect(before.exif).toBeDefined()
    expect(fs.statSync(file).size).toBeGreaterThan(PHOTO_LIMITS.bytes)

    const outcome = await normalizePhoto(file)
    expect(outcome).toMatchObject({ status: "reduced" })
    const after = await metadata(file)
    expect(after.format).toBe("jpeg")
    expect([after.width, after.height]).toEqual([2560, 1920])
    expect(fs.statSync(file).size).toBeLessThanOrEqual(1_000_000)
    expect(after.exif).toBeUndefined()
    expect(fs.readFileSync(file).includes("ZavalaTestPhone")).toBe(false)

    const bytes = fs.readFileSync(file)
    expect(await normalizePhoto(file)).toEqual({ status: "ok", file })
    expect(fs.readFileSync(file).equals(bytes)).toBe(true)
  }, 60_000)

  it("turns a photo upright from its EXIF orientation and drops the tag", async () => {
    const file = path.join(dir(), "deitada.jpg")
    await sidewaysPhoto(file, { width: 300, height: 200, quality: 90 })
    expect(await normalizePhoto(file)).toMatchObject({ status: "reduced" })
    const after = await metadata(file)
    expect([after.width, after.height]).toEqual([200, 300])
    expect(after.exif).toBeUndefined()
    // Turned a quarter clockwise: the stored left half (orange) is now on top, the green below.
    const [[r, g], [r2, g2]] = await coloursAt(fs.readFileSync(file), [0.5, 0.13], [0.5, 0.87])
    expect(r).toBeGreaterThan(g)
    expect(g2).toBeGreaterThan(r2)
  })

  it("refuses a HEIC, by its extension or by its header, saying in Portuguese what to do, and leaves it as it is", async () => {
    for (const name of ["IMG_0001.HEIC", "disfarcada.jpg"]) {
      const file = path.join(dir(), name)
      fs.writeFileSync(file, heicHeader(200))
      const outcome = await normalizePhoto(file, { name: `data/images/${name}` })
      expect(outcome).toEqual({ status: "refused", file, message: expect.stringContaining(`"data/images/${name}" é uma fotografia HEIC`) })
      expect(outcome.status === "refused" && outcome.message).toContain("Definições → Câmara → Formatos, escolha «Mais compatível»")
      expect(fs.readFileSync(file).equals(heicHeader(200))).toBe(true)
    }
  })

  it("refuses a photo that stays over the limit at the lowest quality, and leaves it as it is", async () => {
    const file = path.join(dir(), "ruido.jpg")
    await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } },
    })
      .jpeg({ quality: 100 })
      .toFile(file)
    const bytes = fs.readFileSync(file)
    const outcome = await normalizePhoto(file, { name: "data/images/ruido.jpg", limits: { longSide: 2560, bytes: 5_000 } })
    expect(outcome).toEqual({
      status: "refused",
      file,
      message: expect.stringContaining(`"data/images/ruido.jpg" não fica abaixo de 5 kB nem com a qualidade mais baixa aceitável`),
    })
    expect(fs.readFileSync(file).equals(bytes)).toBe(true)
    expect(fs.readdirSync(dir())).toEqual(["ruido.jpg"])
  })

  it("keeps a PNG a PNG and a WebP a WebP, only smaller and without metadata", async () => {
    const png = path.join(dir(), "grande.png")
    await image(3000, 1000, "#336699").png().toFile(png)
    const webp = path.join(dir(), "gps.webp")
    await image(600, 400, "#996633").webp().withExif({ IFD3: GPS }).toFile(webp)
    const outcomes = await normalizeFolder(dir())
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["reduced", "reduced"])
    expect(await metadata(png)).toMatchObject({ format: "png", width: 2560, height: 853 })
    const after = await metadata(webp)
    expect(after).toMatchObject({ format: "webp", width: 600 })
    expect(after.exif).toBeUndefined()
  })
})

describe("npm run photos", () => {
  let output: string[]
  const log = (text: string) => output.push(text)
  beforeEach(() => {
    output = []
  })

  it("--check reports a photo outside the limits and fails, writing nothing; without it the photo is mended and the check passes", async () => {
    const file = path.join(dir(), "deitada.jpg")
    await sidewaysPhoto(file, { width: 300, height: 200, quality: 90 })
    const bytes = fs.readFileSync(file)
    expect(await photosCommand(["--check", dir()], log)).toBe(1)
    expect(output.join("\n")).toContain("Fotografias: 1 de 1 fotografia fora dos limites")
    expect(output.join("\n")).toContain(
      "deitada.jpg: fora dos limites: dados escondidos no ficheiro (EXIF, que podem incluir a posição GPS",
    )
    expect(fs.readFileSync(file).equals(bytes)).toBe(true)

    expect(await photosCommand([dir()], log)).toBe(0)
    expect(await photosCommand(["--check", dir()], log)).toBe(0)
    expect(output.at(-1)).toContain("todas dentro dos limites")
  })

  it("fails when a photo is refused, with the refusal in its report", async () => {
    fs.writeFileSync(path.join(dir(), "IMG_0002.heic"), heicHeader(200))
    expect(await photosCommand([dir()], log)).toBe(1)
    expect(output.join("\n")).toContain("RECUSADA:")
    expect(output.join("\n")).toContain("As fotografias recusadas não podem ser publicadas assim")
  })

  it("says what it reduced, from how much to how much", () => {
    const report = formatOutcomes(
      [
        {
          status: "reduced",
          file: "/x/data/images/a.jpg",
          before: 5_200_000,
          after: 912_000,
          reasons: ["4000 píxeis no lado maior (máximo 2560)"],
          quality: 80,
        },
      ],
      false,
      "/x",
    )
    expect(report).toBe(
      "Fotografias: 1 reduzida, 0 recusadas, de 1 fotografia.\n" +
        "  - data/images/a.jpg: 5,20 MB → 912 kB, direita e sem dados escondidos. Estava fora dos limites: 4000 píxeis no lado maior (máximo 2560).",
    )
  })
})
