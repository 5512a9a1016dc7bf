/** @jest-environment node */
// The sign-in service (deploy/cmsAuth/worker.ts) as Cloudflare runs it, against a stand-in GitHub, its pages in a fake window.
import * as workerModule from "../../../../deploy/cmsAuth/worker"
import type { Env } from "../../../../deploy/cmsAuth/worker"
import { openSignInWindow, paragraph } from "./signInWindow"
import { callback, env, get, GITHUB, gitHubGranting, SERVICE, SITE, standInGitHub, startSignIn } from "./standInGitHub"

let github: jest.SpyInstance
afterEach(() => jest.restoreAllMocks())

describe("GET /auth", () => {
  it("sends the window to the (stand-in) GitHub's authorization page with a random state, kept in a short-lived cookie", async () => {
    const { response, location, cookie, pair } = await startSignIn()
    expect(response.status).toBe(302)
    expect(`${location.origin}${location.pathname}`).toBe(`${GITHUB}/login/oauth/authorize`)
    expect(location.searchParams.get("client_id")).toBe("client-id-1")
    expect(location.searchParams.get("redirect_uri")).toBe(`${SERVICE}/callback`)
    const state = location.searchParams.get("state") ?? ""
    expect(state).toMatch(/^[0-9a-f]{64}$/)
    expect(pair).toBe(`__Host-cms-auth-state=${state}`)
    for (const flag of ["HttpOnly", "Secure", "SameSite=Lax"]) expect(cookie).toContain(`; ${flag}`)
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1])
    expect(maxAge > 0 && maxAge <= 900).toBe(true)
    expect((await startSignIn()).location.searchParams.get("state")).not.toBe(state)
  })

  it('asks GitHub for the configured scope (GITHUB_SCOPE, "repo" by default), whether or not the editor names it', async () => {
    const scope = async (query: string, settings: Env = env) =>
      new URL((await get(`/auth?provider=github${query}`, {}, settings)).headers.get("Location") as string).searchParams.get("scope")
    expect(await scope("")).toBe("repo")
    // The same set of scopes, however it is spelled.
    expect(await scope(`&scope=${encodeURIComponent("repo, repo")}`)).toBe("repo")
    const publicRepo = { ...env, GITHUB_SCOPE: "public_repo" }
    expect(await scope("", publicRepo)).toBe("public_repo")
    expect(await scope("&scope=public_repo", publicRepo)).toBe("public_repo")
  })

  it.each([
    ["repo", "public_repo"],
    ["repo", "repo,user"],
    ["repo", "repo&client_id=other"],
    ["repo", ""],
    ["public_repo", "repo"],
    ["public_repo", "public_repo,admin:org"],
  ])("with GITHUB_SCOPE %p, refuses a request for scope %p (400, in Portuguese) and sends nobody to GitHub", async (configured, asked) => {
    const response = await get(`/auth?provider=github&scope=${encodeURIComponent(asked)}`, {}, { ...env, GITHUB_SCOPE: configured })
    expect(response.status).toBe(400)
    expect(response.headers.get("Location")).toBeNull()
    expect(response.headers.get("Set-Cookie")).toMatch(/^__Host-cms-auth-state=; Max-Age=0/)
    const html = await response.text()
    expect(paragraph(html, "estado")).toMatch(/^O editor pediu uma permissão do GitHub diferente da que este serviço de entrada concede/)
    expect(paragraph(html, "o-que-fazer")).toMatch(
      /CMS_AUTH_SCOPE do site e a definição GITHUB_SCOPE do serviço de entrada têm de ser iguais/,
    )
  })

  it("refuses another provider, in Portuguese", async () => {
    const response = await get("/auth?provider=gitlab")
    expect(response.status).toBe(400)
    expect(paragraph(await response.text(), "estado")).toMatch(/só faz a entrada com o GitHub/)
  })
})

describe("GET /callback", () => {
  it.each([
    ["repo", "repo"],
    // A public repository's; GitHub spells the scope it grants as it likes.
    ["public_repo", " public_repo"],
  ])("with GITHUB_SCOPE %p, exchanges a good code and hands the editor the token (GitHub grants %p)", async (configured, granted) => {
    github = standInGitHub(gitHubGranting(granted))
    const response = await callback(undefined, { ...env, GITHUB_SCOPE: configured }, (pair) => `other=1; ${pair}`)
    expect(response.status).toBe(200)
    expect(github).toHaveBeenCalledTimes(1)
    expect(response.headers.get("Set-Cookie")).toMatch(/^__Host-cms-auth-state=; Max-Age=0/)
    const html = await response.text()

    const editor = openSignInWindow(html, SITE)
    expect(editor.editorOutcome()).toEqual({ kind: "success", payload: { token: "gho_standIn42", provider: "github" } })
    expect(editor.status()).toMatch(/^Entrou\./)
  })

  it("lets the page run only its own script (CSP nonce) and keeps it out of caches and referrers", async () => {
    standInGitHub()
    const response = await callback()
    const nonce = /script-src 'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1]
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(await response.text()).toContain(`<script nonce="${nonce}">`)
    expect(response.headers.get("Content-Security-Policy")).toMatch(/default-src 'none'/)
    expect(response.headers.get("Cache-Control")).toBe("no-store")
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer")
  })

  it.each([
    ["a wider scope than configured", "repo", "repo,admin:org"],
    ["a narrower one", "repo", "public_repo"],
    ["none at all", "repo", ""],
    ["a wider one than public_repo", "public_repo", "repo"],
  ])("refuses a token with %s (GITHUB_SCOPE %p), hands the editor no token, and says so in Portuguese", async (_, configured, granted) => {
    standInGitHub(gitHubGranting(granted))
    const response = await callback(undefined, { ...env, GITHUB_SCOPE: configured })
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(html).not.toContain("gho_standIn42")
    expect(paragraph(html, "estado")).toMatch(/outras permissões que não as pedidas/)
    const editor = openSignInWindow(html, SITE)
    expect(editor.editorOutcome()?.kind).toBe("error")
  })
})

describe("its settings", () => {
  /** The callback's page for a good sign-in with these settings, opened by an editor at each origin. */
  async function signedInAt(settings: Env, ...editorOrigins: string[]) {
    standInGitHub()
    const html = await (await callback(undefined, settings)).text()
    return editorOrigins.map((origin) => {
      const editor = openSignInWindow(html, origin)
      editor.receive({ data: "authorizing:github", origin })
      return {
        origin,
        token: editor.editorOutcome()?.payload.token,
        postedTo: editor.postedToOpener.map(({ targetOrigin }) => targetOrigin),
        tokenPosted: editor.postedToOpener.some(({ data }) => String(data).includes("gho_standIn42")),
      }
    })
  }
  const LOCAL = ["http://localhost:8000", "http://127.0.0.1:8000", "http://[::1]:8000"]
  const OTHER_HTTP = ["http://example.com", "http://www.zavalacaju.co.mz"]

  // A deploy preview, not the list's first: handed the token once, a second greeting after it answered by nothing.
  it("reads ALLOWED_ORIGIN as a list of addresses, each reduced to its origin, never a wildcard", async () => {
    const ALLOWED_ORIGIN = ` ${SITE}/ , https://previa.example/admin/,*, nada, ftp://x.example`
    const previa = "https://previa.example"
    expect(await signedInAt({ ...env, ALLOWED_ORIGIN }, previa)).toEqual([
      { origin: previa, token: "gho_standIn42", tokenPosted: true, postedTo: [SITE, previa, previa] },
    ])
  })

  it.each([
    ["by default", undefined],
    ['with ALLOW_HTTP_LOCALHOST "0"', "0"],
    ['with ALLOW_HTTP_LOCALHOST "true"', "true"],
    ['with ALLOW_HTTP_LOCALHOST "1" (development)', "1"],
  ])('hands a token to https: origins %s, to http: on this computer with "1" only, never to another http: origin', async (_, allow) => {
    const origins = [SITE, ...OTHER_HTTP, ...LOCAL]
    const editors = await signedInAt({ ...env, ALLOWED_ORIGIN: origins.join(", "), ALLOW_HTTP_LOCALHOST: allow }, ...origins)
    const allowed = allow === "1" ? [SITE, ...LOCAL] : [SITE]
    // Each window greets every allowed origin, and answers its editor only if it is one of them.
    expect(editors).toEqual(
      origins.map((origin) => {
        const ok = allowed.includes(origin)
        return { origin, token: ok ? "gho_standIn42" : undefined, tokenPosted: ok, postedTo: ok ? [...allowed, origin] : allowed }
      }),
    )
  })

  it.each<[string, Env]>([
    ["no client secret", { ...env, GITHUB_CLIENT_SECRET: "" }],
    ["no allowed address", { ...env, ALLOWED_ORIGIN: "*" }],
    ["only an http: address that is not this computer", { ...env, ALLOWED_ORIGIN: "http://example.com", ALLOW_HTTP_LOCALHOST: "1" }],
    ["only http://localhost, without ALLOW_HTTP_LOCALHOST", { ...env, ALLOWED_ORIGIN: "http://localhost:8000" }],
    ...["", "Repo", "user", "repo,user", "admin:org", "public_repo,repo"].map((scope): [string, Env] => [
      `GITHUB_SCOPE "${scope}"`,
      { ...env, GITHUB_SCOPE: scope },
    ]),
  ])("answers, with %s, that the service is not set up, at /auth and /callback alike, in Portuguese", async (_, settings) => {
    github = standInGitHub()
    const scope = encodeURIComponent(settings.GITHUB_SCOPE ?? "repo")
    for (const path of ["/auth?provider=github", `/auth?provider=github&scope=${scope}`, "/callback?code=good-code&state=x"]) {
      const response = await get(path, {}, settings)
      expect(response.status).toBe(500)
      expect(response.headers.get("Location")).toBeNull()
      const todo = paragraph(await response.text(), "o-que-fazer")
      expect(todo).toMatch(/Avise quem gere o site.*GITHUB_CLIENT_SECRET.*ALLOWED_ORIGIN.*GITHUB_SCOPE não é «repo» nem «public_repo»/)
    }
    expect(github).not.toHaveBeenCalled()
  })

  it("uses github.com unless told otherwise", async () => {
    const { location } = await startSignIn({ ...env, GITHUB_URL: undefined })
    expect(location.origin).toBe("https://github.com")
  })

  it("exports its handler only (the Workers runtime refuses to start on any other export of the main module)", () => {
    expect(Object.keys(workerModule).filter((name) => name !== "__esModule")).toEqual(["default"])
  })

  it("answers nothing else", async () => {
    expect((await get("/")).status).toBe(404)
    expect((await workerModule.default.fetch(new Request(`${SERVICE}/callback`, { method: "POST" }), env)).status).toBe(405)
  })
})
