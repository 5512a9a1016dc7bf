// The sign-in's last page (deploy/cmsAuth/page.ts) hands the token to the site's address only: the cases worker.test.ts's pages miss.
import { handshakePage } from "../../../../deploy/cmsAuth/page"
import { openSignInWindow } from "./signInWindow"

const SITE = "https://www.zavalacaju.co.mz"
const TOKEN = "gho_standInToken123"
const success = () => handshakePage({ token: TOKEN }, [SITE], "n0nce")
const carriesToken = (data: unknown) => typeof data === "string" && data.includes(TOKEN)

describe("the handshake page, after a good sign-in", () => {
  it("posts nothing when no editor opened it, and says to start from the editor", () => {
    const signIn = openSignInWindow(success(), null)
    expect(signIn.postedToOpener).toEqual([])
    expect(signIn.status()).toMatch(/tem de ser aberta pelo editor/)
  })

  it("ignores a message from another address, then answers the site's own", () => {
    const fromOpener = openSignInWindow(success(), "https://intruso.example")
    fromOpener.receive({ data: "authorizing:github", origin: "https://www.zavalacaju.co.mz.intruso.example" })
    expect(fromOpener.postedToOpener.some(({ data }) => carriesToken(data))).toBe(false)
    // The site's address, but not the window that opened this one (another tab or frame): ignored too.
    fromOpener.receive({ data: "authorizing:github", origin: SITE, fromOpener: false })
    expect(fromOpener.postedToOpener.some(({ data }) => carriesToken(data))).toBe(false)
    fromOpener.receive({ data: "authorizing:github", origin: SITE })
    expect(fromOpener.postedToOpener.filter(({ data }) => carriesToken(data)).map(({ targetOrigin }) => targetOrigin)).toEqual([SITE])
  })

  it("says, in Portuguese, what to check when the editor never answers", () => {
    const signIn = openSignInWindow(success(), "https://intruso.example")
    expect(signIn.status()).toBe("A entrar no editor…")
    signIn.runTimers()
    expect(signIn.status()).toMatch(/O editor não respondeu\..*ALLOWED_ORIGIN/)
  })

  it("keeps a token that looks like markup inside its script, and hands it over unchanged", () => {
    const odd = `x</script><script>alert(1)</script><!--"'&`
    // The window runs the page only if it holds one inline script.
    const signIn = openSignInWindow(handshakePage({ token: odd }, [SITE], "n0nce"), SITE)
    expect(signIn.editorOutcome()?.payload.token).toBe(odd)
  })
})

// A failed sign-in's words, and its error handed to the editor at the site's address only: worker.callbackFailures.test.ts.
describe("the handshake page, after a failed sign-in", () => {
  it("posts nowhere when no address is allowed, and keeps its message", () => {
    const failure = { message: "O GitHub não aceitou o pedido de entrada.", action: "Carregue outra vez em «Entrar com o GitHub»." }
    const signIn = openSignInWindow(handshakePage({ failure }, [], "n0nce"), SITE)
    expect(signIn.postedToOpener).toEqual([])
    // The page keeps its message (the editor closes the window; if it cannot, the maintainer reads it).
    signIn.runTimers()
    expect(signIn.status()).toBe(failure.message)
  })
})
