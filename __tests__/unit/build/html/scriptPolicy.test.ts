/** @jest-environment node */
// The policy's hashes (src/build/html/scriptPolicy.ts) in cases no build shows; every built page's: __tests__/build/scriptPolicy.test.ts.
import { createHash } from "crypto"
import { inlineScripts, scriptPolicy, withScriptPolicy } from "../../../../src/build/html/scriptPolicy"

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

  it("adds the origins it is given (reCAPTCHA's, when configured) before the hashes", () => {
    const sources = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]
    expect(scriptPolicy(page, sources)).toBe(
      `script-src 'self' ${sources.join(" ")} ${sha('window.pagePath="/";')} ${sha('window.___chunkMapping="{}";')} ${sha('import("/x.js")')}`,
    )
    expect(withScriptPolicy(page, sources)).toContain(`content="${scriptPolicy(page, sources)}"`)
  })

  it("is idempotent, and replaces a stale policy when the scripts change", () => {
    const once = withScriptPolicy(page)
    expect(withScriptPolicy(once)).toBe(once)
    const changed = withScriptPolicy(once.replace('window.___chunkMapping="{}";', 'window.___chunkMapping="{\\"app\\":1}";'))
    expect(changed.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(changed).toContain(sha('window.___chunkMapping="{\\"app\\":1}";'))
    expect(changed).not.toContain(sha('window.___chunkMapping="{}";'))
  })

  it("leaves a fragment without <head> alone", () => {
    expect(withScriptPolicy("<div><script>x()</script></div>")).toBe("<div><script>x()</script></div>")
  })
})
