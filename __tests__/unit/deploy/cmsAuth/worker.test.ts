/** @jest-environment node */
// The sign-in service (deploy/cmsAuth/worker.ts) as Cloudflare runs it, against a stand-in GitHub, its pages in a fake window.
import * as workerModule from "../../../../deploy/cmsAuth/worker"
import worker, { type Env } from "../../../../deploy/cmsAuth/worker"
import { FAILURES } from "../../../../deploy/cmsAuth/texts"
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
    expect(location.searchParams.get("scope")).toBe("repo")
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
    expect(await scope("&scope=repo")).toBe("repo")
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
    expect(paragraph(html, "estado")).toBe(FAILURES.scopeMismatch.message)
    expect(paragraph(html, "estado")).toMatch(/^O editor pediu uma permissão do GitHub diferente da que este serviço de entrada concede/)
    expect(paragraph(html, "o-que-fazer")).toMatch(
      /CMS_AUTH_SCOPE do site e a definição GITHUB_SCOPE do serviço de entrada têm de ser iguais/,
    )
    const editor = openSignInWindow(html, SITE, SERVICE)
    editor.settle()
    expect(editor.editorOutcome()).toEqual({
      kind: "error",
      payload: expect.objectContaining({ message: expect.stringMatching(/CMS_AUTH_SCOPE.*GITHUB_SCOPE/) }),
    })
  })

  it("refuses another provider, in Portuguese", async () => {
    const response = await get("/auth?provider=gitlab")
    expect(response.status).toBe(400)
    expect(paragraph(await response.text(), "estado")).toMatch(/só faz a entrada com o GitHub/)
  })
})

describe("GET /callback", () => {
  it("exchanges a good code and hands the token to the editor at the site's address only", async () => {
    github = standInGitHub()
    const response = await callback(undefined, env, (pair) => `other=1; ${pair}`)
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
    github = standInGitHub(gitHubGranting(granted))
    const response = await callback(undefined, { ...env, GITHUB_SCOPE: configured })
    expect(github).toHaveBeenCalledTimes(1)
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(html).not.toContain("gho_standIn42")
    expect(paragraph(html, "estado")).toMatch(/outras permissões que não as pedidas/)
    const editor = openSignInWindow(html, SITE, SERVICE)
    editor.settle()
    expect(editor.editorOutcome()?.kind).toBe("error")
    expect(editor.postedToOpener.some(({ data }) => String(data).includes("gho_standIn42"))).toBe(false)
  })

  it("signs in end to end with GITHUB_SCOPE public_repo (a public repository), the scope GitHub reports spelled as it likes", async () => {
    github = standInGitHub(gitHubGranting(" public_repo"))
    const response = await callback(undefined, { ...env, GITHUB_SCOPE: "public_repo" })
    expect(response.status).toBe(200)
    expect(github).toHaveBeenCalledTimes(1)
    const editor = openSignInWindow(await response.text(), SITE, SERVICE)
    editor.settle()
    expect(editor.editorOutcome()).toEqual({ kind: "success", payload: { token: "gho_standIn42", provider: "github" } })
  })
})

describe("its settings", () => {
  it("reads ALLOWED_ORIGIN as a list of addresses, each reduced to its origin, never a wildcard", async () => {
    standInGitHub()
    const response = await callback(undefined, {
      ...env,
      ALLOWED_ORIGIN: ` ${SITE}/ , https://previa.example/admin/,*, nada, ftp://x.example`,
    })
    const editor = openSignInWindow(await response.text(), "https://previa.example", SERVICE)
    editor.settle()
    expect(editor.postedToOpener.map(({ targetOrigin }) => targetOrigin)).toEqual([
      SITE,
      "https://previa.example",
      "https://previa.example",
    ])
    expect(editor.editorOutcome()?.payload.token).toBe("gho_standIn42")
  })

  /** The callback's page for a good sign-in with these settings, opened by an editor at each origin. */
  async function signedInAt(settings: Env, ...editorOrigins: string[]) {
    standInGitHub()
    const html = await (await callback(undefined, settings)).text()
    return editorOrigins.map((origin) => {
      const editor = openSignInWindow(html, origin, SERVICE)
      editor.receive({ data: "authorizing:github", origin })
      editor.settle()
      return {
        token: editor.editorOutcome()?.payload.token,
        postedTo: editor.postedToOpener.map(({ targetOrigin }) => targetOrigin),
        leaked: editor.postedToOpener.some(({ data }) => String(data).includes("gho_standIn42")),
      }
    })
  }
  const LOCAL = ["http://localhost:8000", "http://127.0.0.1:8000", "http://[::1]:8000"]

  it.each([
    ["by default", undefined],
    ['with ALLOW_HTTP_LOCALHOST "0"', "0"],
    ['with ALLOW_HTTP_LOCALHOST "true"', "true"],
  ])("hands a token to https: origins only %s, never to http://localhost", async (_, allow) => {
    const settings = { ...env, ALLOWED_ORIGIN: `${LOCAL.join(", ")}, ${SITE}`, ALLOW_HTTP_LOCALHOST: allow }
    const [site, ...local] = await signedInAt(settings, SITE, ...LOCAL)
    expect(site.token).toBe("gho_standIn42")
    expect(site.postedTo.every((origin) => origin === SITE)).toBe(true)
    for (const editor of local) {
      expect(editor.token).toBeUndefined()
      expect(editor.leaked).toBe(false)
    }
  })

  it('hands a token to http: on this computer with ALLOW_HTTP_LOCALHOST "1" (development), never to another http: origin', async () => {
    const settings = {
      ...env,
      ALLOWED_ORIGIN: `http://example.com, http://www.zavalacaju.co.mz, ${LOCAL.join(", ")}`,
      ALLOW_HTTP_LOCALHOST: "1",
    }
    const [example, plain, ...local] = await signedInAt(settings, "http://example.com", "http://www.zavalacaju.co.mz", ...LOCAL)
    for (const [editor, origin] of [
      [example, "http://example.com"],
      [plain, "http://www.zavalacaju.co.mz"],
    ] as const) {
      expect(editor.token).toBeUndefined()
      expect(editor.postedTo).not.toContain(origin)
      expect(editor.leaked).toBe(false)
    }
    expect(local.map(({ token }) => token)).toEqual(LOCAL.map(() => "gho_standIn42"))
  })

  it.each([
    ["no client secret", { ...env, GITHUB_CLIENT_SECRET: "" }],
    ["no allowed address", { ...env, ALLOWED_ORIGIN: "*" }],
    ["only an http: address that is not this computer", { ...env, ALLOWED_ORIGIN: "http://example.com", ALLOW_HTTP_LOCALHOST: "1" }],
    ["only http://localhost, without ALLOW_HTTP_LOCALHOST", { ...env, ALLOWED_ORIGIN: "http://localhost:8000" }],
  ])("answers, with %s, that the service is not set up, in Portuguese", async (_, settings) => {
    const response = await get("/auth?provider=github&scope=repo", {}, settings)
    expect(response.status).toBe(500)
    expect(response.headers.get("Location")).toBeNull()
    expect(paragraph(await response.text(), "o-que-fazer")).toMatch(/Avise quem gere o site.*GITHUB_CLIENT_SECRET.*ALLOWED_ORIGIN/)
  })

  it.each(["", "Repo", "user", "repo,user", "admin:org", "public_repo,repo"])(
    "answers, with GITHUB_SCOPE %p, that the service is not set up, at /auth and /callback alike",
    async (scope) => {
      github = standInGitHub()
      const settings = { ...env, GITHUB_SCOPE: scope }
      for (const path of [
        "/auth?provider=github",
        `/auth?provider=github&scope=${encodeURIComponent(scope)}`,
        "/callback?code=good-code&state=x",
      ]) {
        const response = await get(path, {}, settings)
        expect(response.status).toBe(500)
        expect(response.headers.get("Location")).toBeNull()
        expect(paragraph(await response.text(), "o-que-fazer")).toMatch(/GITHUB_SCOPE não é «repo» nem «public_repo»/)
      }
      expect(github).not.toHaveBeenCalled()
    },
  )

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
