/**
 * A real `gatsby build` on a broken copy of data/ must fail, naming the file,
 * the entry and the field, in Portuguese. It runs in a scratch project (a copy of this
 * one's code, its node_modules linked) so it never touches this project's .cache or public/.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const root = path.resolve(__dirname, "../..")
// Gatsby compiles gatsby-*.ts with Parcel, which does not follow symlinks: copy the code, link node_modules.
const copied = ["src", "static", "plugins", "package.json", "tsconfig.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"]

function scratchProject() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "broken-site-"))
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"))
  for (const name of [...copied, "data"]) fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true })
  return dir
}

const editJson = (file: string, edit: (value: any) => void) => {
  const value = JSON.parse(fs.readFileSync(file, "utf8"))
  edit(value)
  fs.writeFileSync(file, JSON.stringify(value, null, 2))
}

describe("gatsby build with broken content", () => {
  let dir: string
  beforeAll(() => {
    dir = scratchProject()
  })
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("fails with a report naming the file, the entry and the field", () => {
    const data = path.join(dir, "data")
    let galleryId = ""
    editJson(path.join(data, "gallery.json"), (gallery) => {
      galleryId = gallery.photos[7].id
      delete gallery.photos[7].title
    })
    editJson(path.join(data, "slides.json"), (slides) => {
      slides.slides[2].image = "images/foto-inexistente.jpg"
    })

    const result = spawnSync(process.execPath, [path.join(root, "node_modules/gatsby/cli.js"), "build"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NODE_ENV: "production" },
      timeout: 240_000,
    })
    const output = `${result.stdout}\n${result.stderr}`

    expect(result.status).not.toBe(0)
    expect(output).toContain("A verificação do conteúdo falhou: 2 problemas em data/")
    expect(output).toContain("data/gallery.json")
    expect(output).toContain(`entrada "${galleryId}", campo "title": falta este campo («Título»). Acrescente-o.`)
    expect(output).toContain("data/slides.json")
    expect(output).toContain('entrada "produtos-processados", campo "image": o ficheiro de imagem "images/foto-inexistente.jpg" não existe')
    // It stopped at the content check: no pages were built.
    expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(false)
  }, 300_000)
})
