/**
 * Sending the contact form through EmailJS, and making sense of every way it can fail, so that the form
 * only knows "sent" or "failed". The SDK is loaded on demand.
 */
import type { EmailJSResponseStatus } from "@emailjs/browser"
import { LANG_INFO, type Lang } from "../../i18n/languages"
import { emailSettingsFromEnv, type EmailSettings, type RequiredEmailSetting } from "./settings"
import { recordAcceptedSend, throttleWait } from "./throttle"
import { browserStorage, type StorageGetter } from "../../lib/formDraft"

export interface ContactValues {
  name: string
  email: string
  phone: string
  company: string
  message: string
}

export const EMPTY_CONTACT_VALUES: ContactValues = { name: "", email: "", phone: "", company: "", message: "" }

/** Maximum length of each field (maxLength in the form; the payload is cut to it as well). */
export const FIELD_LIMITS: Record<keyof ContactValues, number> = {
  name: 100,
  email: 254,
  phone: 30,
  company: 120,
  message: 5000,
}

export const SEND_TIMEOUT_MS = 15_000

export type EmailSdk = Pick<typeof import("@emailjs/browser"), "send">

/** The SDK's options object (its `send` also accepts a bare public key string). */
export type SendOptions = Exclude<Parameters<EmailSdk["send"]>[3], string | undefined>

/** The variables the EmailJS template receives (see docs/CONTACT-FORM.md). */
export interface TemplateParams extends Record<string, string> {
  from_name: string
  from_email: string
  phone: string
  company: string
  message: string
  to_email: string
  /** The language of the page the visitor wrote from, "pt" or "en": the company answers in it. */
  language: Lang
  language_name: string
}

/** With reCAPTCHA on in the template, EmailJS's server checks this token: the one check a bot cannot skip by not running our code. */
const RECAPTCHA_PARAM = "g-recaptcha-response"

/** Google's privacy policy, which the form's reCAPTCHA note links to (Google's terms ask for it). */
export const RECAPTCHA_POLICY_URL = "https://policies.google.com/privacy"

export function buildTemplateParams(
  values: ContactValues,
  toEmail: string,
  recaptchaToken?: string,
  language: Lang = "pt",
): TemplateParams {
  const field = (key: keyof ContactValues) => values[key].trim().slice(0, FIELD_LIMITS[key])
  const params: TemplateParams = {
    from_name: field("name"),
    from_email: field("email"),
    phone: field("phone"),
    company: field("company"),
    message: field("message"),
    to_email: toEmail,
    language,
    language_name: LANG_INFO[language].name,
  }
  if (recaptchaToken) params[RECAPTCHA_PARAM] = recaptchaToken
  return params
}

export function buildSendOptions(settings: EmailSettings): SendOptions {
  // No limitRate: it would count a send that never reached the provider (./throttle.ts throttles instead).
  const options: SendOptions = { publicKey: settings.publicKey, blockHeadless: settings.blockHeadless }
  if (settings.blockList.length > 0) options.blockList = { list: settings.blockList, watchVariable: "from_email" }
  return options
}

export class MissingEmailSettingsError extends Error {
  constructor(readonly missing: RequiredEmailSetting[]) {
    super(`EmailJS is not configured: missing ${missing.join(", ")}`)
    this.name = "MissingEmailSettingsError"
  }
}

export class SendTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer from EmailJS after ${Math.round(timeoutMs / 1000)} s`)
    this.name = "SendTimeoutError"
  }
}

/** Submitted sooner after the first focus in the form than a person can (a bot): nothing is sent. */
export class TooFastError extends Error {
  constructor(
    readonly elapsedMs: number | null,
    readonly minimumMs: number,
  ) {
    super(
      elapsedMs === null
        ? `submitted without any focus in the form (minimum ${minimumMs} ms)`
        : `submitted ${Math.round(elapsedMs)} ms after the first focus in the form (minimum ${minimumMs} ms)`,
    )
    this.name = "TooFastError"
  }
}

/** This browser had a message accepted less than the throttle ago: nothing is sent, the form waits `waitMs`. */
class ThrottledError extends Error {
  constructor(readonly waitMs: number) {
    super(`a message was accepted less than the throttle ago; the next may go in ${Math.ceil(waitMs / 1000)} s`)
    this.name = "ThrottledError"
  }
}

/** reCAPTCHA is configured but its script did not load (blocked, offline, timeout): no token, nothing is sent. */
export class RecaptchaUnavailableError extends Error {
  constructor(reason: string) {
    super(`reCAPTCHA is not available: ${reason}`)
    this.name = "RecaptchaUnavailableError"
  }
}

let sdkPromise: Promise<EmailSdk> | null = null

/** Loads @emailjs/browser once, from the form's chunk (./ContactSection.tsx); safe to call early to warm it up. */
export function loadEmailSdk(): Promise<EmailSdk> {
  sdkPromise ??= import(/* webpackChunkName: "island-contact" */ "@emailjs/browser").catch((error: unknown) => {
    sdkPromise = null // let a later attempt retry the download
    throw error
  })
  return sdkPromise
}

export interface SendDependencies {
  settings?: EmailSettings
  loadSdk?: () => Promise<EmailSdk>
  timeoutMs?: number
  recaptchaToken?: string
  language?: Lang
  /** Where the throttle remembers the last accepted send; defaults to localStorage. */
  storage?: StorageGetter
  now?: () => number
}

/** Sends one message to EmailJS; rejects with whatever went wrong (see describeSendError). */
export async function sendContactMessage(
  values: ContactValues,
  toEmail: string,
  {
    settings = emailSettingsFromEnv(),
    loadSdk = loadEmailSdk,
    timeoutMs = SEND_TIMEOUT_MS,
    recaptchaToken,
    language,
    storage = browserStorage,
    now = Date.now,
  }: SendDependencies = {},
): Promise<EmailJSResponseStatus> {
  if (settings.missing.length > 0) throw new MissingEmailSettingsError(settings.missing)
  const wait = throttleWait(storage(), settings.throttleMs, now())
  if (wait > 0) throw new ThrottledError(wait)
  const attempt = loadSdk().then((sdk) =>
    sdk.send(
      settings.serviceId,
      settings.templateId,
      buildTemplateParams(values, toEmail, recaptchaToken, language),
      buildSendOptions(settings),
    ),
  )
  // The SDK cannot abort its fetch: a request that answers after the timeout is only reported.
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new SendTimeoutError(timeoutMs))
      attempt.then(
        () => console.warn(LATE_SUCCESS_WARNING),
        () => undefined,
      )
    }, timeoutMs)
  })
  const accepted = await Promise.race([attempt, timeout]).finally(() => clearTimeout(timer))
  recordAcceptedSend(storage(), now())
  return accepted
}

export const LATE_SUCCESS_WARNING =
  "Contact form: EmailJS answered after the timeout and the message was delivered, although the visitor was shown the failure toast"

type SendFailureKind =
  | "too-fast"
  | "throttled"
  | "captcha"
  | "missing-settings"
  | "headless"
  | "blocked"
  | "rate-limited"
  | "provider"
  | "network"
  | "timeout"
  | "unknown"

export interface SendFailure {
  kind: SendFailureKind
  status?: number
  /** "throttled": how long until the form may send again, in ms. */
  waitMs?: number
  /** One line for the console: what happened and what to check. */
  detail: string
}

const isResponseStatus = (error: unknown): error is EmailJSResponseStatus =>
  typeof error === "object" &&
  error !== null &&
  typeof (error as { status?: unknown }).status === "number" &&
  typeof (error as { text?: unknown }).text === "string"

/**
 * Maps a rejection to a known failure. The SDK rejects with an EmailJSResponseStatus for HTTP answers and its own
 * checks (451 headless, 403 block list), a TypeError when fetch fails, a string when a key is missing.
 */
export function describeSendError(error: unknown): SendFailure {
  if (error instanceof MissingEmailSettingsError) {
    return {
      kind: "missing-settings",
      detail: `EmailJS is not configured: set ${error.missing.join(", ")} when building the site`,
    }
  }
  if (error instanceof TooFastError) {
    return { kind: "too-fast", detail: `${error.message}: looks like a bot, nothing was sent` }
  }
  if (error instanceof ThrottledError) {
    return { kind: "throttled", waitMs: error.waitMs, detail: `${error.message} (GATSBY_EMAILJS_THROTTLE_MS): nothing was sent` }
  }
  if (error instanceof RecaptchaUnavailableError) {
    return { kind: "captcha", detail: `${error.message}; without its token EmailJS would refuse the message, so nothing was sent` }
  }
  if (error instanceof SendTimeoutError) {
    return { kind: "timeout", detail: `${error.message}; the send was given up` }
  }
  if (isResponseStatus(error)) {
    const { status, text } = error
    const answer = `HTTP ${status}${text ? ` "${text}"` : ""}`
    if (status === 451) return { kind: "headless", status, detail: `${answer}: blocked because the browser looks headless (blockHeadless)` }
    if (status === 429) return { kind: "rate-limited", status, detail: `${answer}: too many sends in a short time (EmailJS's own limit)` }
    if (status === 403)
      return {
        kind: "blocked",
        status,
        detail: `${answer}: refused (sender on the block list, or the EmailJS account refuses this origin)`,
      }
    if (status === 0) return { kind: "network", status, detail: `${answer}: no answer from EmailJS (network)` }
    if (status >= 400 && status < 500)
      return {
        kind: "provider",
        status,
        detail: `${answer}: EmailJS refused the request (check the service id, template id and public key)`,
      }
    return { kind: "provider", status, detail: `${answer}: EmailJS failed to send` }
  }
  if (error instanceof TypeError) {
    return { kind: "network", detail: `network error, the request did not complete: ${error.message}` }
  }
  if (typeof error === "string") {
    return { kind: "missing-settings", detail: `EmailJS SDK refused to send: ${error}` }
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return { kind: "unknown", detail: `unexpected error: ${message}` }
}

/** Logs a failed send with what happened; the original error goes along for its stack. */
export function logSendFailure(error: unknown): SendFailure {
  const failure = describeSendError(error)
  console.error(`Contact form: message not sent [${failure.kind}] ${failure.detail}`, error)
  return failure
}
