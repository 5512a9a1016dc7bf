import {
  IMMUTABLE,
  REVALIDATE,
  cacheControlFor,
  contentSecurityPolicy,
  headersFor,
  securityHeaders,
  securityHeadersFor,
} from "../../../src/build/securityHeaders"

describe("cacheControlFor", () => {
  it.each([
    ["/static/4f1a/foto.avif", IMMUTABLE],
    ["/app-311b568a75eb3e6ed492.js", IMMUTABLE],
    ["/component---src-pages-index-tsx-5a65d4cf097f88052bb2.js", IMMUTABLE],
    ["/fa47526631819ffce78178508bdd87e5e2fd882a-70cca6fdc7ff05b34c98.js", IMMUTABLE],
    ["/styles-0123456789abcdef01.css", IMMUTABLE],
    ["/", REVALIDATE],
    ["/galeria", REVALIDATE],
    ["/galeria/index.html", REVALIDATE],
    ["/page-data/app-data.json", REVALIDATE],
    ["/page-data/index/page-data.json", REVALIDATE],
    ["/sw.js", REVALIDATE],
    ["/~partytown/partytown.js", REVALIDATE],
    ["/app-311b568a75eb3e6ed492.js.map", REVALIDATE],
    ["/favicon.svg", REVALIDATE],
    ["/manifest.webmanifest", REVALIDATE],
  ])("%s -> %s", (urlPath, expected) => {
    expect(cacheControlFor(urlPath)).toBe(expected)
  })
})

describe("headersFor", () => {
  it("adds the path's Cache-Control to the security headers", () => {
    expect(headersFor("/static/x.jpg")).toEqual([...securityHeaders, { key: "Cache-Control", value: IMMUTABLE }])
  })

  it("builds one CSP string from the directives", () => {
    expect(contentSecurityPolicy).toMatch(/^default-src 'self'; /)
    expect(contentSecurityPolicy).toContain("connect-src 'self' https://api.emailjs.com")
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'")
    expect(contentSecurityPolicy).not.toMatch(/;\s*$/)
  })
})

describe("the policy with and without reCAPTCHA", () => {
  const csp = (env: Record<string, string | undefined>) => securityHeadersFor(env).find((h) => h.key === "Content-Security-Policy")!.value

  it("names no Google origin unless a site key is set (an empty or blank key is no key)", () => {
    for (const env of [{}, { GATSBY_RECAPTCHA_SITE_KEY: "" }, { GATSBY_RECAPTCHA_SITE_KEY: "  " }]) {
      expect(csp(env)).not.toMatch(/google|gstatic|frame-src/)
      expect(csp(env)).toBe(contentSecurityPolicy)
    }
  })

  it("with a site key, allows Google's script and its box's frame, and nothing else more", () => {
    const wide = csp({ GATSBY_RECAPTCHA_SITE_KEY: "6Lc-key" })
    expect(wide).toContain("script-src 'self' 'unsafe-inline' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;")
    expect(wide).toContain("frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;")
    const strip = (policy: string) => policy.split("; ").filter((d) => !/^(script|frame)-src/.test(d))
    expect(strip(wide)).toEqual(strip(contentSecurityPolicy))
    expect(headersFor("/", { GATSBY_RECAPTCHA_SITE_KEY: "6Lc-key" })[0].value).toBe(wide)
  })
})
