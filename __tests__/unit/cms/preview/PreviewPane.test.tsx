// The editor's preview (src/cms/preview/): its data (content.ts) and its pane (PreviewPane.tsx). Its views, each language, each
// keystroke followed, an entry just added: cmsPreview.spec.ts.
import { act, fireEvent, render, screen } from "@testing-library/react"
import { previewData, RENDITIONS, type ContentFiles } from "../../../../src/cms/preview/content"
import { PreviewPane, PREVIEW_TEXTS } from "../../../../src/cms/preview/PreviewPane"
import { CONTENT_FILES } from "../../../../src/content/schema"
import { readRawData } from "../../../data"

const files: ContentFiles = Object.fromEntries(Object.keys(CONTENT_FILES).map((file) => [file, readRawData(file)]))
const assetUrl = (path: string) => `blob:media/${path}`
const photos = readRawData("gallery.json").photos

describe("the preview's data", () => {
  it("gives the Portuguese where the English is empty", () => {
    const service = readRawData("services.json").services[0]
    const untranslated = { ...files, "services.json": { services: [{ ...service, title: { pt: "Só em português", en: "" } }] } }
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

describe("the preview pane", () => {
  const pane = (name: string, content: ContentFiles = files) => (
    <PreviewPane name={name} files={content} assetUrl={assetUrl} document={document} />
  )

  it("keeps the language chosen for the next file", () => {
    const { rerender } = render(pane("services"))
    fireEvent.click(screen.getByRole("button", { name: "English" }))
    rerender(pane("about"))
    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true")
    fireEvent.click(screen.getByRole("button", { name: "Português" }))
  })

  it("says what is missing instead of breaking while a required field is emptied, and comes back", () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    const broken = { ...files, "about.json": { ...files["about.json"]!, location: null } }
    const { rerender } = render(pane("about", broken))
    expect(screen.getByRole("alert")).toHaveTextContent(PREVIEW_TEXTS.failure)
    act(() => rerender(pane("about")))
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("keeps links and dialogs from leaving the preview", () => {
    render(pane("gallery"))
    const link = screen.getAllByRole("link")[0]
    const click = new MouseEvent("click", { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
  })
})
