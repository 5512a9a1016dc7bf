import * as React from "react"
import type { Lang } from "../../i18n/languages"
import { EMPTY_CONTACT_VALUES, logSendFailure, sendContactMessage, TooFastError, type ContactValues, type SendFailure } from "./send"
import { emailSettingsFromEnv } from "./settings"
import { browserStorage, clearDraft, isEmpty, readDraft, writeDraft, type StorageGetter } from "./draft"

/**
 * The contact form's state machine: idle -> sending -> success | failure, or -> waiting -> idle when the throttle
 * (./throttle.ts) refuses a send. The draft stays in localStorage until a success; a second submit in flight sends nothing. Bots: a filled honeypot looks sent, a submit sooner than
 * MIN_FILL_MS (./settings.ts) after the first focus fails; both send nothing. With reCAPTCHA, no token, no send.
 */

/** name of the honeypot input: people never see it, naive bots fill it. */
export const HONEYPOT_NAME = "website"

export type ContactStatus = "idle" | "sending" | "success" | "failure" | "waiting"
export type ContactOutcome = "success" | "failure" | "throttled"

export type CaptchaCheck =
  | { token: string }
  /** The visitor has not ticked the box (or the token expired): nothing is sent, the form asks for it. */
  | { token: null }

export interface UseContactFormOptions {
  /** The company's address (to_email in the template). */
  toEmail: string
  /** Sends one message; rejects on any failure. Defaults to EmailJS. */
  send?: (values: ContactValues, toEmail: string, extras: { recaptchaToken?: string; language?: Lang }) => Promise<unknown>
  /** The page's language, sent with the message (the template's `language`). */
  language?: Lang
  /** The reCAPTCHA check, when configured; throws RecaptchaUnavailableError when the widget could not load. */
  captcha?: () => CaptchaCheck
  onCaptchaMissing?: () => void
  /** Minimum ms from the first focus to a submit; defaults to the build's setting (MIN_FILL_MS). */
  minFillMs?: number
  /** The clock (tests). */
  now?: () => number
  /** Called once per finished submit (toasts). */
  onOutcome?: (outcome: ContactOutcome, failure?: SendFailure) => void
  /** Where the draft lives; defaults to localStorage. */
  storage?: StorageGetter
}

/** When the page started loading, on the same clock as Date.now(). */
const pageStart = () => (typeof performance === "undefined" ? Date.now() : Date.now() - performance.now())

export function useContactForm({
  toEmail,
  language = "pt",
  send = sendContactMessage,
  onOutcome,
  storage = browserStorage,
  captcha,
  onCaptchaMissing,
  minFillMs = emailSettingsFromEnv().minFillMs,
  now = Date.now,
}: UseContactFormOptions) {
  const [values, setValues] = React.useState<ContactValues>(EMPTY_CONTACT_VALUES)
  const [status, setStatus] = React.useState<ContactStatus>("idle")
  const [failure, setFailure] = React.useState<SendFailure | null>(null)
  const waiting = status === "waiting"
  const inFlight = React.useRef(false)
  const mounted = React.useRef(true)
  /** When the visitor started on the form (first focus); null until then. */
  const startedAt = React.useRef<number | null>(null)
  const latest = React.useRef({ send, onOutcome, storage, toEmail, language, captcha, onCaptchaMissing, minFillMs, now })
  latest.current = { send, onOutcome, storage, toEmail, language, captcha, onCaptchaMissing, minFillMs, now }

  React.useEffect(() => {
    mounted.current = true
    // Restore after hydration (the server-rendered form is empty), unless the visitor already typed.
    const draft = readDraft(latest.current.storage())
    if (draft) {
      setValues((current) => (isEmpty(current) ? draft : current))
      // A person wrote it on an earlier visit: count from this page's start, not from the next focus.
      startedAt.current ??= Math.min(pageStart(), latest.current.now())
    }
    return () => {
      mounted.current = false
    }
  }, [])

  // Refused by the throttle: the form comes back by itself when the wait is over.
  const waitMs = waiting ? (failure?.waitMs ?? 0) : 0
  React.useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setStatus("idle"), waitMs)
    return () => clearTimeout(timer)
  }, [waiting, waitMs])

  /** The visitor is on the form (first focus, or `since` for text typed before the code loaded); the first call counts. */
  const markStarted = React.useCallback((since?: "page-start") => {
    if (startedAt.current !== null) return
    const current = latest.current.now()
    startedAt.current = since === "page-start" ? Math.min(pageStart(), current) : current
  }, [])

  const setField = React.useCallback((field: keyof ContactValues, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value }
      writeDraft(latest.current.storage(), next)
      return next
    })
  }, [])

  const handleSubmit = React.useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (inFlight.current || waiting) return
      const { send: sendMessage, onOutcome: notify, storage: getStorage, toEmail: recipient, language: visitorLanguage } = latest.current

      const trap = new FormData(event.currentTarget).get(HONEYPOT_NAME)
      if (typeof trap === "string" && trap !== "") {
        // A bot: pretend it worked, send nothing.
        setValues(EMPTY_CONTACT_VALUES)
        clearDraft(getStorage())
        setFailure(null)
        setStatus("success")
        notify?.("success")
        return
      }

      const fail = (error: unknown) => {
        const described = logSendFailure(error)
        writeDraft(getStorage(), values)
        if (!mounted.current) return
        setFailure(described)
        const throttled = described.kind === "throttled"
        setStatus(throttled ? "waiting" : "failure")
        notify?.(throttled ? "throttled" : "failure", described)
      }

      // Sooner than a person can: a bot. The normal failure, and no call to the provider.
      const { minFillMs: minimum, now: clock, captcha: checkCaptcha, onCaptchaMissing: askForCaptcha } = latest.current
      if (minimum > 0) {
        const elapsed = startedAt.current === null ? null : clock() - startedAt.current
        if (elapsed === null || elapsed < minimum) {
          fail(new TooFastError(elapsed, minimum))
          return
        }
      }

      let recaptchaToken: string | undefined
      if (checkCaptcha) {
        let check: CaptchaCheck
        try {
          check = checkCaptcha()
        } catch (error) {
          fail(error) // the widget could not load: the message cannot pass EmailJS's check
          return
        }
        if (check.token === null) {
          askForCaptcha?.()
          return
        }
        recaptchaToken = check.token
      }

      inFlight.current = true
      setStatus("sending")
      setFailure(null)
      try {
        await sendMessage(values, recipient, { ...(recaptchaToken ? { recaptchaToken } : {}), language: visitorLanguage })
        if (!mounted.current) return
        setValues(EMPTY_CONTACT_VALUES)
        clearDraft(getStorage())
        setStatus("success")
        notify?.("success")
      } catch (error) {
        fail(error)
      } finally {
        inFlight.current = false
      }
    },
    [values, waiting],
  )

  return { values, setField, status, failure, handleSubmit, markStarted, sending: status === "sending", waiting }
}
