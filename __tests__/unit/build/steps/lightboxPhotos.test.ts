/** @jest-environment node */
// The built file itself (content-hashed, every photo in order): __tests__/build/gallery.test.ts.
import fs from "fs"
import os from "os"
import path from "path"
import { writeLightboxPhotos } from "../../../../src/build/steps/lightboxPhotos"
import type { LightboxPhoto } from "../../../../src/lib/galleryPages"

const photo = (id: string): LightboxPhoto => ({ id, title: `Título ${id}`, description: "Descrição", alt: "Alt", large: null })

describe("writeLightboxPhotos", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lightbox-photos-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("replaces an earlier build's file, and leaves other files alone", () => {
    const first = writeLightboxPhotos(dir, [photo("a")])
    fs.writeFileSync(path.join(dir, "static", "other.json"), "{}")
    const second = writeLightboxPhotos(dir, [photo("a"), photo("c")])
    expect(second).not.toBe(first)
    expect(fs.readdirSync(path.join(dir, "static")).sort()).toEqual([path.basename(second), "other.json"].sort())
  })
})
