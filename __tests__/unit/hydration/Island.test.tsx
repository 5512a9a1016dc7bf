// Islands: server HTML kept as it is until the chunk is wanted (page quiet, near the viewport, focus, pointer), then hydrated in
// place. With no server HTML (a client-side navigation) the chunk loads at once: routes.spec.ts's English journey sends a message so.
import * as React from "react"
import { act, fireEvent } from "@testing-library/react"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { createIsland } from "../../../src/hydration/Island"
import { pageHydrated, resetQueue } from "../../../src/hydration/whenQuiet"
import { stubIntersectionObserver } from "../intersectionObserverStub"

function Counter({ label }: { label: string }) {
  const [count, setCount] = React.useState(0)
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  )
}
const counterModule = { default: Counter }

let observers: ReturnType<typeof stubIntersectionObserver> = []

beforeEach(() => {
  observers = stubIntersectionObserver()
  resetQueue()
})

const flush = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

// The contact form's island in the built page, working without JavaScript: __tests__/build/contactForm.test.ts.
describe("createIsland, in the browser, over server HTML", () => {
  let container: HTMLDivElement
  let root: Root | undefined

  beforeEach(() => {
    const ServerIsland = createIsland("island-test", () => Promise.resolve(counterModule), counterModule)
    container = document.createElement("div")
    container.innerHTML = renderToString(<ServerIsland label="Enviar" />)
    document.body.appendChild(container)
  })

  afterEach(() => {
    act(() => root?.unmount())
    container.remove()
    root = undefined
    delete (navigator as Navigator & { connection?: unknown }).connection
  })

  /** Hydrates the server HTML with an island whose loader counts how often it asked for its chunk. */
  async function hydrateIsland(warmUp: (() => void)[] = []) {
    const load = jest.fn(() => Promise.resolve(counterModule))
    const Island = createIsland("island-test", load, undefined, warmUp)
    await act(async () => {
      root = hydrateRoot(container, <Island label="Enviar" />)
    })
    return load
  }

  it("keeps the server HTML and loads nothing until the island is wanted", async () => {
    const button = container.querySelector("button")
    const load = await hydrateIsland()
    await flush()
    expect(load).not.toHaveBeenCalled()
    // The very same element, not a client re-render.
    expect(container.querySelector("button")).toBe(button)
    expect(button).toHaveTextContent("Enviar 0")
    expect(observers[0].options?.rootMargin).toBe("400px")
  })

  it("loads once the page is quiet, after its warm-up steps", async () => {
    const warmUp = jest.fn()
    const load = await hydrateIsland([warmUp])
    await flush()
    expect(warmUp).not.toHaveBeenCalled()
    await act(async () => pageHydrated())
    for (let task = 0; task < 5; task++) await flush()
    expect(warmUp).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalled()
    expect(load.mock.invocationCallOrder[0]).toBeGreaterThan(warmUp.mock.invocationCallOrder[0])
  })

  it("loads nothing ahead for a visitor who saves data", async () => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true })
    const load = await hydrateIsland()
    await act(async () => pageHydrated())
    for (let task = 0; task < 5; task++) await flush()
    expect(load).not.toHaveBeenCalled()
  })

  it.each([
    ["it comes near the viewport", () => observers[0].report(true)],
    ["something inside gets focus", () => fireEvent.focusIn(container.querySelector("button")!)],
  ])("loads when %s, then hydrates in place and works", async (_, wanted) => {
    const button = container.querySelector("button")!
    const load = await hydrateIsland()
    await act(async () => wanted())
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.querySelector("button")).toBe(button)
    act(() => button.click())
    expect(button).toHaveTextContent("Enviar 1")
  })
})
