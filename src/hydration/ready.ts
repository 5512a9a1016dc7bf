/**
 * Makes the parts that answer a tap (./parts.ts) ready before the first tap: once the page has hydrated (`startWarming`, from
 * src/app/root.tsx), each part's code is loaded and rendered off screen, one step per task, so that a tap arriving meanwhile
 * waits for one step at most. Nothing ahead for a visitor saving data. With the loader's prefetch: docs/ARCHITECTURE.md, mechanism 3.
 */
import { useEffect, useRef } from "react"
import { msUntilQuietAfterLeaving, QUIET_AROUND_LEAVING_MS } from "../browser/splash"
import { READY_PART_ATTRIBUTE, savesData, type PartSpec } from "./parts"

/** One step of making a part ready: may return a promise (a chunk loading), awaited before the next step. */
export type WarmStep = () => unknown

/** Resolves in a new task, once the browser could paint and handle input: `scheduler.yield()`, else a timeout. */
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
const waiting = new Set<() => void>()
let warming = false
let started = false

/** The parts whose steps have all run (or stopped: failed, withdrawn). */
const finished = new Set<string>()

/** Parts the HTML marks: some register only once their slice hydrates (HydrateLater.tsx), after warming started. */
const markedParts = () =>
  typeof document === "undefined"
    ? []
    : Array.from(document.querySelectorAll(`[${READY_PART_ATTRIBUTE}]`), (element) => element.getAttribute(READY_PART_ATTRIBUTE) ?? "")

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

function clearOfSplashLeaving(): Promise<void> {
  const wait = msUntilQuietAfterLeaving()
  if (wait <= 0 || wait > QUIET_AROUND_LEAVING_MS.before + QUIET_AROUND_LEAVING_MS.after) return Promise.resolve()
  return new Promise((resolve) => setTimeout(resolve, wait))
}

async function warm(entry: Queued): Promise<boolean> {
  for (const step of entry.steps) {
    await nextTask()
    // Checked in the task that runs the step: a yield can last long enough to reach the quiet.
    await clearOfSplashLeaving()
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

/** Makes the registered parts ready, then every part that registers later; does nothing for a visitor saving data. */
export function startWarming() {
  if (started || savesData()) return
  started = true
  mark("start")
  void pump()
}

/** Registers a part's steps, run once warming has started; returns its withdrawal. */
export function registerPart(part: PartSpec, steps: WarmStep[]): () => void {
  // In the order they register: a part that comes with another registers once that one has hydrated.
  const entry: Queued = { part, steps }
  queue.push(entry)
  if (started) void pump()
  return () => {
    entry.gone = true
  }
}

/** A component asks to be made ready ahead; the latest `steps` are used, so they may close over state. */
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
 * Runs `callback` once the page's parts are ready, for work that would compete with them for the network
 * (the slideshow's later photos); at once with Save-Data, after `atLatestMs` at the latest. Returns a cancel.
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
