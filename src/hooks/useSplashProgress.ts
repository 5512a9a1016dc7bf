import { useEffect, useState } from "react"

/** The splash shows for this long on a full page load. */
export const SPLASH_DURATION_MS = 2500
/** The progress figure moves every… */
export const SPLASH_TICK_MS = 50
/** …by this many percentage points (50 ticks of 2 = 100 % in 2500 ms). */
export const SPLASH_STEP = 2

export interface SplashProgress {
  /** 0 to 100, in steps of SPLASH_STEP. */
  progress: number
  /** False once SPLASH_DURATION_MS have passed. */
  visible: boolean
}

/**
 * Drives the splash: progress counts 0 → 100 by SPLASH_STEP every
 * SPLASH_TICK_MS from mount, and `visible` turns false SPLASH_DURATION_MS
 * after mount. With `enabled` false (a client-side navigation) the splash
 * is never visible.
 */
export function useSplashProgress(enabled = true): SplashProgress {
  const [progress, setProgress] = useState(0)
  const [visible, setVisible] = useState(enabled)

  useEffect(() => {
    if (!enabled) return undefined
    const tick = window.setInterval(() => {
      setProgress((value) => Math.min(100, value + SPLASH_STEP))
    }, SPLASH_TICK_MS)
    const done = window.setTimeout(() => {
      window.clearInterval(tick)
      setProgress(100)
      setVisible(false)
    }, SPLASH_DURATION_MS)
    return () => {
      window.clearInterval(tick)
      window.clearTimeout(done)
    }
  }, [enabled])

  return { progress, visible }
}
