/** @jest-environment node */
// The built file itself (content-hashed, every photo in order): __tests__/build/gallery.test.ts.
import fs from "fs"
import path from "path"
import { writeLightboxPhotos } from "../../../../src/build/steps/lightboxPhotos"
import type { LightboxPhoto } from "../../../../src/lib/galleryPages"
import { tempDir } from "../../tempDir"

const photo = (id: string): LightboxPhoto => ({ id, title: `Título ${id}`, description: "Descrição", alt: "Alt", large: null })

describe("writeLightboxPhotos", () => {
  const dir = tempDir("lightbox-photos-")

  it("replaces an earlier build's file, and leaves other files alone", () => {
    const first = writeLightboxPhotos(dir(), [photo("a")])
    fs.writeFileSync(path.join(dir(), "static", "other.json"), "{}")
    const second = writeLightboxPhotos(dir(), [photo("a"), photo("c")])
    expect(second).not.toBe(first)
    expect(fs.readdirSync(path.join(dir(), "static")).sort()).toEqual([path.basename(second), "other.json"].sort())
  })
})
