import { render, screen, fireEvent } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { system } from "../../../../src/theme/system"
import Lightbox, { lightboxSizes } from "../../../../src/components/gallery/Lightbox"
import type { LightboxPhoto } from "../../../../src/lib/galleryPages"
import { InFrame, interfaceTexts } from "../../helpers"

const t = interfaceTexts().gallery

// jsdom has no PointerEvent: a MouseEvent that carries pointerType is enough here.
if (typeof window.PointerEvent === "undefined") {
  class PointerEventPolyfill extends MouseEvent {
    pointerType: string
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init)
      this.pointerType = init.pointerType ?? "mouse"
    }
  }
  ;(window as any).PointerEvent = PointerEventPolyfill
}

const TITLES = ["Um", "Dois", "Três", "Quatro"]

/** A photo's large renditions as the lightbox's JSON carries them (src/build/lightboxPhotos.ts). */
const largeRenditions = (name: string): IGatsbyImageData => ({
  layout: "fullWidth",
  backgroundColor: "#685838",
  width: 1,
  height: 0.75,
  images: {
    fallback: {
      src: `/static/${name}-1600.webp`,
      srcSet: `/static/${name}-800.webp 800w,\n/static/${name}-1600.webp 1600w`,
      sizes: "100vw",
    },
    sources: [{ srcSet: `/static/${name}-800.avif 800w,\n/static/${name}-1600.avif 1600w`, type: "image/avif", sizes: "100vw" }],
  },
})

const itemsOf = (withPhotos: boolean): LightboxPhoto[] =>
  TITLES.map((title, i) => ({
    id: `item-${i}`,
    title,
    description: `Descrição ${title}`,
    alt: `Texto alternativo ${title}`,
    large: withPhotos ? largeRenditions(`foto-${i}`) : null,
  }))
const items = itemsOf(false)

/** This page's thumbnails as the browser chose them: the first two photos only (the others are on another page). */
const thumbnailSrc = (index: number) => (index < 2 ? `/static/foto-${index}-thumb.avif` : null)

function setup(index: number | null, list = items) {
  const onClose = jest.fn()
  const onMove = jest.fn()
  const utils = render(
    <InFrame>
      <ChakraProvider value={system}>
        <Lightbox items={list} index={index} onClose={onClose} onMove={onMove} finalFocusEl={() => null} thumbnailSrc={thumbnailSrc} />
      </ChakraProvider>
    </InFrame>,
  )
  return { ...utils, onClose, onMove }
}

describe("Lightbox", () => {
  it("renders nothing while closed", () => {
    setup(null)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("asks to move with the arrow keys and the previous/next buttons", async () => {
    const { onMove } = setup(0)
    const dialog = await screen.findByRole("dialog")
    fireEvent.keyDown(dialog, { key: "ArrowRight" })
    fireEvent.keyDown(dialog, { key: "ArrowLeft" })
    fireEvent.keyDown(dialog, { key: "ArrowUp" })
    fireEvent.click(screen.getByRole("button", { name: t.lightboxNext }))
    fireEvent.click(screen.getByRole("button", { name: t.lightboxPrevious }))
    expect(onMove.mock.calls).toEqual([["next"], ["prev"], ["next"], ["prev"]])
  })

  it("asks to move on a horizontal touch swipe, not on a mouse drag", async () => {
    const { onMove } = setup(0)
    await screen.findByRole("dialog")
    const area = screen.getByRole("button", { name: t.lightboxClose }).parentElement!
    fireEvent.pointerDown(area, { pointerType: "touch", clientX: 300, clientY: 100 })
    fireEvent.pointerUp(area, { pointerType: "touch", clientX: 100, clientY: 110 })
    fireEvent.pointerDown(area, { pointerType: "mouse", clientX: 300, clientY: 100 })
    fireEvent.pointerUp(area, { pointerType: "mouse", clientX: 100, clientY: 100 })
    expect(onMove.mock.calls).toEqual([["next"]])
  })
})

describe("Lightbox's photo", () => {
  /** The images the open dialog shows (not its hidden neighbours). */
  const shown = (dialog: HTMLElement) => Array.from(dialog.querySelectorAll("img")).filter((img) => !img.closest("[hidden]"))

  it("opens on the page's thumbnail, with the large rendition over it in the same box, sized to the box's width", async () => {
    setup(1, itemsOf(true))
    const dialog = await screen.findByRole("dialog")
    const [standIn, large] = shown(dialog)
    expect(standIn).toHaveAttribute("src", "/static/foto-1-thumb.avif")
    expect(standIn).toHaveAttribute("alt", "")
    expect(large).toHaveAccessibleName("Texto alternativo Dois")
    expect(large).toHaveAttribute("loading", "eager")
    expect(large.srcset).toContain("/static/foto-1-1600.webp 1600w")
    expect(large.sizes).toBe(lightboxSizes(1 / 0.75))
    // Nothing behind the large one but the thumbnail: no colour of its own over it.
    expect(large.style.backgroundColor).toBe("transparent")
    // One box holds both (jsdom keeps no aspect-ratio: the browser test checks they cover each other).
    expect(standIn.parentElement).toBe(large.parentElement!.parentElement)
  })

  it("shows the photo's colour where the page has no thumbnail of it (a photo of another page)", async () => {
    setup(3, itemsOf(true))
    const dialog = await screen.findByRole("dialog")
    expect(shown(dialog).map((img) => img.alt)).toEqual(["Texto alternativo Quatro"])
    expect(dialog.querySelector("[style*='background-color: rgb(104, 88, 56)']")).not.toBeNull()
  })

  it("fetches the neighbours' large renditions, either side and round, but not for a visitor saving data", async () => {
    const neighbours = (dialog: HTMLElement) =>
      Array.from(dialog.querySelectorAll("[hidden] img"), (img) => (img as HTMLImageElement).srcset.split("/static/")[1])
    const first = setup(0, itemsOf(true))
    expect(neighbours(await screen.findByRole("dialog"))).toEqual(["foto-3-800.webp 800w,", "foto-1-800.webp 800w,"])
    for (const img of (await screen.findByRole("dialog")).querySelectorAll("[hidden] img")) expect(img).toHaveAttribute("loading", "eager")
    first.unmount()
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true })
    try {
      setup(0, itemsOf(true))
      expect(neighbours(await screen.findByRole("dialog"))).toEqual([])
    } finally {
      delete (navigator as { connection?: unknown }).connection
    }
  })
})

describe("lightboxSizes", () => {
  it("says how wide the dialog draws the photo, per screen, for its shape", () => {
    expect(lightboxSizes(1.5)).toBe(
      "(min-width: 768px) min(calc(100vw - 48px), 1600px, calc((100vh - 160px) * 1.5)), min(calc(100vw - 24px), calc((100vh - 208px) * 1.5))",
    )
    expect(lightboxSizes(3000 / 4000)).toContain("* 0.75)")
  })
})
