/**
 * The contact form's toasts: the toaster (src/theme/toaster.tsx) comes in the form's chunk (./ContactSection.tsx)
 * and runs only once wanted: the form made ready, focused or sending.
 */
import * as React from "react"
import type { InterfaceTexts } from "../../i18n/frame"
import { fillTemplate } from "../../i18n/languages"
import type { SendFailure } from "./send"
import type { ContactOutcome } from "./useContactForm"

/** How long each toast stays (it pauses while hovered or focused). */
const SUCCESS_TOAST_MS = 6_000
const FAILURE_TOAST_MS = 10_000

const loadToaster = () => import(/* webpackChunkName: "island-contact" */ "../../theme/toaster")

/** The toast region, mounted once wanted. */
export const LazyToaster = React.lazy(() => loadToaster().then((module) => ({ default: module.Toaster })))

/** The toast's content for a finished send, in the page's language. */
function toastFor(outcome: ContactOutcome, texts: InterfaceTexts["form"], waitMs = 0) {
  if (outcome === "success")
    return { title: texts.successTitle, description: texts.successText, type: "success", duration: SUCCESS_TOAST_MS }
  if (outcome === "failure") return { title: texts.failureTitle, description: texts.failureText, type: "error", duration: FAILURE_TOAST_MS }
  // Refused by the throttle: say so, and when the button comes back (never "try again", which would not work).
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  return {
    title: texts.throttledTitle,
    description: fillTemplate(texts.throttledText, { seconds }),
    type: "info",
    duration: Math.max(FAILURE_TOAST_MS, waitMs),
  }
}

/** Shows the toast for a finished send. */
export function showToast(outcome: ContactOutcome, texts: InterfaceTexts["form"], failure?: SendFailure) {
  return loadToaster()
    .then(({ toaster }) => toaster.create({ ...toastFor(outcome, texts, failure?.waitMs), closable: true }))
    .catch((error: unknown) => console.error("Contact form: the notification could not be shown", error))
}
