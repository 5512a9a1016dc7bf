// The editor's preview pane (src/cms/preview/PreviewPane.tsx); every file's view, each keystroke followed: cmsPreview.spec.ts.
import { act, fireEvent, render, screen } from "@testing-library/react"
import type { ContentFiles } from "../../../../src/cms/preview/content"
import { PreviewPane, PREVIEW_TEXTS } from "../../../../src/cms/preview/PreviewPane"
import { CONTENT_FILES } from "../../../../src/content/schema"
import { readRawData } from "../../../data"

const files: ContentFiles = Object.fromEntries(Object.keys(CONTENT_FILES).map((file) => [file, readRawData(file)]))
const assetUrl = (path: string) => `blob:media/${path}`

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
