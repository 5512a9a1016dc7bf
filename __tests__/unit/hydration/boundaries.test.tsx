// The hydration boundaries over React's server HTML: what fails if a React upgrade stops deferring or skipping such a boundary.
import { act } from "@testing-library/react"
import { useEffect } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { HydrateLater, NeverHydrate } from "../../../src/hydration/boundaries"

let container: HTMLElement
let root: Root | undefined
const recoverable = jest.fn()
const hydrate = (page: React.ReactElement) => (root = hydrateRoot(container, page, { onRecoverableError: recoverable }))
beforeEach(() => {
  container = document.body.appendChild(document.createElement("div"))
  recoverable.mockClear()
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

describe("HydrateLater", () => {
  // In one pass React runs a child's effects before its parent's: "page" first means the boundary hydrated after it.
  function Later({ log, onClick }: { log: string[]; onClick?: () => void }) {
    useEffect(() => void log.push("later"), [log])
    return <button onClick={onClick}>Serviços</button>
  }
  function Page({ log = [], onClick }: { log?: string[]; onClick?: () => void }) {
    useEffect(() => void log.push("page"), [log])
    return (
      <main>
        <HydrateLater>
          <Later log={log} onClick={onClick} />
        </HydrateLater>
      </main>
    )
  }
  beforeEach(() => void (container.innerHTML = renderToString(<Page />)))

  it("hydrates the page around it first, its children in a pass of their own, keeping the server's elements", async () => {
    const log: string[] = []
    const serverButton = container.querySelector("button")
    await act(async () => void hydrate(<Page log={log} />))
    expect(log).toEqual(["page", "later"])
    expect(container.querySelector("button")).toBe(serverButton)
    expect(recoverable).not.toHaveBeenCalled()
  })

  it("answers a click on its children before they have hydrated: React hydrates them at once", () => {
    const onClick = jest.fn()
    hydrate(<Page onClick={onClick} />)
    act(() => container.querySelector("button")!.click())
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(recoverable).not.toHaveBeenCalled()
  })
})

// Without server HTML (a client-side navigation) it renders its children: routes.spec.ts opens a photo of /en/gallery so.
describe("NeverHydrate", () => {
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

  it("keeps the server's HTML through hydration and a re-render: React never renders the children", async () => {
    // What the server writes for it (a Suspense boundary): renderToString here runs in a window, where NeverHydrate renders nothing.
    container.innerHTML = "<div><h1>Galeria</h1><!--$--><p>Créditos do servidor</p><!--/$--></div>"
    const serverParagraph = container.querySelector("p")
    const onClick = jest.fn()
    await act(async () => void hydrate(<Page text="Texto do cliente" onClick={onClick} />))
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
})
