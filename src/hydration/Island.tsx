import * as React from "react"
import { readyPartMark, type PartSpec } from "./parts"
import { registerPart, type WarmStep } from "./ready"

/**
 * Islands: server-rendered parts (the contact form) whose code, with Chakra's, the browser fetches only when
 * needed: made ready before the first tap (`ready`), near the viewport, on focus or pointer, or at once without
 * server HTML. Meanwhile React 18 keeps a server-rendered Suspense boundary's HTML, which works on its own.
 * More: docs/ARCHITECTURE.md, mechanism 1.
 */
export interface IslandOptions {
  /** Load when the island is this close to the viewport (an IntersectionObserver rootMargin); `false`: only on focus or pointer. */
  near?: string | false
  /** Make the island ready before the first tap (./ready.ts) as the part `part`, after the steps `warmUp`. */
  ready?: { part: PartSpec; warmUp?: readonly WarmStep[] }
}

type Module<P> = { default: React.ComponentType<P> }

/**
 * @param load the island's chunk, e.g. `() => import("./ContactFormIsland")`
 * @param serverModule the module for the server render, which cannot wait for a chunk: a `BUILD_STAGE`-guarded
 *   `require("./X")` written out in the calling file, so webpack compiles it out of the browser's bundle.
 */
export function createIsland<P extends object>(
  load: () => Promise<Module<P>>,
  serverModule: Module<P> | undefined,
  { near = "400px", ready }: IslandOptions = {},
) {
  let request: () => void = () => {}
  const requested = new Promise<void>((resolve) => {
    request = resolve
  })
  const Lazy = React.lazy(() => requested.then(load))
  const Content = (serverModule ? serverModule.default : Lazy) as React.ComponentType<P>

  /** Rendered only without server HTML to keep (a client-side navigation, or React gave up hydrating): load now. */
  function LoadNow() {
    React.useEffect(() => request(), [])
    return null
  }

  function Island(props: P) {
    const slot = React.useRef<HTMLDivElement>(null)

    React.useEffect(() => {
      const element = slot.current
      if (!element) return undefined
      const start = () => request()
      // On the window, in the capture phase: React stops these events at its root while the
      // island is not hydrated, so a listener on the island itself would never hear them.
      const startIfInside = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) start()
      }
      window.addEventListener("focusin", startIfInside, true)
      window.addEventListener("pointerdown", startIfInside, true)
      element.addEventListener("pointerenter", start, { once: true })
      const withdraw = ready ? registerPart(ready.part, [...(ready.warmUp ?? []), () => (start(), requested.then(load))]) : undefined
      let observer: IntersectionObserver | undefined
      if (near !== false && typeof IntersectionObserver === "function") {
        observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) start()
          },
          { rootMargin: near },
        )
        observer.observe(element)
      }
      return () => {
        window.removeEventListener("focusin", startIfInside, true)
        window.removeEventListener("pointerdown", startIfInside, true)
        element.removeEventListener("pointerenter", start)
        observer?.disconnect()
        withdraw?.()
      }
    }, [])

    return (
      <div ref={slot} data-island="" {...(ready && readyPartMark(ready.part))}>
        <React.Suspense fallback={<LoadNow />}>{React.createElement(Content, props)}</React.Suspense>
      </div>
    )
  }

  // An island's parent re-rendering must not reach a boundary that is still waiting for its
  // chunk: React would then drop the server HTML and show the (empty) fallback.
  return React.memo(Island)
}
