/**
 * The sign-in window's last page (deploy/cmsAuth/page.ts): its script, run against a stand-in
 * for Decap's editor, hands the token to the site's own address and to nothing else.
 */
import { handshakePage } from "../../../../deploy/cmsAuth/page"
import { inlineScripts, openSignInWindow, paragraph } from "./signInWindow"

const SITE = "https://www.zavalacaju.co.mz"
const TOKEN = "gho_standInToken123"
const success = (origins: string[] = [SITE]) => handshakePage({ token: TOKEN }, origins, "n0nce")
const carriesToken = (data: unknown) => typeof data === "string" && data.includes(TOKEN)

describe("the handshake page, after a good sign-in", () => {
  it("hands the editor at the site's address its token, posted to that address only", () => {
    const signIn = openSignInWindow(success(), SITE)
    signIn.settle()
    expect(signIn.editorOutcome()).toEqual({ kind: "success", payload: { token: TOKEN, provider: "github" } })
    expect(signIn.postedToOpener.filter(({ data }) => carriesToken(data))).toEqual([
      { data: `authorization:github:success:{"token":"${TOKEN}","provider":"github"}`, targetOrigin: SITE },
    ])
    expect(signIn.postedToOpener.map(({ targetOrigin }) => targetOrigin)).not.toContain("*")
    expect(signIn.status()).toMatch(/^Entrou\./)
  })

  it("gives an editor at another address nothing, even when it answers the handshake", () => {
    const signIn = openSignInWindow(success(), "https://intruso.example")
    signIn.settle()
    // The page's own greeting went to the site's address: the browser never delivered it.
    expect(signIn.postedToOpener).toEqual([{ data: "authorizing:github", targetOrigin: SITE }])
    signIn.receive({ data: "authorizing:github", origin: "https://intruso.example" })
    signIn.settle()
    expect(signIn.postedToOpener.some(({ data }) => carriesToken(data))).toBe(false)
    expect(signIn.editorOutcome()).toBeUndefined()
  })

  it("posts nothing when no editor opened it, and says to start from the editor", () => {
    const signIn = openSignInWindow(success(), null)
    expect(signIn.postedToOpener).toEqual([])
    expect(signIn.status()).toMatch(/tem de ser aberta pelo editor/)
  })

  it("ignores a message from another address, then answers the site's own", () => {
    const fromOpener = openSignInWindow(success(), "https://intruso.example")
    fromOpener.receive({ data: "authorizing:github", origin: "https://www.zavalacaju.co.mz.intruso.example" })
    fromOpener.receive({ data: "authorizing:github", origin: "http://www.zavalacaju.co.mz" })
    fromOpener.settle()
    expect(fromOpener.postedToOpener.some(({ data }) => carriesToken(data))).toBe(false)
    // The site's address, but not the window that opened this one (another tab or frame): ignored too.
    fromOpener.receive({ data: "authorizing:github", origin: SITE, fromOpener: false })
    fromOpener.settle()
    expect(fromOpener.postedToOpener.some(({ data }) => carriesToken(data))).toBe(false)
    // The opener, from the site's address: handed the token there.
    fromOpener.receive({ data: "authorizing:github", origin: SITE })
    fromOpener.settle()
    expect(fromOpener.postedToOpener.filter(({ data }) => carriesToken(data)).map(({ targetOrigin }) => targetOrigin)).toEqual([SITE])
  })

  it("hands the token once, to whichever allowed address the editor is at (a deploy preview)", () => {
    const preview = "https://previa--zavala.example"
    const signIn = openSignInWindow(success([SITE, preview]), preview)
    signIn.settle()
    expect(signIn.editorOutcome()?.payload.token).toBe(TOKEN)
    expect(signIn.postedToOpener.filter(({ data }) => carriesToken(data))).toEqual([expect.objectContaining({ targetOrigin: preview })])
    // A second greeting after the answer gets nothing more.
    signIn.receive({ data: "authorizing:github", origin: SITE })
    signIn.settle()
    expect(signIn.postedToOpener.filter(({ data }) => carriesToken(data))).toHaveLength(1)
  })

  it("says, in Portuguese, what to check when the editor never answers", () => {
    const signIn = openSignInWindow(success(), "https://intruso.example")
    signIn.settle()
    expect(signIn.status()).toBe("A entrar no editor…")
    signIn.runTimers()
    expect(signIn.status()).toMatch(/O editor não respondeu\..*ALLOWED_ORIGIN/)
  })

  it("keeps a token that looks like markup inside its script, and hands it over unchanged", () => {
    const odd = `x</script><script>alert(1)</script><!--"'&`
    const html = handshakePage({ token: odd }, [SITE], "n0nce")
    expect(inlineScripts(html)).toHaveLength(1)
    const signIn = openSignInWindow(html, SITE)
    signIn.settle()
    expect(signIn.editorOutcome()?.payload.token).toBe(odd)
  })
})

describe("the handshake page, after a failed sign-in", () => {
  const failure = { message: "O GitHub não aceitou o pedido de entrada.", action: "Carregue outra vez em «Entrar com o GitHub»." }
  const html = handshakePage({ failure }, [SITE], "n0nce")

  it("shows the maintainer what happened and what to do, in Portuguese", () => {
    expect(html).toMatch(/<html lang="pt-PT">/)
    expect(paragraph(html, "estado")).toBe(failure.message)
    expect(paragraph(html, "o-que-fazer")).toBe(failure.action)
  })

  it("tells the editor at the site's address, which shows the same words, and hands over no token", () => {
    const signIn = openSignInWindow(html, SITE)
    signIn.settle()
    expect(signIn.editorOutcome()).toEqual({
      kind: "error",
      payload: { message: `${failure.message} ${failure.action}`, provider: "github" },
    })
    expect(signIn.postedToOpener.every(({ targetOrigin }) => targetOrigin === SITE)).toBe(true)
    // The page keeps its message (the editor closes the window; if it cannot, the maintainer reads it).
    signIn.runTimers()
    expect(signIn.status()).toBe(failure.message)
  })

  it("posts nowhere when no address is allowed", () => {
    const signIn = openSignInWindow(handshakePage({ failure }, [], "n0nce"), SITE)
    signIn.settle()
    expect(signIn.postedToOpener).toEqual([])
  })
})
