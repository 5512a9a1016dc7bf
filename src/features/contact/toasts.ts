/**
 * The contact form's toasts: the toaster (src/theme/toaster.tsx) is loaded on demand, so a
 * page pays nothing for it until the form comes near the screen or sends.
 */
import * as React from "react"
import type { InterfaceTexts } from "../../i18n/frame"
import type { ContactOutcome } from "./useContactForm"

/** How long each toast stays (it pauses while hovered or focused). */
const SUCCESS_TOAST_MS = 6_000
const FAILURE_TOAST_MS = 10_000

const loadToaster = () => import("../../theme/toaster")

/** The toast region, mounted once the form has come near. */
export const LazyToaster = React.lazy(() => loadToaster().then((module) => ({ default: module.Toaster })))

/** The toast for a finished send, in the page's language. */
export function showToast(outcome: ContactOutcome, texts: InterfaceTexts["form"]) {
  return loadToaster()
    .then(({ toaster }) =>
      toaster.create(
        outcome === "success"
          ? { title: texts.successTitle, description: texts.successText, type: "success", duration: SUCCESS_TOAST_MS, closable: true }
          : { title: texts.failureTitle, description: texts.failureText, type: "error", duration: FAILURE_TOAST_MS, closable: true },
      ),
    )
    .catch((error: unknown) => console.error("Contact form: the notification could not be shown", error))
}
