/** @jest-environment node */
// The photos' check (src/content/photoCheck.ts) as content problems; the report's form: validate.test.ts; the limits: photoLimits.test.ts.
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { checkPhotos, validateContentAndPhotos } from "../../../src/content/photoCheck"
import { contentCopy, readRawData } from "../../data"

const photos = readRawData("gallery.json").photos

describe("the photos' check", () => {
  const made: string[] = []
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

  it("refuses a photo over the limits, naming file, entry and field, and saying what to do", async () => {
    const dir = contentCopy((files) => (files["gallery.json"].photos[2].image = "images/telemovel.jpg"), { linked: true })
    made.push(dir)
    await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } },
    })
      .jpeg({ quality: 95 })
      .withExif({ IFD3: { GPSLatitudeRef: "S", GPSLatitude: "24/1 30/1 0/1" } })
      .toFile(path.join(dir, "images", "telemovel.jpg"))
    const size = fs.statSync(path.join(dir, "images", "telemovel.jpg")).size

    const problems = await validateContentAndPhotos(dir)
    expect(problems).toEqual([
      {
        file: "gallery.json",
        entry: photos[2].id,
        field: "image",
        message: expect.stringContaining(
          `a fotografia "images/telemovel.jpg" está fora dos limites: 4000 píxeis no lado maior (máximo 2560), ${(size / 1e6).toFixed(2).replace(".", ",")} MB (máximo 1 MB) e dados escondidos no ficheiro (EXIF, que podem incluir a posição GPS`,
        ),
      },
    ])
    expect(problems[0].message).toContain("npm run photos")
  }, 30_000)

  it("leaves a missing photo to the content check, which names it once", async () => {
    const dir = contentCopy((files) => (files["gallery.json"].photos[0].image = "images/nao-existe.jpg"), { linked: true })
    made.push(dir)
    expect(await checkPhotos(dir)).toEqual([])
  })
})
