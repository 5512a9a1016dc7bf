// A real build of broken content fails in Portuguese, in its output and the run's summary; a scratch copy keeps this public/ intact.
import fs from "fs"
import path from "path"
import { editJson, gatsbyBuild, scratchProject } from "../scratchProject"

describe("gatsby build with broken content", () => {
  let dir: string
  beforeAll(() => {
    dir = scratchProject("broken-site-")
  })
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("fails with a report naming the file, the entry and the field", async () => {
    const data = path.join(dir, "data")
    let galleryId = ""
    editJson(path.join(data, "gallery.json"), (gallery) => {
      galleryId = gallery.photos[7].id
      delete gallery.photos[7].title
    })
    editJson(path.join(data, "slides.json"), (slides) => {
      slides.slides[2].image = "images/foto-inexistente.jpg"
    })

    // As on GitHub Actions (.github/workflows/deploy.yml): the run's summary, which GitHub mails to whoever pushed.
    const summaryFile = path.join(dir, "step-summary.md")
    const { status, output } = await gatsbyBuild(dir, { ...process.env, GITHUB_STEP_SUMMARY: summaryFile }, 240_000)

    expect(status).not.toBe(0)
    expect(output).toContain("A verificação do conteúdo falhou: 2 problemas em data/")
    expect(output).toContain("data/gallery.json")
    expect(output).toContain(`entrada "${galleryId}", campo "title": falta este campo («Título»). Acrescente-o, em português e em inglês`)
    expect(output).toContain("data/slides.json")
    expect(output).toContain('entrada "produtos-processados", campo "image": o ficheiro de imagem "images/foto-inexistente.jpg" não existe')
    // The same report, in the run's summary, under a heading that says nothing was published.
    const summary = fs.readFileSync(summaryFile, "utf8")
    expect(summary).toMatch(/^## O site não foi publicado: o conteúdo tem problemas/)
    expect(summary).toContain("A verificação do conteúdo falhou: 2 problemas em data/")
    expect(summary).toContain(`entrada "${galleryId}", campo "title": falta este campo («Título»)`)
    expect(summary).toContain('entrada "produtos-processados", campo "image"')
    // It stopped at the content check: no pages were built.
    expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(false)
  }, 300_000)
})
