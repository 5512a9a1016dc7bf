import * as React from "react"
import { render, screen } from "@testing-library/react"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { system } from "../../../../src/theme/system"
import { ErrorBoundary } from "../../../../src/components/frame/ErrorBoundary"
import { ERROR_HOME_LABEL, ERROR_RELOAD_LABEL, ERROR_TEXT, ERROR_TITLE } from "../../../../src/components/frame/ErrorScreen"

function Broken({ message }: { message: string }): React.ReactElement {
  throw new Error(message)
}

const renderAt = (pathname: string, child: React.ReactNode) =>
  render(
    <ChakraProvider value={system}>
      <ErrorBoundary pathname={pathname}>{child}</ErrorBoundary>
    </ChakraProvider>,
  )

describe("ErrorBoundary", () => {
  let consoleError: jest.SpyInstance
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => {})
  })
  afterEach(() => consoleError.mockRestore())

  it("renders the page when nothing throws", () => {
    renderAt("/galeria", <p>Conteúdo da página</p>)
    expect(screen.getByText("Conteúdo da página")).toBeInTheDocument()
    expect(screen.queryByText(ERROR_TITLE)).not.toBeInTheDocument()
    expect(consoleError).not.toHaveBeenCalled()
  })

  it("shows the error screen with its title, explanation and links when a page throws", () => {
    renderAt("/galeria", <Broken message="falhou a galeria" />)
    expect(screen.getByRole("heading", { level: 1, name: ERROR_TITLE })).toBeInTheDocument()
    expect(screen.getByText(ERROR_TEXT)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: ERROR_RELOAD_LABEL })).toHaveAttribute("href", "/galeria")
    expect(screen.getByRole("link", { name: ERROR_HOME_LABEL })).toHaveAttribute("href", "/")
    expect(screen.getByRole("alert")).toBeInTheDocument()
  })

  it("logs the error with the page's path", () => {
    renderAt("/responsabilidade-social", <Broken message="dados em falta" />)
    const ours = consoleError.mock.calls.find((call) => String(call[0]).startsWith("Unexpected Application Error"))
    expect(ours).toBeDefined()
    expect(ours![0]).toContain("/responsabilidade-social")
    expect(ours![1]).toBeInstanceOf(Error)
    expect((ours![1] as Error).message).toBe("dados em falta")
  })

  it("clears the error when the visitor goes to another page", () => {
    const { rerender } = renderAt("/galeria", <Broken message="x" />)
    expect(screen.getByText(ERROR_TITLE)).toBeInTheDocument()
    rerender(
      <ChakraProvider value={system}>
        <ErrorBoundary pathname="/">
          <p>Página inicial</p>
        </ErrorBoundary>
      </ChakraProvider>,
    )
    expect(screen.queryByText(ERROR_TITLE)).not.toBeInTheDocument()
    expect(screen.getByText("Página inicial")).toBeInTheDocument()
  })

  it("keeps showing the error screen on re-render of the same page", () => {
    const { rerender } = renderAt("/galeria", <Broken message="x" />)
    rerender(
      <ChakraProvider value={system}>
        <ErrorBoundary pathname="/galeria">
          <Broken message="x" />
        </ErrorBoundary>
      </ChakraProvider>,
    )
    expect(screen.getByText(ERROR_TITLE)).toBeInTheDocument()
  })
})
