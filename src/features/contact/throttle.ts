/**
 * The form's spam throttle: one browser sends at most one accepted message per `throttleMs`. Only a send
 * the provider accepted counts, so a retry after a network error, a time-out or a 5xx goes out at once
 * (the SDK's own limitRate counts every attempt, before it is sent).
 */

/** localStorage key: when this browser last had a message accepted. */
const LAST_SENT_KEY = "zavala-caju:contacto:ultimo-envio"

/** How long until the next send may go, in ms; 0 when it may go now. Unreadable storage never blocks a send. */
export function throttleWait(storage: Storage | null, throttleMs: number, now: number): number {
  if (throttleMs <= 0) return 0
  let last: number
  try {
    last = Number(storage?.getItem(LAST_SENT_KEY) ?? Number.NaN)
  } catch {
    return 0
  }
  // A time in the future is a clock that was set back: never block on it.
  if (!Number.isFinite(last) || last > now) return 0
  return Math.max(0, last + throttleMs - now)
}

/** Notes an accepted send; never throws (without storage, the throttle only loses its memory). */
export function recordAcceptedSend(storage: Storage | null, now: number) {
  try {
    storage?.setItem(LAST_SENT_KEY, String(now))
  } catch {
    // full or disabled storage
  }
}
