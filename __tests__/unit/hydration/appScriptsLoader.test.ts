import { type AppFiles, INTERACTIONS, START_AT_LATEST_MS, startAppScripts } from "../../../src/hydration/appScriptsLoader"

const SOURCES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

const added = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"), (s) => s.getAttribute("src"))

/** A first-screen photo (or, `marked` false, another) whose decode() the test settles by hand. */
function photo(marked = true) {
  const image = document.createElement("img")
  if (marked) image.setAttribute("data-first-screen", "")
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} }
  image.decode = () =>
    new Promise<void>((resolve, reject) => {
      settle = { resolve, reject }
    })
  document.body.appendChild(image)
  return { resolve: () => settle.resolve(), reject: () => settle.reject(new Error("EncodingError")) }
}

/** Lets the decode promise settle, then runs the next frame and the timeout after it. */
async function afterPaint() {
  await Promise.resolve()
  await Promise.resolve()
  jest.advanceTimersByTime(16) // requestAnimationFrame (jsdom runs it on a timer)
  jest.advanceTimersByTime(1) // setTimeout(start, 0)
}

const DATA = ["/page-data/app-data.json", "/page-data/index/page-data.json"]
const PREFETCH = ["/chakra-4.js", "/island-contact-5.js"]

const start = (files: Partial<AppFiles> = {}) => startAppScripts({ scripts: SOURCES, data: DATA, prefetch: PREFETCH, ...files })

/** The <link>s the loader has added: "rel as crossorigin href". */
const links = () =>
  Array.from(document.head.querySelectorAll("link"), (link) =>
    [link.rel, link.getAttribute("as"), link.getAttribute("crossorigin"), link.getAttribute("href")].filter(Boolean).join(" "),
  )

/** Every script the loader added finishes loading (`event`: "load" or "error"). */
const scriptsArrive = (event = "load") =>
  document.querySelectorAll("script[src]").forEach((script) => script.dispatchEvent(new Event(event)))

beforeEach(() => {
  document.head.innerHTML = ""
  document.body.innerHTML = ""
})

describe("startAppScripts (the inline loader)", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("starts the scripts at once, async and in order, on a page without a first-screen photo", () => {
    photo(false)
    start()
    expect(added()).toEqual(SOURCES)
    expect(Array.from(document.querySelectorAll<HTMLScriptElement>("script"), (s) => s.async)).toEqual([true, true, true])
  })

  it("waits for every first-screen photo to decode and the next frame to paint", async () => {
    const [first, second] = [photo(), photo()]
    start()
    first.resolve()
    await afterPaint()
    expect(added()).toEqual([])
    jest.advanceTimersByTime(START_AT_LATEST_MS - 100)
    second.resolve()
    await Promise.resolve()
    await Promise.resolve()
    expect(added()).toEqual([]) // decoded, but not painted yet
    await afterPaint()
    expect(added()).toEqual(SOURCES)
  })

  it("starts them all the same when the photo fails to load", async () => {
    const image = photo()
    start()
    image.reject()
    await afterPaint()
    expect(added()).toEqual(SOURCES)
  })

  it("starts them after START_AT_LATEST_MS when the photo never arrives", () => {
    photo()
    start()
    jest.advanceTimersByTime(START_AT_LATEST_MS - 1)
    expect(added()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(added()).toEqual(SOURCES)
  })

  it.each(INTERACTIONS)("starts them as soon as the visitor interacts (%s)", (type) => {
    photo()
    start()
    window.dispatchEvent(new Event(type))
    expect(added()).toEqual(SOURCES)
  })
})

describe("startAppScripts: what the page needs to hydrate, and its islands ahead", () => {
  afterEach(() => {
    delete (navigator as Navigator & { connection?: unknown }).connection
  })

  it("preloads the page-data Gatsby's runtime will fetch, as that fetch, with the scripts", () => {
    start()
    expect(links()).toEqual(DATA.map((href) => `preload fetch anonymous ${href}`))
    expect(added()).toEqual(SOURCES)
  })

  it("prefetches the islands' chunks once every script has arrived, not before", () => {
    start()
    const [first, ...others] = Array.from(document.querySelectorAll("script[src]"))
    first.dispatchEvent(new Event("load"))
    expect(links().filter((link) => link.startsWith("prefetch"))).toEqual([])
    others.forEach((script) => script.dispatchEvent(new Event("error"))) // a failed script has arrived too
    expect(links().filter((link) => link.startsWith("prefetch"))).toEqual(PREFETCH.map((href) => `prefetch ${href}`))
  })

  it("fetches nothing ahead for a visitor whose browser asks to save data", () => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true })
    start()
    scriptsArrive()
    expect(links()).toEqual(DATA.map((href) => `preload fetch anonymous ${href}`))
  })

  it("prefetches at once when there are no scripts to wait for", () => {
    start({ scripts: [], data: [] })
    expect(links()).toEqual(PREFETCH.map((href) => `prefetch ${href}`))
  })
})
