/** The head's script (src/browser/splash.ts, `holdPageInert`): the page beneath the splash inert from its first style, given back by the clock. */
import { SPLASH_DURATION_MS, SPLASH_FRAME_ATTRIBUTE, splashClock, splashInertScript, splashScript } from "../../../src/browser/splash"
import { freshSplashPageEachTest, installPaintTiming, splash } from "./splashFixtures"

freshSplashPageEachTest()

describe("the head's script (the page inert from its first style)", () => {
  /** The parser's way: the frame first, then each of its children as its markup arrives. */
  function parseFrame() {
    document.body.innerHTML = ""
    const frame = document.createElement("div")
    frame.setAttribute(SPLASH_FRAME_ATTRIBUTE, "")
    document.body.append(frame)
    frame.insertAdjacentHTML("beforeend", '<a href="#conteudo">Saltar</a>')
    return frame
  }
  const parseRest = (frame: Element) =>
    frame.insertAdjacentHTML(
      "beforeend",
      `<main id="conteudo">conteúdo</main><footer inert="">já inerte</footer>
       <div id="splash"><div role="progressbar" aria-valuenow="0"><div style="width:0%"></div></div><p data-splash-percent="">0%</p></div>`,
    )
  /** Mutation observers answer at the end of the parser's task: a microtask. */
  const parserTaskEnds = () => Promise.resolve()

  beforeEach(() => {
    new Function(splashInertScript())()
  })

  it("is self-contained, like the clock's", () => {
    expect(splashInertScript()).not.toMatch(/\b(require|import|exports)\b/)
  })

  it("makes each child of the frame inert as it is parsed, before the clock's script, which gives back only those", async () => {
    const frame = parseFrame()
    await parserTaskEnds()
    expect(frame.querySelector("a")).toHaveAttribute("inert")
    parseRest(frame)
    await parserTaskEnds()
    expect(frame.querySelector("main")).toHaveAttribute("inert")
    expect(splash()).not.toHaveAttribute("inert")

    installPaintTiming(performance.now())
    new Function(splashScript())()
    // Once the clock runs, nothing more is taken.
    frame.insertAdjacentHTML("beforeend", "<aside>depois</aside>")
    await parserTaskEnds()
    expect(frame.querySelector("aside")).not.toHaveAttribute("inert")

    jest.advanceTimersByTime(SPLASH_DURATION_MS)
    expect(splash().hidden).toBe(true)
    expect(frame.querySelector("a")).not.toHaveAttribute("inert")
    expect(frame.querySelector("main")).not.toHaveAttribute("inert")
    expect(frame.querySelector("footer")).toHaveAttribute("inert")
  })

  it("leaves elsewhere alone: only the frame's children", async () => {
    const frame = parseFrame()
    const other = document.createElement("section")
    document.body.append(other)
    frame.querySelector("a")?.insertAdjacentHTML("afterend", "<header><nav>menu</nav></header>")
    await parserTaskEnds()
    expect(other).not.toHaveAttribute("inert")
    expect(frame.querySelector("nav")).not.toHaveAttribute("inert")
    expect(frame.querySelector("header")).toHaveAttribute("inert")
  })

  it("gives the page back itself if the clock has not started by DOMContentLoaded (its script blocked)", async () => {
    const frame = parseFrame()
    parseRest(frame)
    await parserTaskEnds()
    expect(frame.querySelector("main")).toHaveAttribute("inert")
    document.dispatchEvent(new Event("DOMContentLoaded"))
    expect(frame.querySelector("a")).not.toHaveAttribute("inert")
    expect(frame.querySelector("main")).not.toHaveAttribute("inert")
    expect(frame.querySelector("footer")).toHaveAttribute("inert")
  })

  it("gives the page back when the page has no splash", async () => {
    const frame = parseFrame()
    await parserTaskEnds()
    expect(frame.querySelector("a")).toHaveAttribute("inert")
    expect(splashClock()).toBeNull()
    expect(frame.querySelector("a")).not.toHaveAttribute("inert")
  })
})
