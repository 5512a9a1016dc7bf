import {
  APP_SCRIPTS_ID,
  INTERACTIONS,
  PRIORITY_IMAGE_SELECTOR,
  START_AT_LATEST_MS,
  appScriptsLoader,
  deferAppScripts,
  startAppScripts,
} from "../../../src/hydration/appScripts"

const SOURCES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

/** The scripts the loader has added to the page. */
const added = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"), (s) => s.getAttribute("src"))

/** A priority image whose decode() the test settles by hand. */
function priorityImage() {
  const image = document.createElement("img")
  image.setAttribute("fetchpriority", "high")
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

const start = () => startAppScripts(SOURCES, PRIORITY_IMAGE_SELECTOR, START_AT_LATEST_MS, INTERACTIONS)

describe("startAppScripts (the inline loader)", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = ""
  })
  afterEach(() => {
    jest.useRealTimers()
  })

  it("starts the scripts at once, async and in order, on a page without a priority photo", () => {
    start()
    expect(added()).toEqual(SOURCES)
    expect(Array.from(document.querySelectorAll<HTMLScriptElement>("script"), (s) => s.async)).toEqual([true, true, true])
  })

  it("waits for the priority photo to decode and the next frame to paint", async () => {
    const image = priorityImage()
    start()
    jest.advanceTimersByTime(START_AT_LATEST_MS - 1)
    expect(added()).toEqual([])
    image.resolve()
    await Promise.resolve()
    await Promise.resolve()
    expect(added()).toEqual([]) // decoded, but not painted yet
    await afterPaint()
    expect(added()).toEqual(SOURCES)
  })

  it("starts them all the same when the photo fails to load", async () => {
    const image = priorityImage()
    start()
    image.reject()
    await afterPaint()
    expect(added()).toEqual(SOURCES)
  })

  it("starts them after START_AT_LATEST_MS when the photo never arrives", () => {
    priorityImage()
    start()
    jest.advanceTimersByTime(START_AT_LATEST_MS - 1)
    expect(added()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(added()).toEqual(SOURCES)
  })

  it.each(INTERACTIONS)("starts them as soon as the visitor interacts (%s)", (type) => {
    priorityImage()
    start()
    window.dispatchEvent(new Event(type))
    expect(added()).toEqual(SOURCES)
  })

  it("adds each script once, whatever happens after it started", async () => {
    const image = priorityImage()
    start()
    window.dispatchEvent(new Event("keydown"))
    window.dispatchEvent(new Event("pointerdown"))
    image.resolve()
    await afterPaint()
    jest.advanceTimersByTime(START_AT_LATEST_MS)
    expect(added()).toEqual(SOURCES)
  })
})

describe("appScriptsLoader", () => {
  it("is a self-contained call of startAppScripts on the page's list", () => {
    const loader = appScriptsLoader()
    expect(loader).toContain(`document.getElementById("${APP_SCRIPTS_ID}")`)
    expect(loader).toContain(JSON.stringify(PRIORITY_IMAGE_SELECTOR))
    expect(loader).toContain(String(START_AT_LATEST_MS))
    expect(loader).not.toMatch(/\bimport\b|\brequire\(/)
  })
})

describe("deferAppScripts (onPostBuild)", () => {
  /** The end of a page as Gatsby stitches it, scripts slice included. */
  const gatsbyPage = (scripts = SOURCES.map((src) => `<script src="${src}" async></script>`).join("")) =>
    '<html><body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath="/";</script>' +
    '<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
    `<script>window.___webpackCompilationHash="1";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

  const listIn = (html: string) => {
    const list = new RegExp(`<script id="${APP_SCRIPTS_ID}" type="application/json">([^<]*)</script>`).exec(html)
    return JSON.parse(list?.[1] ?? "null") as string[] | null
  }

  it("replaces the <script src async> tags with their list and the loader, after Gatsby's inline data", () => {
    const html = deferAppScripts(gatsbyPage())
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(listIn(html)).toEqual(SOURCES)
    expect(html.indexOf("___webpackCompilationHash")).toBeLessThan(html.indexOf(APP_SCRIPTS_ID))
    expect(html).toContain(`<script>${appScriptsLoader()}</script><!-- slice-end`)
    expect(html.replace(/<script[\s\S]*?<\/script>/g, "")).toBe(gatsbyPage("").replace(/<script[\s\S]*?<\/script>/g, ""))
  })

  it("is idempotent, and leaves a page without app scripts as it is", () => {
    const once = deferAppScripts(gatsbyPage())
    expect(deferAppScripts(once)).toBe(once)
    expect(deferAppScripts(gatsbyPage(""))).toBe(gatsbyPage(""))
  })

  it("leaves a nomodule polyfill where it is", () => {
    const polyfill = '<script src="/polyfill-1.js" nomodule></script>'
    const html = deferAppScripts(gatsbyPage(polyfill + SOURCES.map((src) => `<script src="${src}" async></script>`).join("")))
    expect(html).toContain(`${polyfill}<script id="${APP_SCRIPTS_ID}"`)
    expect(listIn(html)).toEqual(SOURCES)
  })

  it("runs in a page: the loader reads the list and starts the scripts", () => {
    // The rewritten page as the browser gets it (scripts added by innerHTML do not run).
    document.documentElement.innerHTML = deferAppScripts(gatsbyPage()).replace(/^<html>|<\/html>$/g, "")
    expect(document.querySelectorAll("script[src]")).toHaveLength(0)
    // The loader as the page runs it (no priority photo here, so it starts at once).
    new Function(appScriptsLoader())()
    expect(Array.from(document.querySelectorAll("script[src]"), (s) => s.getAttribute("src"))).toEqual(SOURCES)
  })
})
