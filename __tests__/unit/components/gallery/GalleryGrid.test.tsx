// The lightbox on a later gallery page when the other pages' photos fail to load; when they load: galleryPages.spec.ts.
import { render, screen, waitFor, within, fireEvent } from "@testing-library/react"
import { fakePopover, InFrame } from "../../helpers"
import { GalleryGrid, type GalleryGridItem } from "../../../../src/components/gallery/GalleryGrid"
import type { LightboxPhoto } from "../../../../src/lib/galleryPages"
import { answerLightbox, LIGHTBOX_ID } from "../../../../src/browser/lightbox"

const large = (i: number) => ({
  layout: "fullWidth" as const,
  width: 1,
  height: 0.75,
  images: {
    fallback: { src: `/static/${i}/foto-1200.webp`, srcSet: `/static/${i}/foto-800.webp 800w,\n/static/${i}/foto-1200.webp 1200w` },
  },
})
const everyPhoto: LightboxPhoto[] = Array.from({ length: 30 }, (_, i) => ({
  id: `foto-${i}`,
  title: `Foto ${i + 1}`,
  description: `Descrição ${i + 1}`,
  alt: `Alt ${i + 1}`,
  large: large(i),
}))
/** The second page of 12: photos 13 to 24. */
const pageItems = everyPhoto.slice(12, 24).map(({ large: _large, ...text }, i) => ({
  ...text,
  thumb: null,
  link: { href: `/static/${i + 12}/foto-1200.webp`, ratio: 1.3333 },
})) satisfies GalleryGridItem[]

beforeAll(() => {
  answerLightbox()
  // jsdom has no popovers: the dialog shows as fakePopover says.
  Object.assign(HTMLElement.prototype, { showPopover() {}, hidePopover() {} })
})

async function openFirst(url: string, answer: () => Promise<unknown>) {
  const fetchMock = jest.fn(answer)
  Object.defineProperty(window, "fetch", { configurable: true, writable: true, value: fetchMock })
  render(<GalleryGrid items={pageItems} offset={12} total={30} photosUrl={url} />, { wrapper: InFrame })
  // Fetched once the page has loaded, ahead of the first opening.
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(url))
  await new Promise((resolve) => setTimeout(resolve, 0))
  const dialog = document.getElementById(LIGHTBOX_ID)!
  const popover = fakePopover(dialog, true)
  fireEvent.click(within(screen.getByTestId("gallery-grid")).getAllByRole("link")[0])
  const text = (slot: string) => dialog.querySelector(`[data-${slot}]`)!.textContent
  return { dialog, text, done: () => popover.restore() }
}

describe("the lightbox on a later gallery page", () => {
  it("goes round this page's photos when the list does not load, and says so in the console", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {})
    const { text, done } = await openFirst("/static/galeria-bbb.json", async () => ({ ok: false, status: 503, json: async () => [] }))
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("[galeria]"), expect.any(Error))
    fireEvent.keyDown(document.body, { key: "ArrowLeft" })
    expect([text("position"), text("title")]).toEqual(["24 de 30", "Foto 24"])
    consoleError.mockRestore()
    done()
  })
})
