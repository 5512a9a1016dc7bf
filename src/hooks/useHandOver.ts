/**
 * Whether a Chakra part answers instead of the page's own menu or dialog (docs/ARCHITECTURE.md, mechanism 12):
 * from when it is `ready`, and never while the page's own, the element `ownId`, is open.
 */
import { startTransition, useEffect, useLayoutEffect, useState } from "react"

export function useHandOver(ready: boolean, ownId: string, isOpen: (own: HTMLElement) => boolean, closeEvent: "close" | "toggle"): boolean {
  const [handedOver, setHandedOver] = useState(false)
  useEffect(() => {
    const own = document.getElementById(ownId)
    if (!ready || !own) return
    // A transition, so that mounting the part never holds the frame that shows the page's own closed.
    const handOver = () => {
      if (!isOpen(own)) startTransition(() => setHandedOver(true))
    }
    handOver()
    own.addEventListener(closeEvent, handOver)
    return () => own.removeEventListener(closeEvent, handOver)
  }, [ready, ownId, isOpen, closeEvent])
  // Reopened before the transition committed: handed back before the browser paints, until it closes again.
  useLayoutEffect(() => {
    const own = document.getElementById(ownId)
    if (handedOver && own && isOpen(own)) setHandedOver(false)
  }, [handedOver, ownId, isOpen])
  return handedOver
}
