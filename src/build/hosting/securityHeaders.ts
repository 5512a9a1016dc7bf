/** The site's HTTP headers (security, caching by path): the one source for gatsby-config.ts, ./hosting.ts and `npm run serve`. */
import { LOCAL_BACKEND_URL } from "../../lib/settings"

export type Env = Record<string, string | undefined>

type Directives = ReadonlyArray<readonly [string, readonly string[]]>

/** The e-mail provider's API: the contact form posts there (the only cross-origin request). */
export const EMAIL_API_ORIGIN = "https://api.emailjs.com"

/** reCAPTCHA v2's origins as Google documents them; named only when GATSBY_RECAPTCHA_SITE_KEY is set. */
export const RECAPTCHA_SCRIPT_SOURCES = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"] as const
const RECAPTCHA_FRAME_SOURCES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"] as const

/** Whether a build's environment configures reCAPTCHA (the same test as the form's, src/features/contact/settings.ts). */
export const recaptchaConfigured = (env: Env = process.env) => (env.GATSBY_RECAPTCHA_SITE_KEY ?? "").trim() !== ""

/**
 * script-src 'unsafe-inline' is only the header's outer bound: each page's meta policy lists its inline scripts' hashes
 * (../html/scriptPolicy.ts) and a script must pass both, so no page runs under 'unsafe-inline' and no header changes per build.
 * style-src 'unsafe-inline': Emotion's run-time <style> tags, the inline critical CSS. img-src data:: image placeholders, Chakra's SVGs.
 */
export function cspDirectivesFor(env: Env = process.env): Directives {
  const recaptcha = recaptchaConfigured(env)
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-inline'", ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : [])]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", EMAIL_API_ORIGIN]],
    ...(recaptcha ? [["frame-src", ["'self'", ...RECAPTCHA_FRAME_SOURCES]] as const] : []),
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]
}

export const policyText = (directives: Directives) => directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ")

export interface HeaderEntry {
  key: string
  value: string
}

export const ADMIN_PATTERN = /^\/admin(?:\/|$)/

/**
 * The editor's policy (Decap CMS, ../editor/admin.ts), never the public pages'. No 'unsafe-eval': Decap's config check,
 * which compiled with new Function(), is left out of its bundle (editor/absent/ajv.ts). blob:: Decap previews an uploaded
 * photo and reads it back to send it. api.github.com: the web editor commits through it. COOP same-origin-allow-popups
 * (below): GitHub's sign-in window hands the editor its token.
 */
const ADMIN_CSP_OVERRIDES: Record<string, readonly string[]> = {
  "script-src": ["'self'", "'wasm-unsafe-eval'"],
  "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
  "connect-src": ["'self'", "blob:", "https://api.github.com"],
}
/** decap-server (Decap's local_backend), only when the build is for this computer (CMS_LOCAL_BACKEND=1). */
const LOCAL_BACKEND_PORT = new URL(LOCAL_BACKEND_URL).port
const LOCAL_BACKEND_ORIGINS = [`http://localhost:${LOCAL_BACKEND_PORT}`, `http://127.0.0.1:${LOCAL_BACKEND_PORT}`]
export const localBackendWanted = (env: Env = process.env) => env.CMS_LOCAL_BACKEND === "1"
export const adminCspDirectives = (localBackend: boolean): Directives =>
  cspDirectivesFor({}).map(([name, sources]) => {
    const admin = ADMIN_CSP_OVERRIDES[name] ?? sources
    return [name, name === "connect-src" && localBackend ? [...admin, ...LOCAL_BACKEND_ORIGINS] : admin] as const
  })

/** Sent with every response (HTML, page-data, assets), for a build made with `env`; `admin`: the editor's. */
export const securityHeadersFor = (env: Env = process.env, admin = false): readonly HeaderEntry[] => [
  { key: "Content-Security-Policy", value: policyText(admin ? adminCspDirectives(localBackendWanted(env)) : cspDirectivesFor(env)) },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    // browsing-topics=() is the current name of the old interest-cohort=() (FLoC) opt-out.
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: admin ? "same-origin-allow-popups" : "same-origin" },
]

export const securityHeaders = securityHeadersFor()
export const adminSecurityHeaders = securityHeadersFor(process.env, true)

/** Content-hashed files (Gatsby's /static/ and the webpack JS/CSS bundles): cache for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable"
/** The editor's files but its page (../editor/adminBundle.ts): every name carries a content hash. */
export const EDITOR_ASSETS = "/admin/assets/"
/** HTML, page-data and unhashed files: always ask the server whether they changed. */
export const REVALIDATE = "public, max-age=0, must-revalidate"

/** Cache-Control by path: the first rule whose `prefix` or `pattern` matches wins (so does nginx's order). */
export interface CacheRule {
  name: string
  prefix?: string
  pattern?: RegExp
  value: string
}
export const cacheRules: readonly CacheRule[] = [
  { name: "static", prefix: "/static/", value: IMMUTABLE },
  { name: "page-data", prefix: "/page-data/", value: REVALIDATE },
  { name: "editor", prefix: EDITOR_ASSETS, value: IMMUTABLE },
  // Webpack's bundles at the root carry a content hash; unhashed scripts (sw.js) fall through.
  { name: "bundles", pattern: /^\/[^/]+-[0-9a-f]{16,}\.(?:js|css)$/, value: IMMUTABLE },
  { name: "other", value: REVALIDATE },
]

const matches = (rule: CacheRule, urlPath: string) =>
  rule.prefix !== undefined ? urlPath.startsWith(rule.prefix) : rule.pattern !== undefined ? rule.pattern.test(urlPath) : true

export const cacheRuleFor = (urlPath: string): CacheRule => cacheRules.find((rule) => matches(rule, urlPath))!

export function cacheControlFor(urlPath: string): string {
  return cacheRuleFor(urlPath).value
}

export function headersFor(urlPath: string, env?: Env): HeaderEntry[] {
  const admin = ADMIN_PATTERN.test(urlPath)
  const security = env ? securityHeadersFor(env, admin) : admin ? adminSecurityHeaders : securityHeaders
  return [...security, { key: "Cache-Control", value: cacheControlFor(urlPath) }]
}

/**
 * gatsby-config `headers`, replacing the adapters' weaker defaults. Keys are lower-case: Gatsby merges
 * by exact key. No Cache-Control on "/*": it would override the adapters' immutable bundles.
 */
const lowerCaseKeys = (headers: readonly HeaderEntry[]) => headers.map(({ key, value }) => ({ key: key.toLowerCase(), value }))

/** The editor's headers that differ from the site's (Gatsby lets the more specific source win, key by key). */
const adminOnly = adminSecurityHeaders.filter((header, i) => header.value !== securityHeaders[i].value)

export const gatsbyHeaders = [
  { source: "/*", headers: lowerCaseKeys(securityHeaders) },
  { source: "/admin", headers: lowerCaseKeys(adminOnly) },
  { source: "/admin/*", headers: lowerCaseKeys(adminOnly) },
  { source: "/static/*", headers: lowerCaseKeys([{ key: "Cache-Control", value: IMMUTABLE }]) },
  { source: "/page-data/*", headers: lowerCaseKeys([{ key: "Cache-Control", value: REVALIDATE }]) },
  { source: `${EDITOR_ASSETS}*`, headers: lowerCaseKeys([{ key: "Cache-Control", value: IMMUTABLE }]) },
]
