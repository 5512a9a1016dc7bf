/**
 * Chakra's global CSS under `gatsby develop` (gatsby-browser.tsx's wrapRootElement): there pages
 * render in the browser only, so the browser's entry inserts it; in production the server has
 * written it into each page's <head> (gatsby-ssr.tsx) and the browser adds nothing.
 */
import { render, screen } from "@testing-library/react"

type Entry = typeof import("../../../gatsby-browser")

/**
 * gatsby-browser.tsx as a bundle built for `mode` sees it (webpack replaces NODE_ENV with a
 * constant), loaded afresh with the test's own React, and the global styles as a marker.
 */
function entryFor(mode: "development" | "production"): Entry {
  const before = process.env.NODE_ENV
  const [react, jsxRuntime] = [jest.requireActual("react"), jest.requireActual("react/jsx-runtime")]
  process.env.NODE_ENV = mode
  try {
    let entry: Entry | undefined
    jest.isolateModules(() => {
      jest.doMock("react", () => react)
      jest.doMock("react/jsx-runtime", () => jsxRuntime)
      jest.doMock("../../../src/theme/GlobalStyles", () => ({ GlobalStyles: () => <style data-testid="global-styles" /> }))
      entry = require("../../../gatsby-browser") as Entry
    })
    return entry!
  } finally {
    process.env.NODE_ENV = before
  }
}

const renderRoot = (entry: Entry) =>
  render(<>{entry.wrapRootElement!({ element: <main>conteúdo</main>, pathname: "/" } as never, {} as never)}</>)

test("under gatsby develop, the root gets Chakra's global styles beside the app", () => {
  renderRoot(entryFor("development"))
  expect(screen.getByText("conteúdo")).toBeTruthy()
  expect(screen.queryByTestId("global-styles")).not.toBeNull()
})

test("in production the root is the app alone (the server wrote the global CSS into <head>)", () => {
  renderRoot(entryFor("production"))
  expect(screen.getByText("conteúdo")).toBeTruthy()
  expect(screen.queryByTestId("global-styles")).toBeNull()
})
