/**
 * The contact form's EmailJS settings, from GATSBY_* variables at build time (docs/CONTACT-FORM.md). Each is
 * read with a literal `process.env.GATSBY_…`, which Gatsby's webpack replaces: never `process.env[name]`.
 */

const REQUIRED_EMAIL_SETTINGS = ["GATSBY_EMAILJS_PUBLIC_KEY", "GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID"] as const

export type RequiredEmailSetting = (typeof REQUIRED_EMAIL_SETTINGS)[number]

/** Minimum time between two accepted sends from one browser (./throttle.ts), unless GATSBY_EMAILJS_THROTTLE_MS says otherwise. */
export const DEFAULT_THROTTLE_MS = 5_000

/**
 * The shortest time from the first focus in the form to a submit that a person takes; anything faster is a bot's,
 * which fails and sends nothing. GATSBY_CONTACT_MIN_FILL_MS overrides it (0: off).
 */
export const MIN_FILL_MS = 3_000

export interface RawEmailSettings {
  GATSBY_EMAILJS_PUBLIC_KEY?: string
  GATSBY_EMAILJS_SERVICE_ID?: string
  GATSBY_EMAILJS_TEMPLATE_ID?: string
  GATSBY_EMAILJS_THROTTLE_MS?: string
  GATSBY_EMAILJS_BLOCK_HEADLESS?: string
  GATSBY_EMAILJS_BLOCK_LIST?: string
  GATSBY_RECAPTCHA_SITE_KEY?: string
  GATSBY_CONTACT_MIN_FILL_MS?: string
}

export interface EmailSettings {
  publicKey: string
  serviceId: string
  templateId: string
  /** Required variables that are unset or blank; empty when the form can send. */
  missing: RequiredEmailSetting[]
  /** The throttle in ms (./throttle.ts); 0 turns it off. */
  throttleMs: number
  /** The SDK's blockHeadless: refuse to send from headless browsers (off by default). */
  blockHeadless: boolean
  /** The SDK's blockList, matched against the sender's e-mail (from_email); empty = off. */
  blockList: string[]
  /** reCAPTCHA v2 site key; empty = no reCAPTCHA (nothing is loaded from Google). */
  recaptchaSiteKey: string
  /** Minimum ms from the first focus in the form to its submission; 0 = no check. */
  minFillMs: number
}

const clean = (value: string | undefined) => (value ?? "").trim()

/** Turns raw variables into settings; pure, so tests feed it any environment. */
export function parseEmailSettings(raw: RawEmailSettings): EmailSettings {
  const throttleText = clean(raw.GATSBY_EMAILJS_THROTTLE_MS)
  const throttle = throttleText === "" ? DEFAULT_THROTTLE_MS : Number(throttleText)
  const minFillText = clean(raw.GATSBY_CONTACT_MIN_FILL_MS)
  const minFill = minFillText === "" ? MIN_FILL_MS : Number(minFillText)
  return {
    publicKey: clean(raw.GATSBY_EMAILJS_PUBLIC_KEY),
    serviceId: clean(raw.GATSBY_EMAILJS_SERVICE_ID),
    templateId: clean(raw.GATSBY_EMAILJS_TEMPLATE_ID),
    missing: REQUIRED_EMAIL_SETTINGS.filter((name) => clean(raw[name]) === ""),
    throttleMs: Number.isFinite(throttle) && throttle > 0 ? Math.round(throttle) : 0,
    blockHeadless: ["true", "1", "yes"].includes(clean(raw.GATSBY_EMAILJS_BLOCK_HEADLESS).toLowerCase()),
    blockList: clean(raw.GATSBY_EMAILJS_BLOCK_LIST)
      .split(/[\s,;]+/)
      .map((entry) => entry.trim())
      .filter(Boolean),
    recaptchaSiteKey: clean(raw.GATSBY_RECAPTCHA_SITE_KEY),
    // Not a number: keep the check on rather than silently drop it.
    minFillMs: Number.isFinite(minFill) ? Math.max(0, Math.round(minFill)) : MIN_FILL_MS,
  }
}

/** The settings this build was made with (browser and Node alike). */
export function emailSettingsFromEnv(): EmailSettings {
  return parseEmailSettings({
    GATSBY_EMAILJS_PUBLIC_KEY: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
    GATSBY_EMAILJS_SERVICE_ID: process.env.GATSBY_EMAILJS_SERVICE_ID,
    GATSBY_EMAILJS_TEMPLATE_ID: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
    GATSBY_EMAILJS_THROTTLE_MS: process.env.GATSBY_EMAILJS_THROTTLE_MS,
    GATSBY_EMAILJS_BLOCK_HEADLESS: process.env.GATSBY_EMAILJS_BLOCK_HEADLESS,
    GATSBY_EMAILJS_BLOCK_LIST: process.env.GATSBY_EMAILJS_BLOCK_LIST,
    GATSBY_RECAPTCHA_SITE_KEY: process.env.GATSBY_RECAPTCHA_SITE_KEY,
    GATSBY_CONTACT_MIN_FILL_MS: process.env.GATSBY_CONTACT_MIN_FILL_MS,
  })
}

export function missingEmailSettingsWarning(missing: readonly string[]): string | null {
  if (missing.length === 0) return null
  return (
    `Contact form: EmailJS is not configured, missing ${missing.join(", ")}. ` +
    `The site builds, but every message sent from the contact form will fail until ` +
    `${missing.length === 1 ? "this variable is" : "these variables are"} set ` +
    `(see docs/CONTACT-FORM.md, and .env.example).`
  )
}

/** Called from gatsby-node's onPreBootstrap: warns, never fails, when the form cannot send. */
export function warnMissingEmailSettings(
  reporter: { warn: (message: string) => void },
  settings: EmailSettings = emailSettingsFromEnv(),
): boolean {
  const warning = missingEmailSettingsWarning(settings.missing)
  if (warning) reporter.warn(warning)
  return warning === null
}
