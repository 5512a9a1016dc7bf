/** @jest-environment node */
// /callback when the sign-in fails (deploy/cmsAuth/worker.ts): a Portuguese page saying what to do, and the editor no token.
import { openSignInWindow, paragraph } from "./signInWindow"
import { callback, get, goodGitHub, SITE, standInGitHub, startSignIn, type GitHubAnswer } from "./standInGitHub"

let github: jest.SpyInstance
afterEach(() => jest.restoreAllMocks())

describe("GET /callback, when the sign-in fails", () => {
  const cookie = (pair: string) => ({ Cookie: pair })
  it.each([
    ["a state that is not the cookie's", (state: string) => `state=${state.replace(/^./, state[0] === "a" ? "b" : "a")}`, cookie],
    ["no state", () => "", cookie],
    ["no cookie", (state: string) => `state=${state}`, () => ({})],
    [
      "a cookie that is not the state alone (an older sign-in's)",
      (state: string) => `state=${state}`,
      (pair: string) => cookie(`${pair}.repo`),
    ],
  ])("refuses %s, without asking GitHub, and says so in Portuguese", async (_, query, headers) => {
    github = standInGitHub()
    const { location, pair } = await startSignIn()
    const response = await get(`/callback?code=good-code&${query(location.searchParams.get("state") as string)}`, headers(pair))
    expect(response.status).toBe(403)
    expect(github).not.toHaveBeenCalled()
    const html = await response.text()
    expect(paragraph(html, "estado")).toMatch(/expirou ou não começou neste navegador/)
    expect(paragraph(html, "o-que-fazer")).toMatch(/carregue outra vez em «Entrar com o GitHub»/)
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
    const response = await callback("code=stale-code")
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(html).toMatch(/<html lang="pt-PT">/)
    expect(paragraph(html, "estado")).toMatch(what)
    expect(paragraph(html, "o-que-fazer")).toMatch(todo)
    const editor = openSignInWindow(html, SITE)
    // What the page says, and what to do: the editor shows it under its «Entrar com o GitHub» button.
    expect(editor.editorOutcome()?.payload.message).toBe(`${paragraph(html, "estado")} ${paragraph(html, "o-que-fazer")}`)
  })

  it("says so when the maintainer refused on GitHub", async () => {
    github = standInGitHub()
    const response = await callback("error=access_denied")
    expect(github).not.toHaveBeenCalled()
    const html = await response.text()
    expect(paragraph(html, "estado")).toBe("A autorização foi recusada no GitHub.")
    expect(paragraph(html, "o-que-fazer")).toMatch(/«Authorize»/)
  })
})
