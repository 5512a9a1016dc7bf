import type * as React from "react"
import { act, fireEvent, render as plainRender, screen, waitFor, within } from "@testing-library/react"
import { fakePopover, InFrame, interfaceTexts } from "../../helpers"
import { GalleryGrid, type GalleryGridItem } from "../../../../src/components/gallery/GalleryGrid"
import type { LightboxPhoto } from "../../../../src/lib/galleryPages"
import { EARLY_LIGHTBOX_ID } from "../../../../src/browser/earlyInput"
import { imageData } from "../../../../src/lib/imageData"

// Called once per thumbnail each time the grid renders: what shows whether a lightbox change re-renders it.
jest.mock("../../../../src/lib/imageData", () => {
  const actual = jest.requireActual("../../../../src/lib/imageData")
  return { ...actual, imageData: jest.fn(actual.imageData) }
})

const render = (ui: React.ReactElement) => plainRender(ui, { wrapper: InFrame })

const photo = (i: number): LightboxPhoto => ({
  id: `foto-${i}`,
  title: `Foto ${i + 1}`,
  description: `Descrição ${i + 1}`,
  alt: `Alt ${i + 1}`,
  large: null,
})
const everyPhoto = Array.from({ length: 30 }, (_, i) => photo(i))
/** The second page of 12: photos 13 to 24. */
const pageItems = everyPhoto.slice(12, 24).map(({ large: _large, ...text }, i) => ({
  ...text,
  thumb: null,
  link: { href: `/static/${i}/foto-1200.webp`, ratio: 1.3333 },
})) satisfies GalleryGridItem[]

function mockFetch(answer: () => Promise<unknown>) {
  const fetchMock = jest.fn(answer)
  Object.defineProperty(window, "fetch", { configurable: true, writable: true, value: fetchMock })
  return fetchMock
}

/** Lets the frame after a hover or focus be painted: the grid fetches the lightbox's code and photos then. */
const afterPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))

const thumbs = () => within(screen.getByTestId("gallery-grid")).getAllByRole("link")

describe("GalleryGrid on a later page, once the Chakra lightbox is ready", () => {
  it("fetches every photo once, at the first sign of intent, and opens at the photo's place in the whole gallery", async () => {
    const fetchMock = mockFetch(async () => ({ ok: true, status: 200, json: async () => everyPhoto }))
    render(<GalleryGrid items={pageItems} offset={12} total={30} photosUrl="/static/galeria-aaa.json" />)
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => {
      thumbs()[0].focus()
      fireEvent.pointerOver(thumbs()[1])
    })
    // Not inside the event: on a phone it is the tap's own, and its frame comes first.
    expect(fetchMock).not.toHaveBeenCalled()
    await afterPaint()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => {
      expect(fireEvent.click(thumbs()[0])).toBe(false)
    })
    const dialog = await screen.findByRole("dialog")
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith("/static/galeria-aaa.json")
    expect(within(dialog).getByTestId("lightbox-position")).toHaveTextContent("13 de 30")
    fireEvent.keyDown(dialog, { key: "ArrowLeft" })
    expect(within(dialog).getByTestId("lightbox-position")).toHaveTextContent("12 de 30")
    expect(within(dialog).getByRole("heading", { name: "Foto 12" })).toBeInTheDocument()
  })

  it("opens, moves and closes without rendering the thumbnails again (src/build/webpackConfig.ts has why it matters)", async () => {
    mockFetch(async () => ({ ok: true, status: 200, json: async () => everyPhoto }))
    render(<GalleryGrid items={pageItems} offset={12} total={30} photosUrl="/static/galeria-eee.json" />)
    await act(async () => {
      fireEvent.pointerOver(thumbs()[0])
    })
    await afterPaint()
    const renders = jest.mocked(imageData).mock.calls.length
    await act(async () => {
      fireEvent.click(thumbs()[0])
    })
    const dialog = await screen.findByRole("dialog")
    fireEvent.keyDown(dialog, { key: "ArrowRight" })
    expect(within(dialog).getByTestId("lightbox-position")).toHaveTextContent("14 de 30")
    fireEvent.click(within(dialog).getByRole("button", { name: interfaceTexts().gallery.lightboxClose }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(jest.mocked(imageData).mock.calls.length).toBe(renders)
  })

  it("takes over only while the page's own lightbox is closed, also when it opens again before the take-over commits", async () => {
    mockFetch(async () => ({ ok: true, status: 200, json: async () => everyPhoto }))
    render(<GalleryGrid items={pageItems} offset={12} total={30} photosUrl="/static/galeria-ddd.json" />)
    const early = fakePopover(document.getElementById(EARLY_LIGHTBOX_ID)!, true)
    await act(async () => {
      fireEvent.pointerOver(thumbs()[0])
    })
    await afterPaint()
    // Ready, but the visitor has the page's own open: its links stay its own.
    expect(thumbs()[0]).toHaveAttribute("data-photo-ratio")
    await act(async () => {
      early.toggle(false)
      // Opened again in the same task, before the take-over (a transition) renders.
      early.toggle(true, false)
    })
    expect(thumbs()[0]).toHaveAttribute("data-photo-ratio")
    await act(async () => early.toggle(false))
    expect(thumbs()[0]).not.toHaveAttribute("data-photo-ratio")
    early.restore()
  })

  it("goes through this page's photos when the file does not load, and says so in the console", async () => {
    mockFetch(async () => ({ ok: false, status: 503, json: async () => [] }))
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {})
    render(<GalleryGrid items={pageItems} offset={12} total={30} photosUrl="/static/galeria-bbb.json" />)
    await act(async () => {
      fireEvent.pointerOver(thumbs()[2])
    })
    await afterPaint()
    await act(async () => {
      fireEvent.click(thumbs()[2])
    })
    const dialog = await screen.findByRole("dialog")
    expect(within(dialog).getByTestId("lightbox-position")).toHaveTextContent("3 de 12")
    expect(within(dialog).getByRole("heading", { name: "Foto 15" })).toBeInTheDocument()
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("[galeria]"), expect.any(Error))
    consoleError.mockRestore()
  })
})
