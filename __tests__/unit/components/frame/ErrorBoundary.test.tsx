import * as React from "react"
import { render, screen } from "@testing-library/react"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { system } from "../../../../src/theme/system"
import { ErrorBoundary } from "../../../../src/components/frame/ErrorBoundary"
import { ROUTES } from "../../../../src/i18n/routes"
import { InFrame, interfaceTexts } from "../../helpers"

const t = interfaceTexts().errorScreen

function Broken({ message }: { message: string }): React.ReactElement {
  throw new Error(message)
}

const renderAt = (pathname: string, child: React.ReactNode) =>
  render(
    <InFrame>
      <ChakraProvider value={system}>
        <ErrorBoundary pathname={pathname}>{child}</ErrorBoundary>
      </ChakraProvider>
    </InFrame>,
  )

describe("ErrorBoundary", () => {
  let consoleError: jest.SpyInstance
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => {})
  })
  afterEach(() => consoleError.mockRestore())

  it("renders the page when nothing throws", () => {
    renderAt(ROUTES.gallery.pt, <p>Conteúdo da página</p>)
    expect(screen.getByText("Conteúdo da página")).toBeInTheDocument()
    expect(screen.queryByText(t.title)).not.toBeInTheDocument()
    expect(consoleError).not.toHaveBeenCalled()
  })

  it("shows the error screen with its title, explanation and links when a page throws", () => {
    renderAt(ROUTES.gallery.pt, <Broken message="falhou a galeria" />)
    expect(screen.getByRole("heading", { level: 1, name: t.title })).toBeInTheDocument()
    expect(screen.getByText(t.text)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: t.reload })).toHaveAttribute("href", ROUTES.gallery.pt)
    expect(screen.getByRole("link", { name: t.home })).toHaveAttribute("href", ROUTES.home.pt)
    expect(screen.getByRole("alert")).toBeInTheDocument()
  })

  it("logs the error with the page's path", () => {
    renderAt(ROUTES.responsibility.pt, <Broken message="dados em falta" />)
    const ours = consoleError.mock.calls.find((call) => String(call[0]).startsWith("Unexpected Application Error"))
    expect(ours).toBeDefined()
    expect(ours![0]).toContain(ROUTES.responsibility.pt)
    expect(ours![1]).toBeInstanceOf(Error)
    expect((ours![1] as Error).message).toBe("dados em falta")
  })

  it("clears the error when the visitor goes to another page", () => {
    const { rerender } = renderAt(ROUTES.gallery.pt, <Broken message="x" />)
    expect(screen.getByText(t.title)).toBeInTheDocument()
    rerender(
      <InFrame>
        <ChakraProvider value={system}>
          <ErrorBoundary pathname={ROUTES.home.pt}>
            <p>Página inicial</p>
          </ErrorBoundary>
        </ChakraProvider>
      </InFrame>,
    )
    expect(screen.queryByText(t.title)).not.toBeInTheDocument()
    expect(screen.getByText("Página inicial")).toBeInTheDocument()
  })

  it("keeps showing the error screen on re-render of the same page", () => {
    const { rerender } = renderAt(ROUTES.gallery.pt, <Broken message="x" />)
    rerender(
      <InFrame>
        <ChakraProvider value={system}>
          <ErrorBoundary pathname={ROUTES.gallery.pt}>
            <Broken message="x" />
          </ErrorBoundary>
        </ChakraProvider>
      </InFrame>,
    )
    expect(screen.getByText(t.title)).toBeInTheDocument()
  })
})
