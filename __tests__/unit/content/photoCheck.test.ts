/** @jest-environment node */
// The build's check of the content's photos (src/content/photoCheck.ts), in the content report's form; the limits: photoLimits.test.ts.
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { checkPhotos, validateContentAndPhotos } from "../../../src/content/photoCheck"
import { formatProblems } from "../../../src/content/validate"
import { CONTENT_FILES } from "../../../src/content/schema"

const realData = path.resolve(__dirname, "../../../data")

/** A copy of data/: the JSON files, and links to the real photos (the check reads their headers). */
function fixture(): { dir: string; gallery: any } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-check-"))
  fs.mkdirSync(path.join(dir, "images"))
  for (const name of fs.readdirSync(path.join(realData, "images")))
    if (/\.(jpe?g|png|webp|avif)$/i.test(name)) fs.symlinkSync(path.join(realData, "images", name), path.join(dir, "images", name))
  for (const name of Object.keys(CONTENT_FILES)) fs.copyFileSync(path.join(realData, name), path.join(dir, name))
  return { dir, gallery: JSON.parse(fs.readFileSync(path.join(dir, "gallery.json"), "utf8")) }
}

describe("the photos' check", () => {
  const made: string[] = []
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

  it("refuses a photo over the limits, naming file, entry and field, and saying what to do", async () => {
    const { dir, gallery } = fixture()
    made.push(dir)
    await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } },
    })
      .jpeg({ quality: 95 })
      .withExif({ IFD3: { GPSLatitudeRef: "S", GPSLatitude: "24/1 30/1 0/1" } })
      .toFile(path.join(dir, "images", "telemovel.jpg"))
    const entry = gallery.photos[2].id
    gallery.photos[2].image = "images/telemovel.jpg"
    fs.writeFileSync(path.join(dir, "gallery.json"), JSON.stringify(gallery))
    const size = fs.statSync(path.join(dir, "images", "telemovel.jpg")).size

    const problems = await validateContentAndPhotos(dir)
    expect(problems).toEqual([
      {
        file: "gallery.json",
        entry,
        field: "image",
        message: expect.stringContaining(
          `a fotografia "images/telemovel.jpg" está fora dos limites: 4000 píxeis no lado maior (máximo 2560), ${(size / 1e6).toFixed(2).replace(".", ",")} MB (máximo 1 MB) e dados escondidos no ficheiro (EXIF, que podem incluir a posição GPS`,
        ),
      },
    ])
    expect(problems[0].message).toContain("npm run photos")
    expect(formatProblems(problems)).toContain(
      `  data/gallery.json\n    - entrada "${entry}", campo "image": a fotografia "images/telemovel.jpg" está fora dos limites`,
    )
  }, 30_000)

  it("leaves a missing photo to the content check, which names it once", async () => {
    const { dir, gallery } = fixture()
    made.push(dir)
    gallery.photos[0].image = "images/nao-existe.jpg"
    fs.writeFileSync(path.join(dir, "gallery.json"), JSON.stringify(gallery))
    expect(await checkPhotos(dir)).toEqual([])
  })
})
