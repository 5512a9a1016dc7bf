import * as React from "react"
import { readyPartMark, type PartSpec } from "./parts"
import { registerPart, type WarmStep } from "./ready"

/**
 * Server-rendered parts whose code the browser fetches only when it is needed.
 *
 * Chakra UI styles in the browser at run time: its system (built at run time:
 * docs/PERFORMANCE.md has its cost) and Emotion are a chunk of their own
 * (src/build/webpackConfig.ts). Only the parts with behaviour use them: the contact form and its
 * toasts, the menu drawer, the lightbox. The contact form is an island: the server renders it
 * into the HTML like everything else, and the browser leaves that HTML as it is (working links
 * and fields, styled by the page's CSS) until the island's chunk has loaded, then hydrates it.
 * React 18 does this for a server-rendered Suspense boundary whose lazy component has not loaded
 * yet. The drawer and the lightbox have no server HTML: they are `React.lazy` parts rendered in
 * the browser only (src/components/frame/Header.tsx, src/components/gallery/GalleryGrid.tsx).
 *
 * The chunk is requested when the island is made ready before the first tap (`ready`, ./ready.ts),
 * when it comes within `near` of the viewport, when something inside it gets focus or a pointer,
 * or at once when there is no server HTML to show (a client-side navigation).
 *
 * Depends on React 18 keeping a server-rendered Suspense boundary's HTML until its lazy component
 * loads, and on webpack compiling a `BUILD_STAGE`-guarded `require` out of the browser's bundle
 * (`serverModule` below). Guarded by __tests__/unit/hydration/Island.test.tsx,
 * __tests__/build/hydration.test.ts (the form's boundary in the built page) and
 * __tests__/build/bundle.test.ts (no Chakra in a page's first load).
 */
export interface IslandOptions {
  /** Load when the island is this close to the viewport (an IntersectionObserver rootMargin); `false`: only on focus or pointer. */
  near?: string | false
  /**
   * Make the island ready before the first tap (./ready.ts: loaded and hydrated while the splash
   * shows), as the part `part`, after the steps `warmUp` (e.g. Chakra's start-up); the build
   * prefetches the part's files (src/build/pageFiles.ts).
   */
  ready?: { part: PartSpec; warmUp?: readonly WarmStep[] }
}

type Module<P> = { default: React.ComponentType<P> }

/**
 * @param load the island's chunk, e.g. `() => import("./ContactFormIsland")`
 * @param serverModule the same module for Gatsby's server render, which cannot wait for a
 *   chunk: pass `process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html" ? require("./X") : undefined`
 *   written out in the calling file, so webpack compiles the `require` out of the browser's bundle.
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

  /**
   * Rendered only when React has no server HTML to keep for the island: a mount after a
   * client-side navigation, or React giving up on hydrating it (it does when a context
   * above changes first). Then there is nothing to show until the chunk is there: load it now.
   */
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
