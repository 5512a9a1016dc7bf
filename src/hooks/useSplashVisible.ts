import { useEffect, useState } from "react"
import { splashClock } from "../browser/splash"

/**
 * Whether the splash still shows. The count itself belongs to the splash clock
 * (src/browser/splash.ts), which the page's inline script started at first paint: this
 * hook only follows it, starting it itself where no inline script ran (`gatsby develop`).
 * With `enabled` false (a client-side navigation) the splash is never visible.
 *
 * The first render says "visible" even when the clock is already done, so hydration
 * finds the markup the server rendered; the effect then removes it.
 */
export function useSplashVisible(enabled = true): boolean {
  const [visible, setVisible] = useState(enabled)

  useEffect(() => {
    if (!enabled) return undefined
    let mounted = true
    const clock = splashClock()
    if (!clock) {
      setVisible(false)
      return undefined
    }
    clock.onDone(() => {
      if (mounted) setVisible(false)
    })
    return () => {
      mounted = false
    }
  }, [enabled])

  return visible
}
