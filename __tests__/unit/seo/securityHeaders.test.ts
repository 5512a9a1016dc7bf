import { IMMUTABLE, REVALIDATE, cacheControlFor, contentSecurityPolicy, headersFor, securityHeaders } from "../../../src/lib/securityHeaders"

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
