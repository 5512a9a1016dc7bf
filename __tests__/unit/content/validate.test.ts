/** @jest-environment node */
// The content check (src/content/validate.ts) on broken copies of data/: every problem at once, placed and explained in Portuguese.
// A missing field and a missing photo, through a real build and its report: __tests__/build/contentFailure.test.ts.
import { formatProblems, validateContent, type ContentProblem } from "../../../src/content/validate"
import { GALLERY_TEASER_COUNT } from "../../../src/content/schema"
import { contentCopy as fixture, readRawData } from "../../data"

type Mutate = (files: Record<string, any>) => void

// Entries are named by their ids, which a maintainer may change: read them from data/.
const slides = readRawData("slides.json").slides
const services = readRawData("services.json").services
const photos = readRawData("gallery.json").photos
const site = readRawData("site.json")

describe("validateContent", () => {
  it.each<[string, Mutate]>([
    [
      `${GALLERY_TEASER_COUNT} gallery photos, one slide and one service`,
      (files) => {
        files["gallery.json"].photos = files["gallery.json"].photos.slice(0, GALLERY_TEASER_COUNT)
        files["slides.json"].slides = files["slides.json"].slides.slice(0, 1)
        files["services.json"].services = files["services.json"].services.slice(0, 1)
      },
    ],
    [
      "more photos and services than today",
      (files) => {
        files["gallery.json"].photos.push({ ...photos[0], id: "fotografia-nova" })
        files["services.json"].services.push({ ...services[0], id: "servico-novo" })
      },
    ],
    // Each list's entries are nodes of their own file.
    ["an id of one list in another", (files) => (files["services.json"].services[0].id = photos[0].id)],
  ])("accepts %s", (_, mutate) => {
    expect(formatProblems(validateContent(fixture(mutate)))).toBe(formatProblems([]))
  })

  /** Each problem expected: its file, entry and field, and words of its message. */
  type Expected = Partial<Omit<ContentProblem, "entry">> & { entry?: unknown; says: string }
  it.each<[string, Mutate, Expected[]]>([
    [
      "an empty text, a value of the wrong type and a field in the wrong form",
      (files) => {
        files["slides.json"].slides[0].description.pt = "   "
        files["site.json"].location.district = 42
        files["site.json"].email = "sem-arroba"
        files["site.json"].openingHours[0].opens = "7h30"
      },
      [
        { file: "slides.json", entry: slides[0].id, field: "description", says: "falta o texto em português. Preencha-o." },
        { file: "site.json", field: "location.district", says: "tem de ser texto, mas tem 42" },
        { file: "site.json", field: "email", says: '"sem-arroba" não está na forma certa: tem de ser um endereço de email' },
        { file: "site.json", entry: site.openingHours[0].id, field: "opens", says: "uma hora como 07:30" },
      ],
    ],
    [
      "a text written as a plain text, and a paragraph without Portuguese, named by its place in its section",
      (files) => {
        files["services.json"].services[0].title = "Consultoria"
        files["responsibility.json"].sections[1].paragraphs[0] = { en: "Only English" }
      },
      [
        {
          file: "services.json",
          entry: services[0].id,
          field: "title",
          says: 'tem de ter o texto em português e em inglês, assim: { "pt": "Consultoria", "en": "…" }',
        },
        {
          file: "responsibility.json",
          entry: expect.not.stringContaining("Parágrafo"),
          field: "paragraphs n.º 1",
          says: "falta o texto em português",
        },
      ],
    ],
    [
      "a text with placeholders that loses one, in either language",
      (files) => {
        files["interface.json"].gallery.pageLabel.en = "Page {page}"
        files["interface.json"].hero.goToSlide.pt = "Mostrar {title}"
      },
      [
        { file: "interface.json", field: "gallery.pageLabel", says: "falta {count} no texto em inglês" },
        { file: "interface.json", field: "hero.goToSlide", says: "falta {position} no texto em português" },
      ],
    ],
    [
      "an entry without an id, by its list and position",
      (files) => delete files["services.json"].services[1].id,
      [{ file: "services.json", entry: "Serviços n.º 2", field: "id", says: "falta este campo" }],
    ],
    [
      "a misspelt field name",
      (files) => (files["gallery.json"].photos[2].titel = photos[2].title),
      [{ file: "gallery.json", says: "o campo «titel» não existe aqui. Apague-o ou corrija o nome" }],
    ],
    [
      "an unknown service icon and a weekday in Portuguese, listing the accepted values",
      (files) => {
        files["services.json"].services[0].icon = "Banana"
        files["site.json"].openingHours[1].days = ["Sábado"]
      },
      [
        { file: "services.json", field: "icon", says: '"Banana" não é um valor aceite. Escolha um destes: Sprout' },
        { file: "site.json", entry: site.openingHours[1].id, field: "days n.º 1", says: "Saturday" },
      ],
    ],
    [
      "a broken rule between fields: opening times unless closed, a link for an available network",
      (files) => {
        files["site.json"].openingHours[0].closes = null
        files["site.json"].social[1].available = true
      },
      [
        { file: "site.json", entry: site.openingHours[0].id, field: "closes", says: "marque «Fechado»" },
        { file: "site.json", entry: site.social[1].id, field: "url", says: "escreva o endereço https://" },
      ],
    ],
    [
      "a list short of its minimum, saying why the pages need it",
      (files) => {
        files["gallery.json"].photos = files["gallery.json"].photos.slice(0, GALLERY_TEASER_COUNT - 1)
        files["slides.json"].slides = []
      },
      [
        {
          file: "gallery.json",
          field: "photos",
          says: `tem de ter pelo menos ${GALLERY_TEASER_COUNT} entradas, mas tem ${GALLERY_TEASER_COUNT - 1}. Acrescente uma. A página inicial mostra`,
        },
        { file: "slides.json", field: "slides", says: "pelo menos 1 entrada, mas tem 0" },
      ],
    ],
    [
      "an image outside data/ and a file that is not an image",
      (files) => {
        files["gallery.json"].photos[0].image = "../segredo.jpg"
        files["responsibility.json"].sections[0].image = "images/notas.txt"
      },
      [
        { file: "gallery.json", field: "image", says: "tem de ser um ficheiro dentro de data/" },
        { file: "responsibility.json", field: "image", says: "não é uma imagem" },
      ],
    ],
    [
      "a photo without its credit, or a credit without one of its fields",
      (files) => {
        delete files["gallery.json"].photos[4].credit
        delete files["about.json"].imageCredit.author
        files["slides.json"].slides[0].credit.licenceUrl = "http://inseguro.example"
      },
      [
        { file: "gallery.json", field: "credit", says: "falta este campo («Crédito da fotografia»)" },
        { file: "about.json", field: "imageCredit.author", says: "falta este campo («Autor»)" },
        { file: "slides.json", field: "credit.licenceUrl", says: "https://" },
      ],
    ],
    [
      "the same photo with two different credits",
      (files) => {
        files["slides.json"].slides[0].image = photos[0].image
        files["slides.json"].slides[0].credit = { ...photos[0].credit, author: "Outra pessoa" }
      },
      [{ file: "slides.json", field: "image", says: "tem aqui um crédito diferente do que tem em gallery.json" }],
    ],
    [
      "a duplicate id in a list and an id in the wrong form",
      (files) => {
        files["gallery.json"].photos[5].id = photos[0].id
        files["gallery.json"].photos[6].id = "Fotografia Nova"
      },
      [
        { file: "gallery.json", entry: photos[0].id, field: "id", says: "repete o da entrada n.º 1" },
        { file: "gallery.json", field: "id", says: "palavras em minúsculas" },
      ],
    ],
    [
      "malformed JSON with its line, and a missing file, going on with the others",
      (files) => {
        files["pages.json"] = '{ "home": { "title": "x", }\n}'
        files["about.json"] = undefined
        delete files["gallery.json"].photos[0].alt
      },
      [
        { file: "pages.json", says: "o ficheiro não é JSON válido (linha 1" },
        { file: "about.json", says: "o ficheiro não existe" },
        { file: "gallery.json", field: "alt", says: "falta este campo" },
      ],
    ],
  ])("reports %s", (_, mutate, expected) => {
    const problems = validateContent(fixture(mutate))
    const matching = expected.map(({ says, ...problem }) => expect.objectContaining({ ...problem, message: expect.stringContaining(says) }))
    expect(problems).toEqual(expect.arrayContaining(matching))
    expect(problems).toHaveLength(expected.length)
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
