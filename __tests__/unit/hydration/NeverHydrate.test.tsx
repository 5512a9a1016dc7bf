// NeverHydrate: on a page load React keeps the server's markup and does no work for it; with no server HTML it renders its children.
import { act } from "@testing-library/react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import { NeverHydrate } from "../../../src/hydration/NeverHydrate"

/** What React's server renderer writes for <NeverHydrate><p>…</p></NeverHydrate>: a Suspense boundary. */
const SERVER_HTML = "<div><h1>Galeria</h1><!--$--><p>Créditos do servidor</p><!--/$--></div>"

function Page({ text, onClick }: { text: string; onClick?: () => void }) {
  return (
    <div>
      <h1>Galeria</h1>
      <NeverHydrate>
        <p onClick={onClick}>{text}</p>
      </NeverHydrate>
    </div>
  )
}

let container: HTMLElement
let root: Root | undefined
const recoverable = jest.fn()

beforeEach(() => {
  container = document.createElement("div")
  document.body.appendChild(container)
  recoverable.mockClear()
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

it("keeps the server's HTML through hydration and a re-render: React never renders the children", async () => {
  container.innerHTML = SERVER_HTML
  const serverParagraph = container.querySelector("p")
  const onClick = jest.fn()
  await act(async () => {
    root = hydrateRoot(container, <Page text="Texto do cliente" onClick={onClick} />, { onRecoverableError: recoverable })
  })
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(container.querySelector("p")).toBe(serverParagraph)
  expect(container.textContent).toContain("Créditos do servidor")
  container.querySelector("p")!.click()
  expect(onClick).not.toHaveBeenCalled()
  await act(async () => root!.render(<Page text="Outro texto" />))
  expect(container.querySelector("p")).toBe(serverParagraph)
  expect(container.textContent).toContain("Créditos do servidor")
  expect(container.textContent).not.toContain("Outro texto")
  expect(recoverable).not.toHaveBeenCalled()
})

it("renders its children when there is no server HTML (a client-side navigation)", async () => {
  const onClick = jest.fn()
  await act(async () => {
    root = createRoot(container)
    root.render(<Page text="Créditos no navegador" onClick={onClick} />)
  })
  expect(container.querySelector("p")?.textContent).toBe("Créditos no navegador")
  container.querySelector("p")!.click()
  expect(onClick).toHaveBeenCalled()
})
