/**
 * The parts that answer a tap (./parts.ts: the menu drawer, the lightbox and its photos, the
 * contact form and its toasts) made ready before the visitor's first tap: while the splash shows,
 * the visitor can touch nothing, and once the page's main photo has painted the network and the
 * processor are free.
 *
 * - The build lists each page's part files (src/build/pageFiles.ts), and the inline app-script
 *   loader (./appScriptsLoader.ts) prefetches them once the app's own scripts have arrived, so they
 *   never share the link with the main photo; not a part that cannot show on this screen (the menu
 *   on a wide one).
 * - Each part registers itself here when it mounts (`useReadyPart`, or `createIsland`'s `ready`);
 *   one that cannot show on this screen only once its media query matches (a window narrowed).
 *   Once the page has hydrated, `startWarming` (called by src/app/root.tsx) loads, evaluates and warms
 *   the registered parts one at a time, each step in a task of its own (`nextTask`), so that a tap
 *   arriving meanwhile waits for one step at most: Chakra's engine and the islands' system first
 *   (src/components/ui/chakraWarmUp.ts), then a part's code from the cache the prefetch filled,
 *   then its first render off screen (the drawer and the lightbox mounted closed, `lazyMount`
 *   off; the form's island hydrated), so the tap that opens it only shows it. The dialogs leave
 *   the page behind them alone while they open (src/hooks/usePageBehindDialog.ts).
 * - `afterReadyParts` holds back work that would compete with the warming (the hero's later
 *   slides' photos) until every part the page marks is ready.
 * - A visitor who asks to save data (`navigator.connection.saveData`, which browsers set with the
 *   `Save-Data` header) gets none of it: each part loads when it is first wanted (pointed at,
 *   focused or pressed), as before.
 *
 * Without JavaScript nothing here runs: the page's HTML works on its own.
 *
 * Depends on webpack's `namedChunkGroups` in webpack.stats.json and on Gatsby's page-data URLs,
 * both read by the build. Guarded by __tests__/unit/hydration/ready.test.tsx,
 * __tests__/unit/build/pageFiles.test.ts, __tests__/build/appScripts.test.ts (each page lists its
 * parts' files) and __tests__/e2e/firstTap.spec.ts (fetched after the main photo and before any
 * touch, nothing ahead with Save-Data, a tap or keystroke the moment the splash leaves).
 */
import { useEffect, useRef } from "react"
import { canShow, PARTS, partNamed, READY_PART_ATTRIBUTE, savesData, type PartSpec } from "./parts"

/** One step of making a part ready: may return a promise (a chunk loading), awaited before the next step. */
export type WarmStep = () => unknown

/**
 * Resolves in a new task, after the browser has had the chance to paint and handle input:
 * `scheduler.yield()` where the browser has it, else a timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === "function") return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

interface Queued {
  part: PartSpec
  steps: WarmStep[]
  /** Its component unmounted (a client-side navigation): its steps are skipped. */
  gone?: boolean
}

const queue: Queued[] = []
/** Waiting for the parts to be ready (`afterReadyParts`). */
const waiting = new Set<() => void>()
let warming = false
let started = false

/** The parts whose steps have all run (or stopped: failed, withdrawn). */
const finished = new Set<string>()

/**
 * The parts the page's HTML marks (`data-ready-part`, src/build/pageFiles.ts) that can show on
 * this screen: some register only once their part of the page has hydrated, after warming has
 * started (src/hydration/HydrateLater.tsx), so the queue alone does not say they are all ready.
 */
const markedParts = () =>
  typeof document === "undefined"
    ? []
    : Array.from(
        document.querySelectorAll(`[${READY_PART_ATTRIBUTE}]`),
        (element) => element.getAttribute(READY_PART_ATTRIBUTE) ?? "",
      ).filter((name) => {
        const part = partNamed(name)
        return !part || canShow(part)
      })

/** Calls everything waiting for the parts, once none is left to make ready. */
function release() {
  if (warming || queue.length > 0 || markedParts().some((name) => !finished.has(name))) return
  const callbacks = [...waiting]
  waiting.clear()
  callbacks.forEach((callback) => callback())
}

/** A mark on the page's timeline (`zc-ready:<name>`): in a DevTools performance trace, when each part became ready. */
const mark = (name: string) => {
  if (typeof performance !== "undefined" && typeof performance.mark === "function") performance.mark(`zc-ready:${name}`)
}

/** Runs one part's steps, each in a task of its own; whether they all ran. */
async function warm(entry: Queued): Promise<boolean> {
  for (const step of entry.steps) {
    await nextTask()
    if (entry.gone) return false
    try {
      await step()
    } catch (error) {
      // A part that fails to get ready loads again when it is wanted, as without this machinery.
      console.warn(`[ready] ${entry.part.name} could not be made ready ahead:`, error)
      return false
    }
  }
  return true
}

async function pump() {
  if (warming) return
  warming = true
  try {
    while (queue.length > 0) {
      const entry = queue.shift()!
      if (await warm(entry)) mark(entry.part.name)
      finished.add(entry.part.name)
    }
  } finally {
    warming = false
  }
  release()
}

/** A part's place in PARTS (the order parts are made ready in); one not in it goes last. */
function rank(part: PartSpec): number {
  const index = Object.values(PARTS).findIndex((known) => known.name === part.name)
  return index < 0 ? Infinity : index
}

/** Makes the registered parts ready, then every part that registers later; does nothing for a visitor saving data. */
export function startWarming() {
  if (started || savesData()) return
  started = true
  mark("start")
  void pump()
}

/** Calls `callback` once, when the part's media query starts to match; returns a function that stops waiting. */
function whenItCanShow(part: PartSpec, callback: () => void): () => void {
  const query = window.matchMedia(part.media!)
  const onChange = () => {
    if (!query.matches) return
    query.removeEventListener("change", onChange)
    callback()
  }
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}

/**
 * Registers a part's steps; they run once warming has started (at once if it has), and not before
 * the part can show on this screen. Returns a function that withdraws them.
 */
export function registerPart(part: PartSpec, steps: WarmStep[]): () => void {
  const entry: Queued = { part, steps }
  const enqueue = () => {
    // In PARTS' order, whatever order the components mounted in (the header's menu comes first).
    const later = queue.findIndex((queued) => rank(queued.part) > rank(part))
    queue.splice(later < 0 ? queue.length : later, 0, entry)
    if (started) void pump()
  }
  let stopWaiting: (() => void) | undefined
  if (canShow(part)) enqueue()
  else stopWaiting = whenItCanShow(part, enqueue)
  return () => {
    entry.gone = true
    stopWaiting?.()
  }
}

/**
 * A part (component) asks to be made ready ahead: `steps` run once, in order, each in its own
 * task, after the page has hydrated. The latest `steps` are used, so they may close over state.
 */
export function useReadyPart(part: PartSpec, steps: WarmStep[]) {
  const latest = useRef(steps)
  latest.current = steps
  useEffect(
    () =>
      registerPart(
        part,
        latest.current.map((_, i) => () => latest.current[i]()),
      ),
    [part],
  )
}

/**
 * Runs `callback` once the page's parts are ready, for work that would otherwise compete with
 * them for the network (the slideshow's photos not yet on screen): at once for a visitor saving
 * data, for whom nothing is made ready ahead, and after `atLatestMs` whatever happens (a part
 * whose file never arrives). Returns a function that cancels it.
 */
export function afterReadyParts(callback: () => void, atLatestMs = 4000): () => void {
  let called = false
  const cancel = () => {
    called = true
    waiting.delete(once)
    clearTimeout(timer)
  }
  const once = () => {
    if (called) return
    cancel()
    callback()
  }
  const timer = setTimeout(once, atLatestMs)
  waiting.add(once)
  if (savesData()) once()
  else if (started && !warming) release()
  return cancel
}

/** For tests: forgets every part and lets warming start again. */
export function resetReadiness() {
  waiting.clear()
  finished.clear()
  queue.length = 0
  warming = false
  started = false
}
