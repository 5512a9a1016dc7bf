/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { EXPECTED_COUNTS, formatProblems, validateContent, type ContentProblem } from "../../../src/content/validate"

const realData = path.resolve(__dirname, "../../../data")

type JsonFiles = Record<string, any>

/**
 * A throwaway copy of data/: the real JSON and CREDITS.md, and an empty file
 * in place of each photo (validation checks that images exist, not their pixels).
 */
function fixture(mutate: (files: JsonFiles, dir: string) => void = () => {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  fs.mkdirSync(path.join(dir, "images"))
  for (const name of fs.readdirSync(path.join(realData, "images"))) {
    if (/\.(jpe?g|png|webp|avif)$/i.test(name)) fs.writeFileSync(path.join(dir, "images", name), "")
  }
  fs.copyFileSync(path.join(realData, "images/CREDITS.md"), path.join(dir, "images/CREDITS.md"))
  const files: JsonFiles = {}
  for (const name of fs.readdirSync(realData).filter((n) => n.endsWith(".json"))) {
    files[name] = JSON.parse(fs.readFileSync(path.join(realData, name), "utf8"))
  }
  mutate(files, dir)
  for (const [name, content] of Object.entries(files)) {
    if (content !== undefined) fs.writeFileSync(path.join(dir, name), JSON.stringify(content, null, 2))
  }
  return dir
}

const has = (problems: ContentProblem[], expected: Partial<ContentProblem> & { message?: any }) =>
  expect(problems).toEqual(expect.arrayContaining([expect.objectContaining(expected)]))

describe("validateContent", () => {
  it("accepts the real data folder", () => {
    expect(formatProblems(validateContent(realData))).toBe(formatProblems([]))
  })

  it("reports a missing required field with file, entry and field", () => {
    const dir = fixture((files) => {
      delete files["gallery.json"][3].title
    })
    const problems = validateContent(dir)
    const entry = JSON.parse(fs.readFileSync(path.join(realData, "gallery.json"), "utf8"))[3].id
    expect(problems).toHaveLength(1)
    has(problems, { file: "gallery.json", entry, field: "title", message: "is required" })
  })

  it("reports an empty text and a value of the wrong type", () => {
    const problems = validateContent(
      fixture((files) => {
        files["slides.json"][0].description = "   "
        files["site.json"].location.district = 42
      }),
    )
    has(problems, { file: "slides.json", field: "description", message: "is empty" })
    has(problems, { file: "site.json", field: "location.district", message: expect.stringContaining("must be text") })
  })

  it("reports an image that does not exist", () => {
    const problems = validateContent(
      fixture((files) => {
        files["slides.json"][1].image = "images/nao-existe.jpg"
      }),
    )
    has(problems, {
      file: "slides.json",
      entry: "estudo-de-campo",
      field: "image",
      message: 'image file "images/nao-existe.jpg" does not exist',
    })
  })

  it("rejects image paths outside data/ and files that are not images", () => {
    const problems = validateContent(
      fixture((files) => {
        files["gallery.json"][0].image = "../package.json"
        files["gallery.json"][1].image = "images/CREDITS.md"
      }),
    )
    has(problems, { file: "gallery.json", field: "image", message: expect.stringContaining("must be a path inside data/") })
    has(problems, { file: "gallery.json", field: "image", message: expect.stringContaining("is not an image") })
  })

  it("reports duplicate ids, naming the entry", () => {
    const problems = validateContent(
      fixture((files) => {
        files["services.json"][4].id = files["services.json"][0].id
      }),
    )
    has(problems, { file: "services.json", entry: "consultoria-agricola", field: "id", message: expect.stringContaining("duplicate id") })
  })

  it("reports ids shared between collections (they become Gatsby node ids)", () => {
    const problems = validateContent(
      fixture((files) => {
        files["gallery.json"][0].id = files["slides.json"][0].id
      }),
    )
    has(problems, { file: "gallery.json", entry: "cultivo-de-caju", message: expect.stringContaining("also used in slides.json") })
  })

  it.each([
    ["slides.json", EXPECTED_COUNTS["slides.json"]],
    ["services.json", EXPECTED_COUNTS["services.json"]],
    ["gallery.json", EXPECTED_COUNTS["gallery.json"]],
  ])("reports the wrong number of entries in %s", (file, count) => {
    const problems = validateContent(
      fixture((files) => {
        files[file].pop()
      }),
    )
    has(problems, { file, message: `must have exactly ${count} entries, found ${count - 1}` })
  })

  it("reports malformed JSON with its position", () => {
    const dir = fixture()
    fs.writeFileSync(path.join(dir, "about.json"), '{ "heading": "Sobre", }')
    const problems = validateContent(dir)
    has(problems, { file: "about.json", message: expect.stringMatching(/^malformed JSON: .*line 1/) })
  })

  it("reports a missing file", () => {
    const problems = validateContent(
      fixture((files, dir) => {
        delete files["pages.json"]
        fs.rmSync(path.join(dir, "pages.json"), { force: true })
      }),
    )
    has(problems, { file: "pages.json", message: "file is missing" })
  })

  it("reports an unknown service icon", () => {
    const problems = validateContent(
      fixture((files) => {
        files["services.json"][2].icon = "Unicorn"
      }),
    )
    has(problems, { file: "services.json", entry: "sistemas-de-irrigacao", field: "icon", message: expect.stringContaining('unknown icon "Unicorn"') })
  })

  it("checks site facts: e-mail, opening hours and available social links", () => {
    const problems = validateContent(
      fixture((files) => {
        const site = files["site.json"]
        site.email = "not-an-email"
        site.openingHours[0].opens = "7h30"
        site.openingHours[1].days = ["Sábado"]
        site.social[0].url = null
      }),
    )
    has(problems, { file: "site.json", field: "email", message: expect.stringContaining("is not an e-mail address") })
    has(problems, { file: "site.json", entry: "dias-uteis", field: "opens" })
    has(problems, { file: "site.json", entry: "sabado", field: "days[0]" })
    has(problems, { file: "site.json", entry: "facebook", field: "url", message: "is required" })
  })

  it("checks nested entries and texts in about.json, pages.json and responsibility.json", () => {
    const problems = validateContent(
      fixture((files) => {
        files["about.json"].successFactors.pop()
        delete files["about.json"].figures[1].label
        delete files["pages.json"].notFound.heading
        files["responsibility.json"].sections[0].image = "images/sumiu.jpg"
      }),
    )
    has(problems, { file: "about.json", field: "successFactors", message: "must have exactly 3 entries, found 2" })
    has(problems, { file: "about.json", entry: "alfabetizacao", field: "label" })
    has(problems, { file: "pages.json", field: "notFound.heading", message: "is required" })
    has(problems, { file: "responsibility.json", entry: "empoderamento-feminino", field: "image" })
  })

  it("requires a credit row for every photo the site uses", () => {
    const dir = fixture()
    const creditsPath = path.join(dir, "images/CREDITS.md")
    const slides = JSON.parse(fs.readFileSync(path.join(dir, "slides.json"), "utf8"))
    const file = path.basename(slides[0].image)
    const lines = fs.readFileSync(creditsPath, "utf8").split("\n").filter((line) => !line.startsWith(`| ${file} `))
    fs.writeFileSync(creditsPath, lines.join("\n"))
    has(validateContent(dir), { file: "images/CREDITS.md", entry: file, message: expect.stringContaining("has no credit row") })
  })

  it("reports every problem at once, not only the first", () => {
    const problems = validateContent(
      fixture((files) => {
        delete files["slides.json"][0].title
        files["gallery.json"][5].image = "images/x.jpg"
        files["services.json"].push({ ...files["services.json"][0] })
      }),
    )
    expect(new Set(problems.map((p) => p.file))).toEqual(new Set(["slides.json", "gallery.json", "services.json"]))
    expect(problems.length).toBeGreaterThanOrEqual(4)
  })
})

describe("formatProblems", () => {
  it("groups problems by file and names entry and field", () => {
    const report = formatProblems([
      { file: "gallery.json", entry: "galeria-x", field: "image", message: 'image file "images/x.jpg" does not exist' },
      { file: "slides.json", message: "must have exactly 4 entries, found 3" },
    ])
    expect(report).toBe(
      [
        "Content check failed: 2 problems in data/",
        "  data/gallery.json",
        '    - entry "galeria-x", field "image": image file "images/x.jpg" does not exist',
        "  data/slides.json",
        "    - must have exactly 4 entries, found 3",
      ].join("\n"),
    )
  })
})
