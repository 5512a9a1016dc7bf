import * as React from "react"
import { savesData } from "./appScriptsLoader"
import { whenQuiet, type Step } from "./whenQuiet"

/** Names the island's chunk in the page, for the page to prefetch it (src/build/html/pageFiles.ts). */
export const ISLAND_ATTRIBUTE = "data-island"
/** Heard on the window in the capture phase: React stops them at its root until hydrated. */
const STARTS = ["focusin", "pointerdown"] as const

type Module<P> = { default: React.ComponentType<P> }

/**
 * A part whose code, with Chakra's, loads apart; React 18 keeps its server HTML, which works alone, until then: once the page
 * is quiet (after `warmUp`), within 400 px of the screen, touched or focused, or at once without server HTML. `chunk` names
 * `load`'s import() (webpackChunkName); `serverModule` is its `BUILD_STAGE`-guarded require. docs/ARCHITECTURE.md, mechanism 1.
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
  if (typeof window !== "undefined" && !savesData()) whenQuiet([...warmUp, () => (request(), code)])
  const LoadNow = () => (React.useEffect(() => request(), []), null)

  function Island(props: P) {
    const slot = React.useRef<HTMLDivElement>(null)
    React.useEffect(() => {
      const element = slot.current!
      const startIfInside = (event: Event) => event.target instanceof Node && element.contains(event.target) && request()
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
