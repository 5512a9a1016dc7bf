import { render, screen, fireEvent, waitFor } from "@testing-library/react"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { system } from "../../../../src/theme/system"
import Lightbox, { lightboxSizes, type LightboxItem } from "../../../../src/components/gallery/Lightbox"
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

const items: LightboxItem[] = ["Um", "Dois", "Três"].map((title, i) => ({
  id: `item-${i}`,
  title,
  description: `Descrição ${title}`,
  alt: `Texto alternativo ${title}`,
  large: null,
}))

function setup(index: number | null) {
  const onClose = jest.fn()
  const onMove = jest.fn()
  const utils = render(
    <InFrame>
      <ChakraProvider value={system}>
        <Lightbox items={items} index={index} onClose={onClose} onMove={onMove} finalFocusEl={() => null} />
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

  it("shows the image's title, description and position when open", async () => {
    setup(1)
    const dialog = await screen.findByRole("dialog")
    expect(dialog).toHaveAccessibleName("Dois")
    expect(dialog).toHaveAccessibleDescription("Descrição Dois")
    expect(screen.getByText("2 de 3")).toBeInTheDocument()
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

  it("asks to close from the close button", async () => {
    const { onClose } = setup(2)
    await screen.findByRole("dialog")
    fireEvent.click(screen.getByRole("button", { name: t.lightboxClose }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
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
