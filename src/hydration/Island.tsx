import * as React from "react"
import { whenQuiet, type Step } from "./whenQuiet"

/** What loads an island at once, inside it: on the window, in the capture phase, since React stops these at its root until hydrated. */
const STARTS = ["focusin", "pointerdown"] as const

/** Names the island's chunk in the page's HTML. */
export const ISLAND_ATTRIBUTE = "data-island"

type Module<P> = { default: React.ComponentType<P> }

/**
 * An island: a part rendered on the server (the contact form) whose code, with Chakra's, loads apart from the page's.
 * React 18 keeps a Suspense boundary's server HTML, which works alone, until that code arrives: once the page is
 * quiet (./whenQuiet.ts), or sooner when the island comes within 400 px of the screen or is touched or focused;
 * at once without server HTML (a client-side navigation). docs/ARCHITECTURE.md, mechanism 1.
 *
 * @param chunk the name its `import()` gives as webpackChunkName: the page prefetches that chunk (src/build/html/pageFiles.ts)
 * @param load the island's chunk, e.g. `() => import(/* webpackChunkName: "island-contact" *\/ "./ContactFormIsland")`
 * @param serverModule the module for the server render, which cannot wait for a chunk: a `BUILD_STAGE`-guarded
 *   `require("./X")` written out in the calling file, so webpack compiles it out of the browser's bundle.
 * @param warmUp steps run ahead, each in a task of its own, before the code is requested
 */
export function createIsland<P extends object>(
  chunk: string,
  load: () => Promise<Module<P>>,
  serverModule: Module<P> | undefined,
  warmUp: readonly Step[] = [],
) {
  let request = () => {}
  const code = new Promise<void>((resolve) => (request = resolve)).then(load)
  const Content = (serverModule?.default ?? React.lazy(() => code)) as React.ComponentType<P>
  if (typeof window !== "undefined") whenQuiet([...warmUp, () => (request(), code)])

  /** Rendered only where React has no server HTML to keep: load now. */
  function LoadNow() {
    React.useEffect(() => request(), [])
    return null
  }

  function Island(props: P) {
    const slot = React.useRef<HTMLDivElement>(null)
    React.useEffect(() => {
      const element = slot.current!
      const startIfInside = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) request()
      }
      const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && request(), {
        rootMargin: "400px",
      })
      near.observe(element)
      for (const type of STARTS) window.addEventListener(type, startIfInside, true)
      return () => {
        near.disconnect()
        for (const type of STARTS) window.removeEventListener(type, startIfInside, true)
      }
    }, [])
    return (
      <div ref={slot} {...{ [ISLAND_ATTRIBUTE]: chunk }}>
        <React.Suspense fallback={<LoadNow />}>{React.createElement(Content, props)}</React.Suspense>
      </div>
    )
  }

  // A parent's render must not reach a boundary still waiting for its chunk: React would drop the server HTML.
  return React.memo(Island)
}
