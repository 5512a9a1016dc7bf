/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { writeLightboxPhotos } from "../../../src/build/lightboxPhotos"
import type { LightboxPhoto } from "../../../src/lib/galleryPages"

const photo = (id: string): LightboxPhoto => ({ id, title: `Título ${id}`, description: "Descrição", alt: "Alt", large: null })

describe("writeLightboxPhotos", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lightbox-photos-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("writes every photo under /static/ with its content hash in the name", () => {
    const url = writeLightboxPhotos(dir, [photo("a"), photo("b")])
    expect(url).toMatch(/^\/static\/galeria-[0-9a-f]{12}\.json$/)
    expect(JSON.parse(fs.readFileSync(path.join(dir, url), "utf8"))).toEqual([photo("a"), photo("b")])
    expect(writeLightboxPhotos(dir, [photo("a"), photo("b")])).toBe(url)
  })

  it("replaces an earlier build's file, and leaves other files alone", () => {
    const first = writeLightboxPhotos(dir, [photo("a")])
    fs.writeFileSync(path.join(dir, "static", "other.json"), "{}")
    const second = writeLightboxPhotos(dir, [photo("a"), photo("c")])
    expect(second).not.toBe(first)
    expect(fs.readdirSync(path.join(dir, "static")).sort()).toEqual([path.basename(second), "other.json"].sort())
  })
})
