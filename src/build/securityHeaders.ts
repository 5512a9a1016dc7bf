/**
 * HTTP response headers of the site: security headers for every response and
 * caching rules by path. The one source of these values, used by
 *  - gatsby-config.ts (`headers`, applied by Gatsby adapters on hosts that have one),
 *  - the hosts' files the build writes (src/build/hosting.ts: _headers, the nginx include),
 *  - the static server of `npm run serve`, the browser tests and the bench.
 */

/** A build's environment: process.env, or the one a host's files or a test are made for. */
export type Env = Record<string, string | undefined>

/** A Content-Security-Policy as its directives, in order: each name with its sources. */
type Directives = ReadonlyArray<readonly [string, readonly string[]]>

/** The e-mail provider's API: the contact form posts there (the only cross-origin request). */
export const EMAIL_API_ORIGIN = "https://api.emailjs.com"

/**
 * Google reCAPTCHA v2, only in a build with GATSBY_RECAPTCHA_SITE_KEY set (the contact form's
 * optional spam check): the origins Google documents for its widget under a CSP. Without the
 * key no policy names Google.
 */
export const RECAPTCHA_SCRIPT_SOURCES = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"] as const
const RECAPTCHA_FRAME_SOURCES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"] as const

/** Whether a build's environment configures reCAPTCHA (the same test as the form's, src/features/contact/settings.ts). */
export const recaptchaConfigured = (env: Env = process.env) => (env.GATSBY_RECAPTCHA_SITE_KEY ?? "").trim() !== ""

/**
 * Content-Security-Policy, measured against the production build (no violation
 * reported in Chromium on any route nor on client-side navigation: __tests__/e2e/csp.spec.ts).
 *
 * - script-src 'unsafe-inline' is only the outer bound a static header can carry: every
 *   page also has its own script policy, a <meta http-equiv="Content-Security-Policy"> with
 *   the hashes of exactly its inline scripts (src/build/scriptPolicy.ts, written after the
 *   build). A script runs only if both policies allow it, so the effective script policy of
 *   every page has no 'unsafe-inline', and no header file has to change with each build.
 *   The header keeps what a meta policy cannot carry (frame-ancestors) and every other directive.
 * - style-src 'unsafe-inline': Emotion (Chakra UI) writes <style> tags at run
 *   time and the server-rendered critical CSS is inline.
 * - img-src data:: gatsby-plugin-image placeholders and Chakra's inline SVG icons in CSS.
 * - connect-src: the site itself (page-data) and the e-mail API only.
 * - With reCAPTCHA configured, and only then: Google's script (script-src) and its box, an
 *   iframe (frame-src).
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

/** The content editor (Decap CMS, src/build/admin.ts): /admin and everything under it. */
export const ADMIN_PATTERN = /^\/admin(?:\/|$)/

/**
 * The editor's policy: the site's, except where Decap CMS needs more. Public pages never get it.
 * - script-src 'unsafe-eval': Decap validates its configuration with ajv, which compiles
 *   validators with new Function(); 'wasm-unsafe-eval' for its WebAssembly. No 'unsafe-inline':
 *   the editor's page has no inline script.
 * - img-src blob:, the GitHub avatar host: previews of photos being uploaded, the signed-in user.
 * - connect-src blob:: Decap reads an uploaded photo back from its blob: URL to send it.
 * - connect-src: GitHub's API (the web editor commits through it). 'self' also covers the
 *   photo preparation's WebAssembly files (/admin/photos/wasm/, fetched by its worker).
 * - worker-src 'self' (the site's): the photo preparation's module worker, /admin/photos/worker.js.
 * - frame-ancestors 'none' (the site's): no other page may frame the editor; where the host
 *   sends no header (GitHub Pages), setup.js refuses to start it in a frame (src/build/adminGuard.ts).
 * - Cross-Origin-Opener-Policy same-origin-allow-popups (below): GitHub's sign-in window must
 *   be able to hand the editor its token.
 * Under `npm run cms` and in the browser tests only (CMS_LOCAL_BACKEND=1): connect-src also
 * decap-server on this computer (LOCAL_BACKEND_ORIGINS). The published site's policy names no localhost.
 */
const ADMIN_CSP_OVERRIDES: Record<string, readonly string[]> = {
  "script-src": ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
  "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
  "connect-src": ["'self'", "blob:", "https://api.github.com"],
}
/** decap-server (Decap's local_backend), only when the build is for this computer (CMS_LOCAL_BACKEND=1). */
const LOCAL_BACKEND_ORIGINS = ["http://localhost:8081", "http://127.0.0.1:8081"] as const
const localBackendWanted = (env: Env = process.env) => env.CMS_LOCAL_BACKEND === "1"
export const adminCspDirectives = (env: Env = process.env): Directives =>
  cspDirectivesFor({}).map(([name, sources]) => {
    const admin = ADMIN_CSP_OVERRIDES[name] ?? sources
    return [name, name === "connect-src" && localBackendWanted(env) ? [...admin, ...LOCAL_BACKEND_ORIGINS] : admin] as const
  })

/** Sent with every response (HTML, page-data, assets), for a build made with `env`; `admin`: the editor's. */
export const securityHeadersFor = (env: Env = process.env, admin = false): readonly HeaderEntry[] => [
  { key: "Content-Security-Policy", value: policyText(admin ? adminCspDirectives(env) : cspDirectivesFor(env)) },
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

/** The security headers of this build (process.env), and of its editor at /admin. */
export const securityHeaders = securityHeadersFor()
export const adminSecurityHeaders = securityHeadersFor(process.env, true)

/** Content-hashed files (Gatsby's /static/ and the webpack JS/CSS bundles): cache for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable"
/** HTML, page-data and unhashed files: always ask the server whether they changed. */
export const REVALIDATE = "public, max-age=0, must-revalidate"

/**
 * Cache-Control by path. The order matters (first match wins), as in the nginx include's
 * locations (src/build/hosting.ts writes them from these rules): a rule matches a path by its
 * `prefix` or its `pattern`; the last one matches everything else.
 */
export interface CacheRule {
  name: string
  prefix?: string
  pattern?: RegExp
  value: string
}
export const cacheRules: readonly CacheRule[] = [
  { name: "static", prefix: "/static/", value: IMMUTABLE },
  { name: "page-data", prefix: "/page-data/", value: REVALIDATE },
  // Webpack bundles at the root carry a content hash: app-3f2a…js, 551-ac57…js.
  // Unhashed scripts (sw.js, ~partytown/) fall through to REVALIDATE.
  { name: "bundles", pattern: /^\/[^/]+-[0-9a-f]{16,}\.(?:js|css)$/, value: IMMUTABLE },
  { name: "other", value: REVALIDATE },
]

const matches = (rule: CacheRule, urlPath: string) =>
  rule.prefix !== undefined ? urlPath.startsWith(rule.prefix) : rule.pattern !== undefined ? rule.pattern.test(urlPath) : true

/** The rule a path falls under. */
export const cacheRuleFor = (urlPath: string): CacheRule => cacheRules.find((rule) => matches(rule, urlPath))!

export function cacheControlFor(urlPath: string): string {
  return cacheRuleFor(urlPath).value
}

/** Every header for one response path: the security headers plus its Cache-Control (`env`: the build's environment). */
export function headersFor(urlPath: string, env?: Env): HeaderEntry[] {
  const admin = ADMIN_PATTERN.test(urlPath)
  const security = env ? securityHeadersFor(env, admin) : admin ? adminSecurityHeaders : securityHeaders
  return [...security, { key: "Cache-Control", value: cacheControlFor(urlPath) }]
}

/**
 * gatsby-config `headers`. Gatsby's adapters already mark the webpack bundles
 * immutable and everything else must-revalidate; these entries replace its
 * weaker defaults (Referrer-Policy same-origin, no CSP…) and restate the
 * /static/ and /page-data/ caching. Keys are lower-case like the adapters'
 * defaults: Gatsby merges headers by exact key, so "Referrer-Policy" would be
 * sent next to its "referrer-policy" instead of replacing it. No Cache-Control
 * on "/*": it would override the adapters' immutable caching of the bundles.
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
]
