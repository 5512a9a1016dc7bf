/**
 * @jest-environment node
 *
 * The per-page script policy (src/build/scriptPolicy.ts): exactly the page's executable inline
 * scripts, by SHA-256, in a meta element before any script.
 */
import { createHash } from "crypto"
import { inlineScripts, scriptHash, scriptPolicy, withScriptPolicy } from "../../../src/build/scriptPolicy"

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

const page = [
  '<!DOCTYPE html><html lang="pt"><head><meta charset="utf-8"/><title>Zavala</title>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head><body>',
  '<div id="___gatsby">conteúdo</div>',
  '<script>window.pagePath="/";</script>',
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>',
  '<script id="zc-app-scripts" type="application/json">["/app-1.js"]</script>',
  '<script type="module">import("/x.js")</script>',
  '<script src="/framework-1.js" async></script>',
  '<script>window.pagePath="/";</script>',
  "</body></html>",
].join("")

describe("script policy", () => {
  it("finds the inline scripts the browser runs, not data blocks nor external scripts", () => {
    expect(inlineScripts(page)).toEqual(['window.pagePath="/";', 'window.___chunkMapping="{}";', 'import("/x.js")', 'window.pagePath="/";'])
  })

  it("hashes each script's exact UTF-8 text", () => {
    expect(scriptHash("olá()")).toBe(sha("olá()"))
    expect(scriptHash("a() ")).not.toBe(scriptHash("a()"))
  })

  it("allows the site's own files and each inline script once, and nothing inline by default", () => {
    expect(scriptPolicy(page)).toBe(
      `script-src 'self' ${sha('window.pagePath="/";')} ${sha('window.___chunkMapping="{}";')} ${sha('import("/x.js")')}`,
    )
    expect(scriptPolicy(page)).not.toContain("unsafe-inline")
  })

  it("adds the origins it is given (reCAPTCHA's, when configured) before the hashes", () => {
    const sources = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]
    expect(scriptPolicy(page, sources)).toBe(
      `script-src 'self' ${sources.join(" ")} ${sha('window.pagePath="/";')} ${sha('window.___chunkMapping="{}";')} ${sha('import("/x.js")')}`,
    )
    expect(withScriptPolicy(page, sources)).toContain(`content="${scriptPolicy(page, sources)}"`)
  })

  it("puts the policy in <head>, after its leading metadata, before anything else, and is idempotent", () => {
    const once = withScriptPolicy(page)
    const head = once.slice(once.indexOf("<head>") + "<head>".length)
    expect(
      head.startsWith(`<meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="${scriptPolicy(page)}"/><title>`),
    ).toBe(true)
    expect(withScriptPolicy(once)).toBe(once)
  })

  it("leaves the splash's stylesheet and the preload hints ahead of it: Chromium's preload scanner stops at the policy", () => {
    const hints =
      '<style>#splash{}</style><link rel="preload" as="style" href="/a.css"/><link rel="preload" as="image" imagesrcset="/b.avif 1w"/>'
    const withHints = page.replace('<meta charset="utf-8"/>', `<meta charset="utf-8"/>${hints}`)
    const head = withScriptPolicy(withHints).slice(withHints.indexOf("<head>") + "<head>".length)
    expect(head.startsWith(`<meta charset="utf-8"/>${hints}<meta http-equiv="Content-Security-Policy"`)).toBe(true)
  })

  it("replaces a stale policy when the scripts change", () => {
    const once = withScriptPolicy(page)
    const changed = withScriptPolicy(once.replace('window.___chunkMapping="{}";', 'window.___chunkMapping="{\\"app\\":1}";'))
    expect(changed.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(changed).toContain(sha('window.___chunkMapping="{\\"app\\":1}";'))
    expect(changed).not.toContain(sha('window.___chunkMapping="{}";'))
  })

  it("leaves a fragment without <head> alone", () => {
    expect(withScriptPolicy("<div><script>x()</script></div>")).toBe("<div><script>x()</script></div>")
  })
})
