/**
 * Work ahead of the visitor (an island's code), in order, one step per task once the page has hydrated, none close to the
 * splash's leaving, when a first tap comes. docs/ARCHITECTURE.md, mechanism 3.
 */
import { msUntilQuietAfterLeaving, QUIET_AROUND_LEAVING_MS } from "../browser/splash"

/** May return a promise (a chunk loading), awaited before the next step. */
export type Step = () => unknown

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const queue: (readonly Step[])[] = []
let hydrated = false
let running = false

async function run() {
  if (running || !hydrated) return
  running = true
  for (let steps = queue.shift(); steps; steps = queue.shift())
    for (const step of steps) {
      await sleep(0)
      // In the new task, which a long one may have pushed into the quiet. Longer than the quiet: the splash's clock is held.
      const wait = msUntilQuietAfterLeaving()
      if (wait > 0 && wait <= QUIET_AROUND_LEAVING_MS.before + QUIET_AROUND_LEAVING_MS.after) await sleep(wait)
      try {
        await step()
      } catch (error) {
        console.warn("[whenQuiet] a step failed; what it loads waits until wanted:", error)
        break
      }
    }
  running = false
}

/** The page has hydrated (src/app/root.tsx). */
export function pageHydrated() {
  hydrated = true
  void run()
}
export function whenQuiet(steps: readonly Step[]) {
  queue.push(steps)
  void run()
}

/** `callback` after the steps queued before it, for work that would share the network with them, or after `atLatestMs`. */
export function afterQuiet(callback: () => void, atLatestMs = 4000): () => void {
  let pending = true
  const cancel = () => void ((pending = false), clearTimeout(timer))
  const once = () => pending && (cancel(), callback())
  const timer = setTimeout(once, atLatestMs)
  whenQuiet([once])
  return cancel
}

/** For tests. */
export const resetQueue = () => ((queue.length = 0), (hydrated = running = false))
