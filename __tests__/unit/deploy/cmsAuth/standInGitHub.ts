// A stand-in GitHub: `fetch` answers the token exchange at GITHUB_URL; requests reach the worker as Cloudflare sends them.
import worker, { type Env } from "../../../../deploy/cmsAuth/worker"

export const SITE = "https://www.zavalacaju.co.mz"
export const SERVICE = "https://cms-auth.zavala.workers.dev"
export const GITHUB = "https://github.stand-in.test"
export const env: Env = {
  GITHUB_CLIENT_ID: "client-id-1",
  GITHUB_CLIENT_SECRET: "client-secret-1",
  ALLOWED_ORIGIN: SITE,
  GITHUB_URL: GITHUB,
}

/** The stand-in GitHub's token endpoint: a good code for the right app and callback gets a token of scope `granted`. */
export type GitHubAnswer = (body: URLSearchParams, init: RequestInit) => Response | Promise<Response>
export const gitHubGranting =
  (granted: string): GitHubAnswer =>
  (body) =>
    body.get("code") === "good-code" &&
    body.get("client_id") === "client-id-1" &&
    body.get("client_secret") === "client-secret-1" &&
    body.get("redirect_uri") === `${SERVICE}/callback`
      ? Response.json({ access_token: "gho_standIn42", token_type: "bearer", scope: granted })
      : Response.json({ error: "bad_verification_code", error_description: "The code passed is incorrect or expired." })
export const goodGitHub = gitHubGranting("repo")

/** Replaces `fetch` with the stand-in; returns the spy, to count the calls. Undo with `jest.restoreAllMocks()`. */
export const standInGitHub = (answer: GitHubAnswer = goodGitHub) =>
  jest.spyOn(globalThis, "fetch").mockImplementation(async (input, init = {}) => {
    const url = String(input)
    if (url !== `${GITHUB}/login/oauth/access_token` || init.method !== "POST") throw new TypeError(`stand-in GitHub: unexpected ${url}`)
    if (new Headers(init.headers).get("Accept") !== "application/json") return new Response("access_token=form-encoded", { status: 200 })
    return answer(new URLSearchParams(String(init.body)), init)
  })

export const get = (path: string, headers: Record<string, string> = {}, settings: Env = env) =>
  worker.fetch(new Request(`${SERVICE}${path}`, { headers }), settings)

/** /auth as Decap opens it, asking for the configured scope; returns the redirect and the state cookie's "name=value". */
export async function startSignIn(settings: Env = env, scope = settings.GITHUB_SCOPE ?? "repo") {
  const response = await get(`/auth?provider=github&site_id=www.zavalacaju.co.mz&scope=${encodeURIComponent(scope)}`, {}, settings)
  const cookie = response.headers.get("Set-Cookie") ?? ""
  return { response, location: new URL(response.headers.get("Location") ?? "about:blank"), cookie, pair: cookie.split(";")[0] }
}

/** /callback?`query` after startSignIn, with its state, and its cookie as `cookie` leaves it. */
export async function callback(query = "code=good-code", settings: Env = env, cookie = (pair: string) => pair) {
  const { location, pair } = await startSignIn(settings)
  return get(`/callback?${query}&state=${location.searchParams.get("state")}`, { Cookie: cookie(pair) }, settings)
}
