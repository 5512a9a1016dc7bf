/**
 * @jest-environment node
 *
 * The content check (src/content/validate.ts) against broken copies of data/: every problem
 * at once, each naming the file, the entry and the field, and saying what to do, in Portuguese.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { formatProblems, validateContent, type ContentProblem } from "../../../src/content/validate"
import { CONTENT_FILES, GALLERY_TEASER_COUNT } from "../../../src/content/schema"
import { readRawData } from "../../data"

const realData = path.resolve(__dirname, "../../../data")

type JsonFiles = Record<string, any>

// Entries are named by their ids, which a maintainer may change: read them from data/.
const slides = readRawData("slides.json").slides
const services = readRawData("services.json").services
const site = readRawData("site.json")

/** A throwaway copy of data/: the real JSON, and an empty file in place of each photo (the check reads no pixels). */
function fixture(mutate: (files: JsonFiles, dir: string) => void = () => {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  fs.mkdirSync(path.join(dir, "images"))
  for (const name of fs.readdirSync(path.join(realData, "images"))) {
    if (/\.(jpe?g|png|webp|avif)$/i.test(name)) fs.writeFileSync(path.join(dir, "images", name), "")
  }
  const files: JsonFiles = {}
  for (const name of Object.keys(CONTENT_FILES)) files[name] = JSON.parse(fs.readFileSync(path.join(realData, name), "utf8"))
  mutate(files, dir)
  for (const [name, content] of Object.entries(files)) {
    if (content !== undefined) fs.writeFileSync(path.join(dir, name), JSON.stringify(content, null, 2))
  }
  return dir
}

const has = (problems: ContentProblem[], expected: Partial<ContentProblem> & { message?: any }) =>
  expect(problems).toEqual(expect.arrayContaining([expect.objectContaining(expected)]))
const says = (text: string) => expect.stringContaining(text)

describe("validateContent", () => {
  it("accepts the real data folder", () => {
    expect(formatProblems(validateContent(realData))).toBe(formatProblems([]))
  })

  it("reports a missing required field with file, entry and field, and what to do", () => {
    let entry = ""
    const problems = validateContent(
      fixture((files) => {
        entry = files["gallery.json"].photos[3].id
        delete files["gallery.json"].photos[3].title
      }),
    )
    expect(problems).toEqual([
      { file: "gallery.json", entry, field: "title", message: says("falta este campo («Título»). Acrescente-o, em português e em inglês") },
    ])
  })

  it("reports an empty text, a value of the wrong type and a field in the wrong form", () => {
    const problems = validateContent(
      fixture((files) => {
        files["slides.json"].slides[0].description.pt = "   "
        files["site.json"].location.district = 42
        files["site.json"].email = "sem-arroba"
        files["site.json"].openingHours[0].opens = "7h30"
      }),
    )
    has(problems, {
      file: "slides.json",
      entry: slides[0].id,
      field: "description",
      message: says("falta o texto em português. Preencha-o."),
    })
    has(problems, { file: "site.json", field: "location.district", message: says("tem de ser texto, mas tem 42") })
    has(problems, {
      file: "site.json",
      field: "email",
      message: says('"sem-arroba" não está na forma certa: tem de ser um endereço de email'),
    })
    has(problems, { file: "site.json", entry: site.openingHours[0].id, field: "opens", message: says("uma hora como 07:30") })
  })

  it("says a text needs both languages when it is written as a plain text, and keeps a paragraph's place in its section", () => {
    const problems = validateContent(
      fixture((files) => {
        files["services.json"].services[0].title = "Consultoria"
        files["responsibility.json"].sections[1].paragraphs[0] = { en: "Only English" }
      }),
    )
    has(problems, {
      file: "services.json",
      entry: services[0].id,
      field: "title",
      message: says('tem de ter o texto em português e em inglês, assim: { "pt": "Consultoria", "en": "…" }'),
    })
    has(problems, {
      file: "responsibility.json",
      entry: expect.not.stringContaining("Parágrafo"),
      field: "paragraphs n.º 1",
      message: says("falta o texto em português"),
    })
  })

  it("refuses a text with placeholders that loses one, in either language", () => {
    const problems = validateContent(
      fixture((files) => {
        files["interface.json"].gallery.pageLabel.en = "Page {page}"
        files["interface.json"].hero.goToSlide.pt = "Mostrar {title}"
      }),
    )
    has(problems, { file: "interface.json", field: "gallery.pageLabel", message: says("falta {count} no texto em inglês") })
    has(problems, { file: "interface.json", field: "hero.goToSlide", message: says("falta {position} no texto em português") })
    expect(problems).toHaveLength(2)
  })

  it("names an entry without an id by its list and position", () => {
    const problems = validateContent(
      fixture((files) => {
        delete files["services.json"].services[1].id
      }),
    )
    has(problems, { file: "services.json", entry: "Serviços n.º 2", field: "id", message: says("falta este campo") })
  })

  it("refuses a misspelt field name", () => {
    const problems = validateContent(
      fixture((files) => {
        const photo = files["gallery.json"].photos[2]
        photo.titel = photo.title
      }),
    )
    has(problems, { file: "gallery.json", message: says("o campo «titel» não existe aqui. Apague-o ou corrija o nome") })
  })

  it("refuses an unknown service icon and a weekday in Portuguese, listing the accepted values", () => {
    const problems = validateContent(
      fixture((files) => {
        files["services.json"].services[0].icon = "Banana"
        files["site.json"].openingHours[1].days = ["Sábado"]
      }),
    )
    has(problems, { file: "services.json", field: "icon", message: says('"Banana" não é um valor aceite. Escolha um destes: Sprout') })
    has(problems, { file: "site.json", entry: site.openingHours[1].id, field: "days n.º 1", message: says("Saturday") })
  })

  it("checks the rules between fields: opening times unless closed, a link for an available network", () => {
    const problems = validateContent(
      fixture((files) => {
        files["site.json"].openingHours[0].closes = null
        files["site.json"].social[1].available = true
      }),
    )
    has(problems, { file: "site.json", entry: site.openingHours[0].id, field: "closes", message: says("marque «Fechado»") })
    has(problems, { file: "site.json", entry: site.social[1].id, field: "url", message: says("escreva o endereço https://") })
  })

  describe("counts follow from the pages, not from today's content", () => {
    it(`accepts ${GALLERY_TEASER_COUNT} gallery photos, one slide, one service, and more of each than today`, () => {
      const fewest = fixture((files) => {
        files["gallery.json"].photos = files["gallery.json"].photos.slice(0, GALLERY_TEASER_COUNT)
        files["slides.json"].slides = files["slides.json"].slides.slice(0, 1)
        files["services.json"].services = files["services.json"].services.slice(0, 1)
      })
      expect(validateContent(fewest)).toEqual([])
      const more = fixture((files) => {
        const photos = files["gallery.json"].photos
        photos.push({ ...photos[0], id: "fotografia-nova" })
        files["services.json"].services.push({ ...files["services.json"].services[0], id: "servico-novo" })
      })
      expect(validateContent(more)).toEqual([])
    })

    it("says why a list needs its minimum", () => {
      const problems = validateContent(
        fixture((files) => {
          files["gallery.json"].photos = files["gallery.json"].photos.slice(0, GALLERY_TEASER_COUNT - 1)
          files["slides.json"].slides = []
        }),
      )
      has(problems, {
        file: "gallery.json",
        field: "photos",
        message: says(
          `tem de ter pelo menos ${GALLERY_TEASER_COUNT} entradas, mas tem ${GALLERY_TEASER_COUNT - 1}. Acrescente uma. A página inicial mostra`,
        ),
      })
      has(problems, { file: "slides.json", field: "slides", message: says("pelo menos 1 entrada, mas tem 0") })
    })
  })

  describe("photos", () => {
    it("reports an image that does not exist, one outside data/ and a file that is not an image", () => {
      const problems = validateContent(
        fixture((files) => {
          files["slides.json"].slides[2].image = "images/foto-inexistente.jpg"
          files["gallery.json"].photos[0].image = "../segredo.jpg"
          files["responsibility.json"].sections[0].image = "images/notas.txt"
        }),
      )
      has(problems, {
        file: "slides.json",
        entry: slides[2].id,
        field: "image",
        message: says('o ficheiro de imagem "images/foto-inexistente.jpg" não existe. Carregue a fotografia'),
      })
      has(problems, { file: "gallery.json", field: "image", message: says("tem de ser um ficheiro dentro de data/") })
      has(problems, { file: "responsibility.json", field: "image", message: says("não é uma imagem") })
    })

    it("requires a credit beside every photo, with every field of it", () => {
      const problems = validateContent(
        fixture((files) => {
          delete files["gallery.json"].photos[4].credit
          delete files["about.json"].imageCredit.author
          files["slides.json"].slides[0].credit.licenceUrl = "http://inseguro.example"
        }),
      )
      has(problems, { file: "gallery.json", field: "credit", message: says("falta este campo («Crédito da fotografia»)") })
      has(problems, { file: "about.json", field: "imageCredit.author", message: says("falta este campo («Autor»)") })
      has(problems, { file: "slides.json", field: "credit.licenceUrl", message: says("https://") })
    })

    it("requires one credit per photo: the same photo with two different credits is reported", () => {
      const problems = validateContent(
        fixture((files) => {
          const slide = files["slides.json"].slides[0]
          const photo = files["gallery.json"].photos[0]
          slide.image = photo.image
          slide.credit = { ...photo.credit, author: "Outra pessoa" }
        }),
      )
      has(problems, { file: "slides.json", field: "image", message: says("tem aqui um crédito diferente do que tem em gallery.json") })
    })
  })

  describe("ids", () => {
    it("reports a duplicate id in a list and an id in the wrong form", () => {
      let first = ""
      const problems = validateContent(
        fixture((files) => {
          const photos = files["gallery.json"].photos
          first = photos[0].id
          photos[5].id = first
          photos[6].id = "Fotografia Nova"
        }),
      )
      has(problems, { file: "gallery.json", entry: first, field: "id", message: says("repete o da entrada n.º 1") })
      has(problems, { file: "gallery.json", field: "id", message: says("palavras em minúsculas") })
    })

    it("accepts an id of one list in another (each list's entries are nodes of their own file)", () => {
      const problems = validateContent(
        fixture((files) => {
          files["services.json"].services[0].id = files["gallery.json"].photos[0].id
        }),
      )
      expect(problems).toEqual([])
    })
  })

  it("reports malformed JSON with its line, and a missing file, and goes on with the others", () => {
    const dir = fixture((files) => {
      files["about.json"] = undefined
      delete files["gallery.json"].photos[0].alt
    })
    fs.writeFileSync(path.join(dir, "pages.json"), '{ "home": { "title": "x", }\n}')
    const problems = validateContent(dir)
    has(problems, { file: "pages.json", message: says("o ficheiro não é JSON válido (linha 1") })
    has(problems, { file: "about.json", message: says("o ficheiro não existe") })
    has(problems, { file: "gallery.json", field: "alt", message: says("falta este campo") })
  })
})

describe("formatProblems", () => {
  it("groups the problems by file, naming entry and field, in Portuguese", () => {
    const report = formatProblems([
      { file: "gallery.json", entry: "colheita", field: "title", message: "falta este campo («Título»). Acrescente-o." },
      { file: "gallery.json", entry: "secagem", field: "credit.author", message: "está vazio. Preencha-o." },
      { file: "site.json", field: "email", message: "está vazio. Preencha-o." },
    ])
    expect(report).toBe(
      [
        "A verificação do conteúdo falhou: 3 problemas em data/. Corrija-os e volte a publicar.",
        "  data/gallery.json",
        '    - entrada "colheita", campo "title": falta este campo («Título»). Acrescente-o.',
        '    - entrada "secagem", campo "credit.author": está vazio. Preencha-o.',
        "  data/site.json",
        '    - campo "email": está vazio. Preencha-o.',
      ].join("\n"),
    )
  })
})
