/**
 * The editor's live preview pane (src/cms/preview/PreviewPane.tsx): every content file's view
 * renders with the site's components, in the chosen language, following the entry; a file with a
 * required field emptied shows a notice until it is filled; links do not leave the preview.
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import type { ContentFiles } from "../../../../src/cms/preview/content"
import { PreviewPane, PREVIEW_TEXTS } from "../../../../src/cms/preview/PreviewPane"
import { VIEWS } from "../../../../src/cms/preview/views"
import { CONTENT_FILES } from "../../../../src/content/schema"
import { readRawData } from "../../../data"

const files: ContentFiles = Object.fromEntries(Object.keys(CONTENT_FILES).map((file) => [file, readRawData(file)]))
const assetUrl = (path: string) => `blob:media/${path}`
const services = readRawData("services.json").services

describe("the preview pane", () => {
  const pane = (name: string, content: ContentFiles = files) => (
    <PreviewPane name={name} files={content} assetUrl={assetUrl} document={document} />
  )

  it.each(Object.keys(VIEWS))("shows %s with the site's components", async (name) => {
    // The contact form's island loads its chunk at once (nothing rendered it on a server).
    const { unmount } = await act(async () => render(pane(name)))
    expect(screen.queryByRole("alert")).toBeNull()
    expect(document.body.textContent!.length).toBeGreaterThan(200)
    unmount()
  })

  it("switches language, and keeps the choice for the next file", () => {
    const { rerender } = render(pane("services"))
    const card = () => screen.getAllByTestId("service-card")[0]
    expect(within(card()).getByRole("heading")).toHaveTextContent(services[0].title.pt)
    fireEvent.click(screen.getByRole("button", { name: "English" }))
    expect(within(card()).getByRole("heading")).toHaveTextContent(services[0].title.en)
    expect(document.documentElement.lang).toBe("en")
    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true")
    rerender(pane("about"))
    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true")
    fireEvent.click(screen.getByRole("button", { name: "Português" }))
  })

  it("follows the entry as the maintainer types", () => {
    const typed = (title: string) => ({ ...files, "services.json": { services: [{ ...services[0], title: { pt: title } }] } })
    const { rerender } = render(pane("services", typed("C")))
    rerender(pane("services", typed("Co")))
    expect(screen.getByTestId("service-card")).toHaveTextContent("Co")
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
