/**
 * @jest-environment node
 *
 * The editor's sign-in service (deploy/cmsAuth/worker.ts), run as Cloudflare runs it (a fetch
 * handler given Requests), against a stand-in GitHub: `fetch` is replaced by a function that
 * answers GitHub's token exchange at GITHUB_URL. The pages it answers are opened in a fake
 * sign-in window whose opener stands in for Decap's editor (signInWindow.ts).
 */
import * as workerModule from "../../../../deploy/cmsAuth/worker"
import worker, { type Env } from "../../../../deploy/cmsAuth/worker"
import { openSignInWindow, paragraph } from "./signInWindow"

const SITE = "https://www.zavalacaju.co.mz"
const SERVICE = "https://cms-auth.zavala.workers.dev"
const GITHUB = "https://github.stand-in.test"
const env: Env = { GITHUB_CLIENT_ID: "client-id-1", GITHUB_CLIENT_SECRET: "client-secret-1", ALLOWED_ORIGIN: SITE, GITHUB_URL: GITHUB }

/** The stand-in GitHub's token endpoint: a good code for the right app and callback gets a token. */
type GitHubAnswer = (body: URLSearchParams, init: RequestInit) => Response | Promise<Response>
const goodGitHub: GitHubAnswer = (body) =>
  body.get("code") === "good-code" &&
  body.get("client_id") === "client-id-1" &&
  body.get("client_secret") === "client-secret-1" &&
  body.get("redirect_uri") === `${SERVICE}/callback`
    ? Response.json({ access_token: "gho_standIn42", token_type: "bearer", scope: "repo" })
    : Response.json({ error: "bad_verification_code", error_description: "The code passed is incorrect or expired." })

let github: jest.SpyInstance
function standInGitHub(answer: GitHubAnswer = goodGitHub) {
  github = jest.spyOn(globalThis, "fetch").mockImplementation(async (input, init = {}) => {
    const url = String(input)
    if (url !== `${GITHUB}/login/oauth/access_token` || init.method !== "POST") throw new TypeError(`stand-in GitHub: unexpected ${url}`)
    if (new Headers(init.headers).get("Accept") !== "application/json") return new Response("access_token=form-encoded", { status: 200 })
    return answer(new URLSearchParams(String(init.body)), init)
  })
}
afterEach(() => github?.mockRestore())

const get = (path: string, headers: Record<string, string> = {}, settings: Env = env) =>
  worker.fetch(new Request(`${SERVICE}${path}`, { headers }), settings)

/** /auth as Decap opens it; returns the redirect and the state cookie's "name=value". */
async function startSignIn(settings: Env = env) {
  const response = await get(`/auth?provider=github&site_id=www.zavalacaju.co.mz&scope=repo`, {}, settings)
  const cookie = response.headers.get("Set-Cookie") ?? ""
  return { response, location: new URL(response.headers.get("Location") ?? "about:blank"), cookie, pair: cookie.split(";")[0] }
}

describe("GET /auth", () => {
  it("sends the window to the (stand-in) GitHub's authorization page with a random state, kept in a short-lived cookie", async () => {
    const { response, location, cookie, pair } = await startSignIn()
    expect(response.status).toBe(302)
    expect(`${location.origin}${location.pathname}`).toBe(`${GITHUB}/login/oauth/authorize`)
    expect(location.searchParams.get("client_id")).toBe("client-id-1")
    expect(location.searchParams.get("redirect_uri")).toBe(`${SERVICE}/callback`)
    expect(location.searchParams.get("scope")).toBe("repo")
    const state = location.searchParams.get("state") ?? ""
    expect(state).toMatch(/^[0-9a-f]{64}$/)
    // The cookie keeps the scope asked for beside the state: /callback accepts a token of that scope only.
    expect(pair).toBe(`__Host-cms-auth-state=${state}.repo`)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(0)
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeLessThanOrEqual(900)
    expect((await startSignIn()).location.searchParams.get("state")).not.toBe(state)
  })

  it("passes Decap's open-authoring scope on, and nothing odd", async () => {
    const scope = async (value: string) =>
      new URL((await get(`/auth?provider=github&scope=${encodeURIComponent(value)}`)).headers.get("Location") as string).searchParams.get(
        "scope",
      )
    expect(await scope("public_repo")).toBe("public_repo")
    expect(await scope("repo&client_id=other")).toBe("repo")
  })

  it("refuses another provider, in Portuguese", async () => {
    const response = await get("/auth?provider=gitlab")
    expect(response.status).toBe(400)
    expect(paragraph(await response.text(), "estado")).toMatch(/só faz a entrada com o GitHub/)
  })
})

describe("GET /callback", () => {
  it("exchanges a good code and hands the token to the editor at the site's address only", async () => {
    standInGitHub()
    const { location, pair } = await startSignIn()
    const response = await get(`/callback?code=good-code&state=${location.searchParams.get("state")}`, { Cookie: `other=1; ${pair}` })
    expect(response.status).toBe(200)
    expect(github).toHaveBeenCalledTimes(1)
    expect(response.headers.get("Set-Cookie")).toMatch(/^__Host-cms-auth-state=; Max-Age=0/)
    const html = await response.text()

    const editor = openSignInWindow(html, SITE, SERVICE)
    editor.settle()
    expect(editor.editorOutcome()).toEqual({ kind: "success", payload: { token: "gho_standIn42", provider: "github" } })
    expect(editor.postedToOpener.filter(({ data }) => String(data).includes("gho_standIn42"))).toEqual([
      { data: expect.any(String), targetOrigin: SITE },
    ])

    const intruder = openSignInWindow(html, "https://intruso.example", SERVICE)
    intruder.receive({ data: "authorizing:github", origin: "https://intruso.example" })
    intruder.settle()
    expect(intruder.editorOutcome()).toBeUndefined()
    expect(intruder.postedToOpener.some(({ data }) => String(data).includes("gho_standIn42"))).toBe(false)
  })

  it("lets the page run only its own script (CSP nonce) and keeps it out of caches and referrers", async () => {
    standInGitHub()
    const { location, pair } = await startSignIn()
    const response = await get(`/callback?code=good-code&state=${location.searchParams.get("state")}`, { Cookie: pair })
    const nonce = /script-src 'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1]
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(await response.text()).toContain(`<script nonce="${nonce}">`)
    expect(response.headers.get("Content-Security-Policy")).toMatch(/default-src 'none'/)
    expect(response.headers.get("Cache-Control")).toBe("no-store")
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer")
  })

  it.each([
    ["a state that is not the cookie's", (state: string) => `state=${state.replace(/^./, state[0] === "a" ? "b" : "a")}`, true],
    ["no state", () => "", true],
    ["no cookie", (state: string) => `state=${state}`, false],
  ])("refuses %s, without asking GitHub, and says so in Portuguese", async (_, query, withCookie) => {
    standInGitHub()
    const { location, pair } = await startSignIn()
    const response = await get(
      `/callback?code=good-code&${query(location.searchParams.get("state") as string)}`,
      withCookie ? { Cookie: pair } : {},
    )
    expect(response.status).toBe(403)
    expect(github).not.toHaveBeenCalled()
    const html = await response.text()
    expect(paragraph(html, "estado")).toMatch(/expirou ou não começou neste navegador/)
    expect(paragraph(html, "o-que-fazer")).toMatch(/carregue outra vez em «Entrar com o GitHub»/)
    const editor = openSignInWindow(html, SITE, SERVICE)
    editor.settle()
    expect(editor.editorOutcome()).toEqual({
      kind: "error",
      payload: expect.objectContaining({ message: expect.stringMatching(/expirou/) }),
    })
  })

  const failures: [string, GitHubAnswer, RegExp, RegExp][] = [
    ["GitHub refuses the code", goodGitHub, /O GitHub não aceitou o pedido de entrada.*bad_verification_code/, /Entrar com o GitHub/],
    [
      "GitHub refuses the app's secret",
      () => Response.json({ error: "incorrect_client_credentials" }),
      /O GitHub recusou o serviço de entrada.*incorrect_client_credentials/,
      /Avise quem gere o site/,
    ],
    [
      "GitHub is down",
      () => new Response("<h1>Unicorn!</h1>", { status: 503 }),
      /Não foi possível falar com o GitHub.*HTTP 503/,
      /githubstatus/,
    ],
    [
      "the network fails",
      () => {
        throw new TypeError("fetch failed")
      },
      /^Não foi possível falar com o GitHub\.$/,
      /ligação à internet/,
    ],
  ]
  it.each(failures)("when %s, shows a Portuguese message and hands the editor an error, not a token", async (_, answer, what, todo) => {
    standInGitHub(answer)
    const { location, pair } = await startSignIn()
    const response = await get(`/callback?code=stale-code&state=${location.searchParams.get("state")}`, { Cookie: pair })
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(html).toMatch(/<html lang="pt-PT">/)
    expect(paragraph(html, "estado")).toMatch(what)
    expect(paragraph(html, "o-que-fazer")).toMatch(todo)
    const editor = openSignInWindow(html, SITE, SERVICE)
    editor.settle()
    expect(editor.editorOutcome()?.kind).toBe("error")
    expect(editor.editorOutcome()?.payload.message).toContain(paragraph(html, "estado"))
    expect(editor.postedToOpener.every(({ targetOrigin }) => targetOrigin === SITE)).toBe(true)
  })

  it.each([
    ["a wider scope than asked for", "repo,admin:org"],
    ["a narrower one", "public_repo"],
    ["none at all", ""],
  ])("refuses a token with %s, hands the editor no token, and says so in Portuguese", async (_, granted) => {
    standInGitHub((body) =>
      body.get("code") === "good-code"
        ? Response.json({ access_token: "gho_otherScope", token_type: "bearer", scope: granted })
        : goodGitHub(body, {}),
    )
    const { location, pair } = await startSignIn()
    const response = await get(`/callback?code=good-code&state=${location.searchParams.get("state")}`, { Cookie: pair })
    expect(github).toHaveBeenCalledTimes(1)
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(html).not.toContain("gho_otherScope")
    expect(paragraph(html, "estado")).toMatch(/outras permissões que não as pedidas/)
    const editor = openSignInWindow(html, SITE, SERVICE)
    editor.settle()
    expect(editor.editorOutcome()?.kind).toBe("error")
    expect(editor.postedToOpener.some(({ data }) => String(data).includes("gho_otherScope"))).toBe(false)
  })

  it("accepts the scope asked for in any order GitHub lists it", async () => {
    standInGitHub((body) => Response.json({ access_token: "gho_twoScopes", scope: body.get("code") === "good-code" ? "user, repo" : "" }))
    const start = await get(`/auth?provider=github&scope=${encodeURIComponent("repo,user")}`)
    const state = new URL(start.headers.get("Location") as string).searchParams.get("state")
    const pair = (start.headers.get("Set-Cookie") ?? "").split(";")[0]
    const response = await get(`/callback?code=good-code&state=${state}`, { Cookie: pair })
    const editor = openSignInWindow(await response.text(), SITE, SERVICE)
    editor.settle()
    expect(editor.editorOutcome()?.payload.token).toBe("gho_twoScopes")
  })

  it("refuses a cookie whose scope was tampered with", async () => {
    standInGitHub()
    const { location, pair } = await startSignIn()
    const response = await get(`/callback?code=good-code&state=${location.searchParams.get("state")}`, {
      Cookie: pair.replace(/\.repo$/, "."),
    })
    expect(response.status).toBe(403)
    expect(github).not.toHaveBeenCalled()
  })

  it("says so when the maintainer refused on GitHub", async () => {
    standInGitHub()
    const { location, pair } = await startSignIn()
    const response = await get(`/callback?error=access_denied&state=${location.searchParams.get("state")}`, { Cookie: pair })
    expect(github).not.toHaveBeenCalled()
    const html = await response.text()
    expect(paragraph(html, "estado")).toBe("A autorização foi recusada no GitHub.")
    expect(paragraph(html, "o-que-fazer")).toMatch(/«Authorize»/)
  })
})

describe("its settings", () => {
  it("reads ALLOWED_ORIGIN as a list of addresses, each reduced to its origin, never a wildcard", async () => {
    standInGitHub()
    const settings = { ...env, ALLOWED_ORIGIN: ` ${SITE}/ , https://previa.example/admin/,*, nada, ftp://x.example` }
    const { location, pair } = await startSignIn(settings)
    const response = await get(`/callback?code=good-code&state=${location.searchParams.get("state")}`, { Cookie: pair }, settings)
    const editor = openSignInWindow(await response.text(), "https://previa.example", SERVICE)
    editor.settle()
    expect(editor.postedToOpener.map(({ targetOrigin }) => targetOrigin)).toEqual([
      SITE,
      "https://previa.example",
      "https://previa.example",
    ])
    expect(editor.editorOutcome()?.payload.token).toBe("gho_standIn42")
  })

  it("hands a token to https: origins only, and to http: on this computer (development), never to another http: origin", async () => {
    standInGitHub()
    const settings = { ...env, ALLOWED_ORIGIN: `http://www.zavalacaju.co.mz, http://localhost:8000, ${SITE}` }
    const { location, pair } = await startSignIn(settings)
    const html = await (
      await get(`/callback?code=good-code&state=${location.searchParams.get("state")}`, { Cookie: pair }, settings)
    ).text()
    const plain = openSignInWindow(html, "http://www.zavalacaju.co.mz", SERVICE)
    plain.receive({ data: "authorizing:github", origin: "http://www.zavalacaju.co.mz" })
    plain.settle()
    expect(plain.editorOutcome()).toBeUndefined()
    expect(plain.postedToOpener.map(({ targetOrigin }) => targetOrigin)).not.toContain("http://www.zavalacaju.co.mz")
    expect(plain.postedToOpener.some(({ data }) => String(data).includes("gho_standIn42"))).toBe(false)
    const local = openSignInWindow(html, "http://localhost:8000", SERVICE)
    local.settle()
    expect(local.editorOutcome()?.payload.token).toBe("gho_standIn42")
  })

  it.each([
    ["no client secret", { ...env, GITHUB_CLIENT_SECRET: "" }],
    ["no allowed address", { ...env, ALLOWED_ORIGIN: "*" }],
    ["only an http: address that is not this computer", { ...env, ALLOWED_ORIGIN: "http://www.zavalacaju.co.mz" }],
  ])("answers, with %s, that the service is not set up, in Portuguese", async (_, settings) => {
    const response = await get("/auth?provider=github&scope=repo", {}, settings)
    expect(response.status).toBe(500)
    expect(response.headers.get("Location")).toBeNull()
    expect(paragraph(await response.text(), "o-que-fazer")).toMatch(/Avise quem gere o site.*GITHUB_CLIENT_SECRET.*ALLOWED_ORIGIN/)
  })

  it("uses github.com unless told otherwise", async () => {
    const { location } = await startSignIn({ ...env, GITHUB_URL: undefined })
    expect(location.origin).toBe("https://github.com")
  })

  it("exports its handler only (the Workers runtime refuses to start on any other export of the main module)", () => {
    expect(Object.keys(workerModule).filter((name) => name !== "__esModule")).toEqual(["default"])
    expect(typeof workerModule.default.fetch).toBe("function")
  })

  it("answers nothing else", async () => {
    expect((await get("/")).status).toBe(404)
    expect((await worker.fetch(new Request(`${SERVICE}/callback`, { method: "POST" }), env)).status).toBe(405)
  })
})
