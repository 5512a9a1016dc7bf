import * as React from "react"
import { screen } from "@testing-library/react"
import { ErrorBoundary } from "../../../../src/components/frame/ErrorBoundary"
import { ROUTES } from "../../../../src/i18n/routes"
import { interfaceTexts, renderWithTheme } from "../../helpers"

const t = interfaceTexts().errorScreen

function Broken({ message }: { message: string }): React.ReactElement {
  throw new Error(message)
}

const boundary = (pathname: string, child: React.ReactNode) => <ErrorBoundary pathname={pathname}>{child}</ErrorBoundary>

// A page that renders without throwing: every browser spec (routes.spec.ts fails on any console error).
describe("ErrorBoundary", () => {
  let consoleError: jest.SpyInstance
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => {})
  })
  afterEach(() => consoleError.mockRestore())

  it("shows the error screen with its title, explanation and links when a page throws", () => {
    renderWithTheme(boundary(ROUTES.gallery.pt, <Broken message="falhou a galeria" />))
    expect(screen.getByRole("heading", { level: 1, name: t.title })).toBeInTheDocument()
    expect(screen.getByText(t.text)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: t.reload })).toHaveAttribute("href", ROUTES.gallery.pt)
    expect(screen.getByRole("link", { name: t.home })).toHaveAttribute("href", ROUTES.home.pt)
    expect(screen.getByRole("alert")).toBeInTheDocument()
  })

  it("logs the error with the page's path", () => {
    renderWithTheme(boundary(ROUTES.responsibility.pt, <Broken message="dados em falta" />))
    const ours = consoleError.mock.calls.find((call) => String(call[0]).startsWith("Unexpected Application Error"))
    expect(ours![0]).toContain(ROUTES.responsibility.pt)
    expect(ours![1]).toEqual(new Error("dados em falta"))
  })

  it("keeps the error screen on a re-render of the same page, and clears it when the visitor goes to another", () => {
    const { rerender } = renderWithTheme(boundary(ROUTES.gallery.pt, <Broken message="x" />))
    rerender(boundary(ROUTES.gallery.pt, <Broken message="x" />))
    expect(screen.getByText(t.title)).toBeInTheDocument()
    rerender(boundary(ROUTES.home.pt, <p>Página inicial</p>))
    expect(screen.queryByText(t.title)).not.toBeInTheDocument()
    expect(screen.getByText("Página inicial")).toBeInTheDocument()
  })
})
