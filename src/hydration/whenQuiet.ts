/**
 * Work done ahead of the visitor (an island's code: ./Island.tsx): one step per task, once the page has hydrated,
 * none close to the splash's leaving, when a visitor's first tap comes. Nothing ahead for a visitor saving data.
 * docs/ARCHITECTURE.md, mechanism 3.
 */
import { msUntilQuietAfterLeaving, QUIET_AROUND_LEAVING_MS } from "../browser/splash"
import { savesData } from "./appScriptsLoader"

/** One step: may return a promise (a chunk loading), awaited before the next. */
export type Step = () => unknown

/** Resolves in a new task, once the browser could paint and handle input: `scheduler.yield()`, else a timeout. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return typeof scheduler?.yield === "function" ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

function clearOfLeaving(): Promise<void> {
  const wait = msUntilQuietAfterLeaving()
  // Longer than the quiet itself: the splash's clock is held (a tab in the background), no tap comes yet.
  if (wait <= 0 || wait > QUIET_AROUND_LEAVING_MS.before + QUIET_AROUND_LEAVING_MS.after) return Promise.resolve()
  return new Promise((resolve) => setTimeout(resolve, wait))
}

const queue: (readonly Step[])[] = []
const drained = new Set<() => void>()
let hydrated = false
let running = false

async function run() {
  if (running || !hydrated) return
  running = true
  for (let steps = queue.shift(); steps; steps = queue.shift())
    for (const step of steps) {
      await nextTask()
      // In the task that runs the step: the yield may have lasted into the quiet.
      await clearOfLeaving()
      try {
        await step()
      } catch (error) {
        // What failed loads again when it is wanted, as it would without this queue.
        console.warn("[whenQuiet] a step failed:", error)
        break
      }
    }
  running = false
  drained.forEach((callback) => callback())
}

/** The page has hydrated (src/app/root.tsx): the queued steps may start. */
export function pageHydrated() {
  hydrated = !savesData()
  void run()
}

/** Queues `steps`, in order after those queued before. */
export function whenQuiet(steps: readonly Step[]) {
  queue.push(steps)
  void run()
}

/**
 * Runs `callback` once the steps queued so far are done, for work that would share the network with them (the
 * slideshow's later photos); at once with Save-Data, after `atLatestMs` at the latest. Returns a cancel.
 */
export function afterQuiet(callback: () => void, atLatestMs = 4000): () => void {
  const cancel = () => {
    drained.delete(once)
    clearTimeout(timer)
  }
  const once = () => (cancel(), callback())
  const timer = setTimeout(once, atLatestMs)
  if (savesData() || (hydrated && !running && queue.length === 0)) once()
  else drained.add(once)
  return cancel
}

/** For tests: an empty queue, before hydration. */
export function resetQueue() {
  queue.length = 0
  drained.clear()
  hydrated = running = false
}
