// The lightbox on a later gallery page when the other pages' photos fail to load; when they load: galleryPages.spec.ts.
import { render, screen, waitFor, within, fireEvent } from "@testing-library/react"
import { fakePopover, InFrame } from "../../helpers"
import { GalleryGrid, type GalleryGridItem } from "../../../../src/components/gallery/GalleryGrid"
import { answerLightbox, LIGHTBOX_ID } from "../../../../src/browser/lightbox"

/** The second page of 12 of 30 photos: photos 13 to 24. */
const pageItems: GalleryGridItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: `foto-${i + 12}`,
  title: `Foto ${i + 13}`,
  description: `Descrição ${i + 13}`,
  alt: `Alt ${i + 13}`,
  thumb: null,
  link: { href: `/static/${i + 12}/foto.webp`, ratio: 1.3333 },
}))

beforeAll(() => {
  answerLightbox()
  // jsdom has no popovers: the dialog shows as fakePopover says.
  Object.assign(HTMLElement.prototype, { showPopover() {}, hidePopover() {} })
})

describe("the lightbox on a later gallery page", () => {
  it("goes round this page's photos when the list does not load, and says so in the console", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {})
    const fetchMock = jest.fn(async () => ({ ok: false, status: 503, json: async () => [] }))
    Object.defineProperty(window, "fetch", { configurable: true, writable: true, value: fetchMock })
    render(<GalleryGrid items={pageItems} offset={12} total={30} photosUrl="/static/galeria-bbb.json" />, { wrapper: InFrame })
    // Fetched once the page has loaded, ahead of the first opening.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/static/galeria-bbb.json"))
    await new Promise((resolve) => setTimeout(resolve, 0))
    const dialog = document.getElementById(LIGHTBOX_ID)!
    const popover = fakePopover(dialog, true)
    fireEvent.click(within(screen.getByTestId("gallery-grid")).getAllByRole("link")[0])
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("[galeria]"), expect.any(Error))
    fireEvent.keyDown(document.body, { key: "ArrowLeft" })
    const text = (slot: string) => dialog.querySelector(`[data-${slot}]`)!.textContent
    expect([text("position"), text("title")]).toEqual(["24 de 30", "Foto 24"])
    consoleError.mockRestore()
    popover.restore()
  })
})
