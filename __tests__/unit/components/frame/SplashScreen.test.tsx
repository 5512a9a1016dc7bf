import * as React from "react"
import { act, screen } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
// The Node build: jsdom has no TextEncoder for the browser build.
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server")
import fs from "fs"
import path from "path"
import { SplashScreen, resetSplashForTests } from "../../../../src/components/frame/SplashScreen"
import { SPLASH_DURATION_MS, SPLASH_FAILSAFE_MS, resetSplashClock, splashClock } from "../../../../src/browser/splash"
import { interfaceTexts, pages, renderWithTheme, setFrame, site } from "../../helpers"

/** The splash as PageFrame renders it on a Portuguese page. */
const splashProps = { brand: site.name, text: pages.splash.loadingText, progressLabel: interfaceTexts().frame.splashProgressLabel }

beforeEach(() => {
  jest.useFakeTimers()
  setFrame()
  resetSplashForTests()
  resetSplashClock()
})
afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ""
})

const shown = () => ({
  valuenow: document.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow"),
  text: document.querySelector('[data-testid="splash-percent"]')?.textContent,
})

/** The first animation frame after mount: time zero where there is no Paint Timing (jsdom). */
const firstFrame = () =>
  act(() => {
    jest.advanceTimersByTime(16)
  })

describe("SplashScreen", () => {
  it("shows the brand, the loading text from data and a progressbar at 0", () => {
    renderWithTheme(<SplashScreen {...splashProps} />)
    expect(screen.getByText(site.name)).toBeInTheDocument()
    expect(screen.getByText(pages.splash.loadingText)).toBeInTheDocument()
    expect(pages.splash.loadingText).toBe("Carregando experiência agrícola...")
    const bar = screen.getByRole("progressbar")
    expect(bar).toHaveAttribute("aria-valuenow", "0")
    expect(bar).toHaveAttribute("aria-valuemin", "0")
    expect(bar).toHaveAttribute("aria-valuemax", "100")
    expect(screen.getByTestId("splash-percent")).toHaveTextContent("0%")
  })

  it("counts up with the percentage and the progressbar value, and is gone 2500 ms after the first paint", () => {
    renderWithTheme(<SplashScreen {...splashProps} />)
    firstFrame()
    act(() => {
      jest.advanceTimersByTime(1000)
    })
    expect(shown()).toEqual({ valuenow: "40", text: "40%" })
    act(() => {
      jest.advanceTimersByTime(1450)
    })
    expect(shown()).toEqual({ valuenow: "98", text: "98%" })
    act(() => {
      jest.advanceTimersByTime(50)
    })
    expect(screen.queryByTestId("splash")).not.toBeInTheDocument()
  })

  it("has no <style> of its own in the body; its CSS failsafe is in the stylesheet, after the count's end", () => {
    const { container } = renderWithTheme(<SplashScreen {...splashProps} />)
    expect(container.querySelector("#splash")).not.toBeNull()
    expect(container.querySelector("style, noscript")).toBeNull()
    const css = fs.readFileSync(path.join(__dirname, "../../../../src/components/frame/SplashScreen.module.css"), "utf8")
    expect(css).toMatch(new RegExp(`\\.splash \\{\\s*animation: failsafe [\\d.]+s ease-in ${SPLASH_FAILSAFE_MS}ms forwards;`))
    expect(css).toMatch(/\.splash\[hidden\] \{\s*display: none;/)
  })

  it("is not shown again after a client-side navigation remounts the frame", () => {
    const first = renderWithTheme(<SplashScreen {...splashProps} />)
    firstFrame()
    act(() => {
      jest.advanceTimersByTime(SPLASH_DURATION_MS)
    })
    first.unmount()
    renderWithTheme(<SplashScreen {...splashProps} />)
    expect(screen.queryByTestId("splash")).not.toBeInTheDocument()
  })

  it("makes the page beneath it inert while it shows, and gives it back when it goes", () => {
    renderWithTheme(
      <div>
        <a href="/galeria">Galeria</a>
        <main>conteúdo</main>
        <SplashScreen {...splashProps} />
      </div>,
    )
    const link = screen.getByRole("link", { name: "Galeria", hidden: true })
    const main = screen.getByText("conteúdo")
    expect(link).toHaveAttribute("inert")
    expect(main).toHaveAttribute("inert")
    expect(screen.getByTestId("splash")).not.toHaveAttribute("inert")
    firstFrame()
    act(() => {
      jest.advanceTimersByTime(SPLASH_DURATION_MS)
    })
    expect(link).not.toHaveAttribute("inert")
    expect(main).not.toHaveAttribute("inert")
  })
})

describe("SplashScreen hydrating over the server's markup, whose clock already runs", () => {
  /** The server's HTML in the page, and the inline script's clock started on it. */
  function serverPage() {
    const ui = (
      <div>
        <main>conteúdo</main>
        <SplashScreen {...splashProps} />
      </div>
    )
    const container = document.createElement("div")
    container.innerHTML = renderToString(ui)
    document.body.appendChild(container)
    splashClock()
    return { ui, container }
  }

  function hydrate(ui: React.ReactElement, container: Element) {
    const recoverable = jest.fn()
    act(() => {
      hydrateRoot(container, ui, { onRecoverableError: recoverable })
    })
    return recoverable
  }

  it("continues the count from where it is: no restart, no jump back, aria-valuenow matches the figure", () => {
    const { ui, container } = serverPage()
    jest.advanceTimersByTime(16 + 1200)
    expect(shown()).toEqual({ valuenow: "48", text: "48%" })
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const recoverable = hydrate(ui, container)
    expect(recoverable).not.toHaveBeenCalled()
    // React's development build notes the `inert` the clock put on the page before hydration
    // (production React does not compare attributes on hydration); nothing else.
    const inertNote = (call: unknown[]) => /Extra attributes from the server/.test(String(call[0])) && call[1] === "inert"
    expect(errors.mock.calls.filter((call) => !inertNote(call))).toEqual([])
    errors.mockRestore()
    expect(shown()).toEqual({ valuenow: "48", text: "48%" })
    act(() => {
      jest.advanceTimersByTime(50)
    })
    expect(shown()).toEqual({ valuenow: "50", text: "50%" })
    act(() => {
      jest.advanceTimersByTime(SPLASH_DURATION_MS - 1250)
    })
    expect(screen.queryByTestId("splash")).not.toBeInTheDocument()
    expect(screen.getByText("conteúdo")).not.toHaveAttribute("inert")
  })

  it("hydrating after the end shows nothing again, and removes the hidden splash", () => {
    const { ui, container } = serverPage()
    jest.advanceTimersByTime(16 + SPLASH_DURATION_MS)
    const splash = screen.getByTestId("splash")
    expect(splash.hidden).toBe(true)
    const recoverable = hydrate(ui, container)
    expect(recoverable).not.toHaveBeenCalled()
    expect(screen.queryByTestId("splash")).not.toBeInTheDocument()
    expect(screen.getByText("conteúdo")).not.toHaveAttribute("inert")
  })
})
