/**
 * reCAPTCHA v2's box for the contact form, only when built with GATSBY_RECAPTCHA_SITE_KEY and only from the
 * first focus in the form (docs/CONTACT-FORM.md). Its token is EmailJS's one server-side check: the SDK's own
 * checks run in the browser, and a bot posting to the API directly skips them.
 */
import * as React from "react"
import type { CaptchaCheck } from "./useContactForm"
import { RecaptchaUnavailableError } from "./send"
import type { Lang } from "../../i18n/languages"

/** Google's script; `render=explicit` lets the form render the box itself, into its own slot. */
export const RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/api.js"
/** The global function the script calls once its API is ready (its `onload` parameter). */
const RECAPTCHA_ONLOAD = "zavalaCajuRecaptchaReady"
/** The box's language, the page's: Mozambique writes European Portuguese, and the English pages are British English. */
const RECAPTCHA_LANGUAGES: Record<Lang, string> = { pt: "pt-PT", en: "en-GB" }
const RECAPTCHA_LOAD_TIMEOUT_MS = 15_000

interface RenderParameters {
  sitekey: string
  hl?: string
  callback?: (token: string) => void
}

/** The part of reCAPTCHA v2's JavaScript API the form uses. */
export interface RecaptchaApi {
  render(container: HTMLElement, parameters: RenderParameters): number
  getResponse(widgetId?: number): string
  reset(widgetId?: number): void
}

type RecaptchaWindow = Window & { grecaptcha?: RecaptchaApi } & Record<string, unknown>

const recaptchaScriptUrl = (lang: Lang) => `${RECAPTCHA_SCRIPT}?onload=${RECAPTCHA_ONLOAD}&render=explicit&hl=${RECAPTCHA_LANGUAGES[lang]}`

let loading: Promise<RecaptchaApi> | null = null

/** Adds Google's script once, in the page's language; rejects with RecaptchaUnavailableError (and allows a later retry) when it does not load. */
function loadRecaptcha(lang: Lang, timeoutMs = RECAPTCHA_LOAD_TIMEOUT_MS): Promise<RecaptchaApi> {
  loading ??= new Promise<RecaptchaApi>((resolve, reject) => {
    const win = window as unknown as RecaptchaWindow
    const script = document.createElement("script")
    const fail = (reason: string) => {
      clearTimeout(timer)
      script.remove()
      delete win[RECAPTCHA_ONLOAD]
      loading = null
      reject(new RecaptchaUnavailableError(reason))
    }
    const timer = setTimeout(() => fail(`its script did not answer within ${Math.round(timeoutMs / 1000)} s`), timeoutMs)
    win[RECAPTCHA_ONLOAD] = () => {
      clearTimeout(timer)
      if (win.grecaptcha) resolve(win.grecaptcha)
      else fail("its script ran without providing the grecaptcha API")
    }
    script.src = recaptchaScriptUrl(lang)
    script.async = true
    script.onerror = () => fail(`its script (${RECAPTCHA_SCRIPT}) could not be loaded`)
    document.head.appendChild(script)
  })
  return loading
}

/** Forgets the script loaded so far (tests: each starts from a page that never loaded it). */
export function resetRecaptchaLoader() {
  loading = null
}

type RecaptchaStatus = "off" | "idle" | "loading" | "ready" | "failed"

export interface UseRecaptcha {
  /** A site key is set: the form shows the box (and its note). */
  enabled: boolean
  status: RecaptchaStatus
  slotRef: React.RefObject<HTMLDivElement>
  /** Loads the script and renders the box (the form's first focus); a no-op once under way. */
  start: () => void
  /** For the submit: the token, or null when the box is not ticked; throws when the box could not load. */
  check: () => CaptchaCheck
  /** The visitor submitted without ticking the box: say so and move focus to it. */
  askForIt: () => void
  /** A token is good for one message: a fresh box after each send. */
  reset: () => void
  asked: boolean
}

export function useRecaptcha(siteKey: string, lang: Lang, load: (lang: Lang) => Promise<RecaptchaApi> = loadRecaptcha): UseRecaptcha {
  const enabled = siteKey !== ""
  const slotRef = React.useRef<HTMLDivElement>(null)
  const widget = React.useRef<{ api: RecaptchaApi; id: number } | null>(null)
  const failure = React.useRef<unknown>(null)
  const [status, setStatus] = React.useState<RecaptchaStatus>(enabled ? "idle" : "off")
  const statusRef = React.useRef(status)
  statusRef.current = status
  const [asked, setAsked] = React.useState(false)
  const mounted = React.useRef(true)

  React.useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  /** `retry`: also after a failed load (a submit's, not a mere focus: a focus must not hide the failure behind a new wait). */
  const loadWidget = React.useCallback(
    (retry: boolean) => {
      if (!enabled || widget.current || statusRef.current === "loading") return
      if (statusRef.current === "failed" && !retry) return
      statusRef.current = "loading"
      setStatus("loading")
      load(lang).then(
        (api) => {
          const slot = slotRef.current
          if (!mounted.current || !slot) return
          const id = api.render(slot, {
            sitekey: siteKey,
            hl: RECAPTCHA_LANGUAGES[lang],
            callback: () => setAsked(false),
          })
          widget.current = { api, id }
          failure.current = null
          setStatus("ready")
        },
        (error: unknown) => {
          failure.current = error
          if (!mounted.current) return
          console.warn("Contact form: reCAPTCHA did not load; messages cannot be sent until it does", error)
          statusRef.current = "failed"
          setStatus("failed")
        },
      )
    },
    [enabled, lang, load, siteKey],
  )
  const start = React.useCallback(() => loadWidget(false), [loadWidget])

  const check = React.useCallback((): CaptchaCheck => {
    const current = widget.current
    if (current) return { token: current.api.getResponse(current.id) || null }
    if (statusRef.current === "failed") {
      const error = failure.current ?? new RecaptchaUnavailableError("its script did not load")
      loadWidget(true) // try again, for the next submit
      throw error
    }
    start()
    return { token: null } // still loading: the box appears in a moment
  }, [loadWidget, start])

  const askForIt = React.useCallback(() => {
    setAsked(true)
    slotRef.current?.querySelector("iframe")?.focus()
  }, [])

  const reset = React.useCallback(() => {
    const current = widget.current
    setAsked(false)
    if (!current) return
    try {
      current.api.reset(current.id)
    } catch (error) {
      console.warn("Contact form: the reCAPTCHA box could not be reset", error)
    }
  }, [])

  return { enabled, status, slotRef, start, check, askForIt, reset, asked }
}
