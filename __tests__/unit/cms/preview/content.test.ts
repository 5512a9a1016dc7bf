// The preview's data (src/cms/preview/content.ts). Its views, each language, an entry just added: cmsPreview.spec.ts.
import { previewData, RENDITIONS, type ContentFiles } from "../../../../src/cms/preview/content"
import { CONTENT_FILES } from "../../../../src/content/schema"
import { readRawData } from "../../../data"

const files: ContentFiles = Object.fromEntries(Object.keys(CONTENT_FILES).map((file) => [file, readRawData(file)]))
const assetUrl = (path: string) => `blob:media/${path}`
const services = readRawData("services.json").services
const photos = readRawData("gallery.json").photos

describe("the preview's data", () => {
  it("gives the Portuguese where the English is empty", () => {
    const untranslated = { ...files, "services.json": { services: [{ ...services[0], title: { pt: "Só em português", en: "" } }] } }
    expect(previewData(untranslated, "en", assetUrl).services[0].title).toBe("Só em português")
  })

  it("shows each photo from the editor's media, at the rendition the page's query asks for", () => {
    const data = previewData(files, "pt", assetUrl)
    expect(data.gallery.items[0].thumb).toMatchObject({
      images: { fallback: { src: `blob:media/${photos[0].image}` } },
      width: RENDITIONS.galleryThumb.width,
      height: RENDITIONS.galleryThumb.height,
    })
    expect(data.slides[0].image.childImageSharp?.gatsbyImageData).toMatchObject({ layout: "fullWidth" })
    expect(data.teaser).toHaveLength(6)
  })

  it("shows the gallery's page, as the site cuts it, that holds the photo changed last", () => {
    const many = Array.from({ length: 300 }, (_, index) => ({ ...photos[index % photos.length], id: `foto-${index}` }))
    const data = previewData({ ...files, "gallery.json": { photos: many } }, "pt", assetUrl, 250)
    expect(data.gallery).toMatchObject({ page: 7, pageCount: 9, skip: 216, total: 300 })
    expect(data.gallery.items.map((photo) => photo.id)).toEqual(many.slice(216, 252).map((photo) => photo.id))
    expect(data.teaser.map((photo) => photo.id)).toEqual(many.slice(0, 6).map((photo) => photo.id))
    expect(previewData(files, "pt", assetUrl, 250).gallery).toMatchObject({ page: 1, pageCount: 1, skip: 0 })
  })
})
