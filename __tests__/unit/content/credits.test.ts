/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { parseCredits } from "../../../src/content/credits"

const table = (rows: string[]) =>
  [
    "# Créditos",
    "",
    "Fotografias provisórias.",
    "",
    "| Ficheiro | Obra | Autor | Licença | Origem |",
    "|---|---|---|---|---|",
    ...rows,
    "",
    "Texto depois da tabela.",
  ].join("\n")

describe("parseCredits", () => {
  it("reads each row, splitting the licence link into name and address", () => {
    const result = parseCredits(
      table([
        "| a.jpg | Campo | Aitzol Berasategi | [CC BY 4.0](https://creativecommons.org/licenses/by/4.0/) | Debian: lomiri-wallpapers |",
        "| b.jpg | Folha | Charles Barbin | GPL-2.0 ou posterior | Debian: mate-backgrounds |",
      ]),
    )
    expect(result.problems).toEqual([])
    expect(result.intro).toBe("Fotografias provisórias.")
    expect(result.credits).toEqual([
      {
        file: "a.jpg",
        work: "Campo",
        author: "Aitzol Berasategi",
        licence: "CC BY 4.0",
        licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
        source: "Debian: lomiri-wallpapers",
      },
      { file: "b.jpg", work: "Folha", author: "Charles Barbin", licence: "GPL-2.0 ou posterior", licenceUrl: null, source: "Debian: mate-backgrounds" },
    ])
  })

  it("reports empty cells with the line and the entry", () => {
    const result = parseCredits(table(["| a.jpg | Campo |  | [CC0 1.0](https://creativecommons.org/publicdomain/zero/1.0/) | Debian |"]))
    expect(result.credits).toEqual([])
    expect(result.problems).toEqual([{ line: 7, entry: "a.jpg", field: "Autor", message: '"Autor" is empty' }])
  })

  it("reports a missing column and a missing table", () => {
    expect(parseCredits("| Ficheiro | Obra | Autor | Origem |\n|---|---|---|---|").problems).toEqual([
      { line: 1, field: "Licença", message: 'column "Licença" is missing' },
    ])
    expect(parseCredits("# Créditos\n\nSem tabela.").problems[0].message).toMatch(/no credits table/)
  })

  it("parses the real data/images/CREDITS.md with one row per photo in the folder", () => {
    const dir = path.resolve(__dirname, "../../../data/images")
    const result = parseCredits(fs.readFileSync(path.join(dir, "CREDITS.md"), "utf8"))
    const photos = fs.readdirSync(dir).filter((name) => /\.(jpe?g|png|webp|avif)$/i.test(name))
    expect(result.problems).toEqual([])
    expect(result.credits.map((c) => c.file).sort()).toEqual(photos.sort())
  })
})
