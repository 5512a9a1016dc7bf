import { act, screen } from "@testing-library/react"
import { SplashScreen, resetSplashForTests } from "../../../src/components/layout/SplashScreen"
import { mockStaticQueries, pages, renderWithTheme, site } from "../helpers"

beforeEach(() => {
  jest.useFakeTimers()
  mockStaticQueries()
  resetSplashForTests()
})
afterEach(() => jest.useRealTimers())

describe("SplashScreen", () => {
  it("shows the brand, the loading text from data and a progressbar at 0", () => {
    renderWithTheme(<SplashScreen brand={site.name} />)
    expect(screen.getByText(site.name)).toBeInTheDocument()
    expect(screen.getByText(pages.splash.loadingText)).toBeInTheDocument()
    expect(pages.splash.loadingText).toBe("Carregando experiência agrícola...")
    const bar = screen.getByRole("progressbar")
    expect(bar).toHaveAttribute("aria-valuenow", "0")
    expect(bar).toHaveAttribute("aria-valuemin", "0")
    expect(bar).toHaveAttribute("aria-valuemax", "100")
    expect(screen.getByTestId("splash-percent")).toHaveTextContent("0%")
  })

  it("counts up with the percentage and the progressbar value, and is gone at 2500 ms", () => {
    renderWithTheme(<SplashScreen brand={site.name} />)
    act(() => {
      jest.advanceTimersByTime(1000)
    })
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40")
    expect(screen.getByTestId("splash-percent")).toHaveTextContent("40%")
    act(() => {
      jest.advanceTimersByTime(1450)
    })
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "98")
    act(() => {
      jest.advanceTimersByTime(50)
    })
    expect(screen.queryByTestId("splash")).not.toBeInTheDocument()
  })

  it("hides itself without JavaScript (noscript style) and has a CSS failsafe", () => {
    const { container } = renderWithTheme(<SplashScreen brand={site.name} />)
    const splash = container.querySelector("#splash")
    expect(splash).not.toBeNull()
    expect(splash?.querySelector("style")?.innerHTML).toMatch(/#splash\{animation:[^}]+forwards\}/)
    expect(splash?.querySelector("noscript")).not.toBeNull()
  })

  it("is not shown again after a client-side navigation remounts the frame", () => {
    const first = renderWithTheme(<SplashScreen brand={site.name} />)
    act(() => {
      jest.advanceTimersByTime(2500)
    })
    first.unmount()
    renderWithTheme(<SplashScreen brand={site.name} />)
    expect(screen.queryByTestId("splash")).not.toBeInTheDocument()
  })

  it("makes the page beneath it inert while it shows, and gives it back when it goes", () => {
    renderWithTheme(
      <div>
        <a href="/galeria">Galeria</a>
        <main>conteúdo</main>
        <SplashScreen brand={site.name} />
      </div>,
    )
    const link = screen.getByRole("link", { name: "Galeria", hidden: true })
    const main = screen.getByText("conteúdo")
    expect(link).toHaveAttribute("inert")
    expect(main).toHaveAttribute("inert")
    expect(screen.getByTestId("splash")).not.toHaveAttribute("inert")
    act(() => {
      jest.advanceTimersByTime(2500)
    })
    expect(link).not.toHaveAttribute("inert")
    expect(main).not.toHaveAttribute("inert")
  })
})
