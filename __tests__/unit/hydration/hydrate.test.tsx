/**
 * src/hydration/hydrate.ts: Gatsby's renderer (replaceHydrateFunction) hydrates a container that
 * holds server HTML and renders one that holds none, judged, as Gatsby's own renderer judges, by
 * the container it is given: `gatsby develop` also renders its loading indicator through it, into
 * an empty element of its own, while the page's HTML is already there.
 */
import { act } from "react"
import { hydrateInSlices } from "../../../src/hydration/hydrate"

/** The page as the server wrote it: Gatsby's root, its focus wrapper, the page inside. */
function serverPage(): HTMLElement {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper" tabindex="-1"><p id="texto">Olá</p></div></div>`
  return document.getElementById("___gatsby")!
}

const page = (
  <div id="gatsby-focus-wrapper" tabIndex={-1}>
    <p id="texto">Olá</p>
  </div>
)

let consoleError: jest.SpyInstance
beforeAll(() => {
  // What @testing-library/react sets: React then expects its updates inside act().
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {})
})
afterEach(() => {
  consoleError.mockRestore()
  document.body.innerHTML = ""
})

test("a container with the server's HTML is hydrated: its elements are kept, not replaced", async () => {
  const container = serverPage()
  const serverParagraph = document.getElementById("texto")
  await act(async () => hydrateInSlices(page, container))
  expect(document.getElementById("texto")).toBe(serverParagraph)
  expect(consoleError).not.toHaveBeenCalled()
})

test("an empty container is rendered, even beside a page that holds server HTML (develop's loading indicator)", async () => {
  serverPage()
  const indicator = document.createElement("first-render-loading-indicator")
  document.body.append(indicator)
  await act(async () => hydrateInSlices(<span role="status">A carregar</span>, indicator))
  expect(indicator.textContent).toBe("A carregar")
  expect(consoleError).not.toHaveBeenCalled()
})

test("it returns what unmounts the root it made (develop removes its loading indicator so)", async () => {
  serverPage()
  const indicator = document.createElement("first-render-loading-indicator")
  document.body.append(indicator)
  let unmount: () => void = () => undefined
  await act(async () => {
    unmount = hydrateInSlices(<span role="status">A carregar</span>, indicator)
  })
  await act(async () => unmount())
  expect(indicator.textContent).toBe("")
  expect(consoleError).not.toHaveBeenCalled()
})

test("a page whose server HTML is empty is rendered", async () => {
  document.body.innerHTML = `<div id="___gatsby"></div>`
  const container = document.getElementById("___gatsby")!
  await act(async () => hydrateInSlices(page, container))
  expect(container.querySelector("#texto")?.textContent).toBe("Olá")
  expect(consoleError).not.toHaveBeenCalled()
})
