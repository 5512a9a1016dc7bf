/**
 * Whether a Chakra part answers instead of the page's own menu or dialog (docs/ARCHITECTURE.md, mechanism 12):
 * from when it is `ready`, and never while the page's own, the popover `ownId`, is open.
 */
import { startTransition, useEffect, useLayoutEffect, useState } from "react"
import { msUntilQuietAfterLeaving } from "../browser/splash"
import { popoverOpen } from "../browser/earlyInput"

/**
 * False until the splash has left and its quiet has passed: the visitor's first tap comes then, and the page's own
 * answers it at a fraction of a Chakra part's first opening (docs/PERFORMANCE.md).
 */
function useClearOfSplash(): boolean {
  const [clear, setClear] = useState(false)
  useEffect(() => {
    const wait = msUntilQuietAfterLeaving()
    if (wait <= 0) return setClear(true)
    const timer = setTimeout(() => setClear(true), wait)
    return () => clearTimeout(timer)
  }, [])
  return clear
}

export function useHandOver(ready: boolean, ownId: string): boolean {
  const [handedOver, setHandedOver] = useState(false)
  const clear = useClearOfSplash()
  useEffect(() => {
    const own = document.getElementById(ownId)
    if (!ready || !clear || !own) return
    // A transition, so that mounting the part never holds the frame that shows the page's own closed.
    const handOver = () => {
      if (!popoverOpen(own)) startTransition(() => setHandedOver(true))
    }
    handOver()
    own.addEventListener("toggle", handOver)
    return () => own.removeEventListener("toggle", handOver)
  }, [ready, clear, ownId])
  // Reopened before the transition committed: handed back before the browser paints, until it closes again.
  useLayoutEffect(() => {
    const own = document.getElementById(ownId)
    if (handedOver && own && popoverOpen(own)) setHandedOver(false)
  }, [handedOver, ownId])
  return handedOver
}
