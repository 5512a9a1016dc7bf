// HydrateLater over React's server HTML: the page around it hydrates first, its children in a later pass, a click before then
// answered. What fails if a React upgrade stops deferring such a boundary.
import { act } from "@testing-library/react"
import { useEffect } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { TextEncoder } from "util"
import { HydrateLater } from "../../../src/hydration/HydrateLater"

// React's server renderer (browser build, as jsdom resolves it) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder })
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

/** Logs `name` once React has hydrated it. */
function useHydrated(name: string, log: string[]) {
  useEffect(() => void log.push(name), [name, log])
}

function Later({ log, onClick }: { log: string[]; onClick?: () => void }) {
  useHydrated("later", log)
  return <button onClick={onClick}>Serviços</button>
}

/** In one pass React runs a child's effects before its parent's: the page's first means the part hydrated after it. */
function Page({ log, onClick }: { log: string[]; onClick?: () => void }) {
  useHydrated("page", log)
  return (
    <main>
      <HydrateLater>
        <Later log={log} onClick={onClick} />
      </HydrateLater>
    </main>
  )
}

let container: HTMLElement
let root: Root | undefined
const recoverable = jest.fn()

beforeEach(() => {
  container = document.createElement("div")
  container.innerHTML = renderToString(<Page log={[]} />)
  document.body.append(container)
  recoverable.mockClear()
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

it("hydrates the page around it first, and its children in a pass of their own, keeping the server's elements", async () => {
  const log: string[] = []
  const serverButton = container.querySelector("button")
  await act(async () => {
    root = hydrateRoot(container, <Page log={log} />, { onRecoverableError: recoverable })
  })
  expect(log).toEqual(["page", "later"])
  expect(container.querySelector("button")).toBe(serverButton)
  expect(recoverable).not.toHaveBeenCalled()
})

it("answers a click on its children before they have hydrated: React hydrates them at once", () => {
  const onClick = jest.fn()
  root = hydrateRoot(container, <Page log={[]} onClick={onClick} />, { onRecoverableError: recoverable })
  act(() => container.querySelector("button")!.click())
  expect(onClick).toHaveBeenCalledTimes(1)
  expect(recoverable).not.toHaveBeenCalled()
})
