/**
 * The editor's sign-in service: a GitHub OAuth proxy for Decap CMS's `github` backend, run as a
 * Cloudflare Worker (docs/DEPLOYMENT.md, "Signing in to the editor"). GET /auth sends the sign-in
 * window to GitHub with a random state (also kept in a cookie) and the site's fixed scope; GET
 * /callback checks the state, exchanges the code, refuses a token of any other scope, and answers
 * the handshake page (page.ts), which hands the token to an allowed origin only.
 *
 * Settings: GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET (secrets); ALLOWED_ORIGIN (https: origins,
 * comma-separated; http://localhost too only with ALLOW_HTTP_LOCALHOST="1", in development);
 * GITHUB_SCOPE ("repo" or "public_repo", as the site's CMS_AUTH_SCOPE); GITHUB_URL (for tests).
 * Its only export is the handler: the Workers runtime takes every named export for an entry point.
 */
import { handshakePage, plainPage, PROVIDER, type Outcome } from "./page"
import { FAILURES, withReason, type Failure } from "./texts"

export interface Env {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  ALLOWED_ORIGIN?: string
  /** "1" in development only: lets ALLOWED_ORIGIN's http://localhost (127.0.0.1, [::1]) entries count. */
  ALLOW_HTTP_LOCALHOST?: string
  /** The scope every token must have: "repo" (the default) or "public_repo". */
  GITHUB_SCOPE?: string
  GITHUB_URL?: string
}

/** The cookie that carries the state from /auth to /callback (`__Host-`: Secure, Path=/, this host only). */
const STATE_COOKIE = "__Host-cms-auth-state"
/** How long a sign-in may take on GitHub's side, in seconds. */
const STATE_MAX_AGE = 600

/** Hosts that are this computer: the only ones an http: origin may have, and only in development. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"])

/**
 * The allowed origins from ALLOWED_ORIGIN: each entry's origin (scheme, host, port). https: only,
 * since a token handed to an http: page could be read on the way. http: on this computer counts
 * only with ALLOW_HTTP_LOCALHOST="1": otherwise any program serving localhost on a maintainer's
 * computer could be handed a token. "*" and anything unreadable are dropped.
 */
function allowedOrigins(env: Env): string[] {
  const localHttp = env.ALLOW_HTTP_LOCALHOST === "1"
  const origins = new Set<string>()
  for (const entry of (env.ALLOWED_ORIGIN ?? "").split(",")) {
    try {
      const url = new URL(entry.trim())
      if (url.protocol === "https:" || (localHttp && url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname))) origins.add(url.origin)
    } catch {
      // not an address: ignored
    }
  }
  return [...origins]
}

/**
 * The scope from GITHUB_SCOPE, or undefined when it is not one the editor can work with: "repo"
 * writes a private repository, "public_repo" a public one, and nothing wider is ever granted.
 */
function configuredScope(env: Env): string | undefined {
  const scope = env.GITHUB_SCOPE ?? "repo"
  return scope === "repo" || scope === "public_repo" ? scope : undefined
}

const githubUrl = (env: Env) => (env.GITHUB_URL?.trim() || "https://github.com").replace(/\/+$/, "")

const randomHex = (bytes: number) => [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("")

const COMMON_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
}

function htmlResponse(body: string, status: number, nonce?: string, extra: Record<string, string> = {}): Response {
  const scripts = nonce ? `script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'` : "style-src 'none'"
  return new Response(body, {
    status,
    headers: {
      ...COMMON_HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; ${scripts}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      ...extra,
    },
  })
}

const clearStateCookie = `${STATE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`

/** The handshake page for an outcome; the state cookie is spent either way. */
function outcomePage(outcome: Outcome, origins: readonly string[], status = 200): Response {
  const nonce = randomHex(16)
  return htmlResponse(handshakePage(outcome, origins, nonce), status, nonce, { "Set-Cookie": clearStateCookie })
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=")
    if (key === name) return rest.join("=")
  }
  return undefined
}

/** Equal strings, compared in a time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/** A scope list as a set, for comparing ("repo,user" and "user,repo" are the same; GitHub may add spaces). */
const scopeSet = (value: string) => [...new Set(value.split(/[,\s]+/).filter(Boolean))].sort().join(",")

/**
 * GET /auth. The scope is the configured one, never the caller's: a `scope` parameter that asks for
 * another (the site's CMS_AUTH_SCOPE and GITHUB_SCOPE disagree, or a forged link) is refused.
 */
function auth(env: Env, url: URL, scope: string, origins: readonly string[]): Response {
  const provider = url.searchParams.get("provider")
  if (provider && provider !== PROVIDER) return outcomePage({ failure: FAILURES.wrongProvider }, origins, 400)
  const asked = url.searchParams.get("scope")
  if (asked !== null && scopeSet(asked) !== scopeSet(scope)) return outcomePage({ failure: FAILURES.scopeMismatch }, origins, 400)
  const state = randomHex(32)
  const authorize = new URL(`${githubUrl(env)}/login/oauth/authorize`)
  authorize.searchParams.set("client_id", env.GITHUB_CLIENT_ID as string)
  authorize.searchParams.set("redirect_uri", `${url.origin}/callback`)
  authorize.searchParams.set("scope", scope)
  authorize.searchParams.set("state", state)
  return new Response(null, {
    status: 302,
    headers: {
      ...COMMON_HEADERS,
      Location: authorize.toString(),
      "Set-Cookie": `${STATE_COOKIE}=${state}; Max-Age=${STATE_MAX_AGE}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    },
  })
}

/**
 * GitHub's token exchange: the token, or what went wrong. A token whose scope is not the
 * configured one (`scope`) is refused: GitHub reports the scope it granted, which the maintainer
 * may have changed on its authorization page, or which may be wider than the editor needs.
 */
async function exchange(env: Env, code: string, redirectUri: string, scope: string): Promise<Outcome> {
  let response: Response
  try {
    response = await fetch(`${githubUrl(env)}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "zavala-caju-cms-auth" },
      body: new URLSearchParams({
        client_id: env.GITHUB_CLIENT_ID as string,
        client_secret: env.GITHUB_CLIENT_SECRET as string,
        code,
        redirect_uri: redirectUri,
      }).toString(),
    })
  } catch {
    return { failure: FAILURES.unreachable }
  }
  let body: { access_token?: unknown; error?: unknown; scope?: unknown } = {}
  try {
    body = await response.json()
  } catch {
    // not JSON: judged by the status below
  }
  if (response.ok && typeof body.access_token === "string" && body.access_token !== "") {
    const granted = typeof body.scope === "string" ? body.scope : ""
    if (scopeSet(granted) !== scopeSet(scope)) return { failure: withReason(FAILURES.wrongScope, granted || "(nenhum)") }
    return { token: body.access_token }
  }
  const error = typeof body.error === "string" ? body.error : undefined
  if (!response.ok && !error) return { failure: withReason(FAILURES.unreachable, `HTTP ${response.status}`) }
  return { failure: withReason(failureOf(error), error) }
}

/** GitHub's error codes: https://docs.github.com/en/apps/oauth-apps/maintaining-oauth-apps/troubleshooting-oauth-app-access-token-request-errors */
function failureOf(error: string | undefined): Failure {
  if (error === "bad_verification_code") return FAILURES.codeRefused
  if (error === "unverified_user_email") return FAILURES.unverifiedEmail
  if (error === "incorrect_client_credentials" || error === "redirect_uri_mismatch") return FAILURES.misconfigured
  return FAILURES.codeRefused
}

async function callback(request: Request, env: Env, url: URL, scope: string, origins: readonly string[]): Promise<Response> {
  const error = url.searchParams.get("error")
  if (error)
    return outcomePage({ failure: error === "access_denied" ? FAILURES.denied : withReason(failureOf(error), error) }, origins, 400)
  const state = url.searchParams.get("state") ?? ""
  const expected = cookieValue(request, STATE_COOKIE) ?? ""
  if (!/^[0-9a-f]{64}$/.test(expected) || !sameSecret(state, expected)) return outcomePage({ failure: FAILURES.badState }, origins, 403)
  const code = url.searchParams.get("code")
  if (!code) return outcomePage({ failure: FAILURES.codeRefused }, origins, 400)
  const outcome = await exchange(env, code, `${url.origin}/callback`, scope)
  return outcomePage(outcome, origins, "token" in outcome ? 200 : 502)
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url)
    if (url.pathname !== "/auth" && url.pathname !== "/callback") {
      return htmlResponse(plainPage("Este é o serviço de entrada do editor do site. Abra o endereço do site seguido de /admin."), 404)
    }
    if (request.method !== "GET") return htmlResponse(plainPage("Pedido não suportado."), 405, undefined, { Allow: "GET" })
    const origins = allowedOrigins(env)
    const scope = configuredScope(env)
    if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET || origins.length === 0 || !scope) {
      return outcomePage({ failure: FAILURES.notConfigured }, origins, 500)
    }
    return url.pathname === "/auth" ? auth(env, url, scope, origins) : callback(request, env, url, scope, origins)
  },
}
