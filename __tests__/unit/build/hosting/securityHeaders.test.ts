import {
  EMAIL_API_ORIGIN,
  IMMUTABLE,
  REVALIDATE,
  adminSecurityHeaders,
  cacheControlFor,
  cspDirectivesFor,
  gatsbyHeaders,
  headersFor,
  policyText,
  securityHeaders,
  securityHeadersFor,
  type HeaderEntry,
} from "../../../../src/build/hosting/securityHeaders"
import { ROUTES } from "../../../../src/i18n/routes"

// The pages, /static/, page-data, sw.js and the app's bundles: hosting.test.ts, through each host's _headers.
describe("cacheControlFor", () => {
  it.each([
    ["/component---src-pages-index-tsx-5a65d4cf097f88052bb2.js", IMMUTABLE],
    ["/fa47526631819ffce78178508bdd87e5e2fd882a-70cca6fdc7ff05b34c98.js", IMMUTABLE],
    [`${ROUTES.gallery.pt}/index.html`, REVALIDATE],
    ["/page-data/app-data.json", REVALIDATE],
    ["/~partytown/partytown.js", REVALIDATE],
    ["/app-311b568a75eb3e6ed492.js.map", REVALIDATE],
    ["/favicon.svg", REVALIDATE],
    ["/manifest.webmanifest", REVALIDATE],
  ])("%s -> %s", (urlPath, expected) => {
    expect(cacheControlFor(urlPath)).toBe(expected)
  })

  it("is added to the security headers by headersFor", () => {
    expect(headersFor("/static/x.jpg")).toEqual([...securityHeaders, { key: "Cache-Control", value: IMMUTABLE }])
  })
})

describe("the policy with and without reCAPTCHA", () => {
  const csp = (env: Record<string, string | undefined>) => securityHeadersFor(env).find((h) => h.key === "Content-Security-Policy")!.value

  it("names no Google origin unless a site key is set (an empty or blank key is no key)", () => {
    for (const env of [{}, { GATSBY_RECAPTCHA_SITE_KEY: "" }, { GATSBY_RECAPTCHA_SITE_KEY: "  " }]) {
      expect(csp(env)).not.toMatch(/google|gstatic|frame-src/)
      expect(csp(env)).toBe(policyText(cspDirectivesFor({})))
    }
  })

  it("with a site key, allows Google's script and its box's frame, and nothing else more", () => {
    const wide = csp({ GATSBY_RECAPTCHA_SITE_KEY: "6Lc-key" })
    expect(wide).toContain("script-src 'self' 'unsafe-inline' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;")
    expect(wide).toContain("frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;")
    const strip = (policy: string) => policy.split("; ").filter((d) => !/^(script|frame)-src/.test(d))
    expect(strip(wide)).toEqual(strip(policyText(cspDirectivesFor({}))))
    expect(headersFor("/", { GATSBY_RECAPTCHA_SITE_KEY: "6Lc-key" })[0].value).toBe(wide)
  })
})

describe("the site's policy", () => {
  const csp = new Map(cspDirectivesFor({}).map(([name, sources]) => [name, sources]))

  it("lets scripts, frames and connections reach only the site and the e-mail API, and never eval", () => {
    expect(csp.get("connect-src")).toEqual(["'self'", EMAIL_API_ORIGIN])
    expect(csp.get("frame-ancestors")).toEqual(["'none'"])
    expect(csp.get("object-src")).toEqual(["'none'"])
    for (const [, sources] of cspDirectivesFor({})) expect(sources).not.toContain("'unsafe-eval'")
  })

  it("gives the editor at /admin its own policy, and only it: WebAssembly, never eval", () => {
    expect(headersFor("/admin/index.html")[0].value).toMatch(/script-src 'self' 'wasm-unsafe-eval';/)
    for (const urlPath of [ROUTES.home.pt, ROUTES.gallery.pt, "/administracao"])
      expect(headersFor(urlPath)[0].value).not.toContain("wasm-unsafe-eval")
  })

  it("names decap-server on localhost in the editor's policy only for `npm run cms` and the browser tests (CMS_LOCAL_BACKEND=1)", () => {
    const adminPolicy = (env: Record<string, string | undefined>) => headersFor("/admin/index.html", env)[0].value
    const production = adminPolicy({ GATSBY_RECAPTCHA_SITE_KEY: "6Lc-key" })
    expect(production).toMatch(/connect-src 'self' blob: https:\/\/api\.github\.com;/)
    expect(adminPolicy({ CMS_LOCAL_BACKEND: "1" })).toMatch(/connect-src [^;]* http:\/\/localhost:8081 http:\/\/127\.0\.0\.1:8081;/)
    expect(adminPolicy({ CMS_LOCAL_BACKEND: "1" })).toMatch(/worker-src 'self';.*frame-ancestors 'none'/)
  })
})

describe("gatsby-config's headers, through Gatsby's own header matcher (what its adapters send)", () => {
  const { createHeadersMatcher } = require("gatsby/dist/utils/adapter/create-headers")
  const adapterDefaults = require("gatsby/dist/utils/adapter/constants")
  const match = createHeadersMatcher(gatsbyHeaders, "")
  /** Each header once (a key in another case would be sent twice) and equal to headersFor's. */
  function expectHeaders(urlPath: string, defaults: HeaderEntry[], expected: readonly HeaderEntry[]) {
    const result: HeaderEntry[] = match(urlPath, defaults)
    const keys = result.map((h) => h.key.toLowerCase())
    expect([urlPath, keys]).toEqual([urlPath, [...new Set(keys)]])
    const get = (key: string) => result.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value
    for (const { key, value } of expected) expect([urlPath, key, get(key)]).toEqual([urlPath, key, value])
  }

  it("replace the adapters' defaults with the site's headers and keep the bundles immutable", () => {
    for (const urlPath of [ROUTES.home.pt, ROUTES.gallery.pt, "/page-data/index/page-data.json", "/static/abc123/photo.avif"])
      expectHeaders(urlPath, adapterDefaults.MUST_REVALIDATE_HEADERS, headersFor(urlPath))
    expectHeaders("/app-311b568a75eb3e6ed492.js", adapterDefaults.PERMAMENT_CACHING_HEADERS, headersFor("/app-311b568a75eb3e6ed492.js"))
  })

  it("give the editor at /admin its own policy, and its content-hashed files a year's cache", () => {
    for (const urlPath of ["/admin", "/admin/", "/admin/index.html", "/admin/assets/decap/decap-XGI4PLTT.js"])
      expectHeaders(urlPath, adapterDefaults.MUST_REVALIDATE_HEADERS, adminSecurityHeaders)
    const asset = "/admin/assets/decap/decap-XGI4PLTT.js"
    expectHeaders(asset, adapterDefaults.MUST_REVALIDATE_HEADERS, headersFor(asset))
    expect(headersFor(asset)).toContainEqual({ key: "Cache-Control", value: IMMUTABLE })
  })
})
