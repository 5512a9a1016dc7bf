// Each host's _headers, read with that host's merging of rules, gives every path headersFor()'s headers; nginx: build/hosting.test.ts.
import { answerFor, headersFile, redirectsFile } from "../../../../src/build/hosting/hosting"
import { REVALIDATE, headersFor, type HeaderEntry } from "../../../../src/build/hosting/securityHeaders"
import { NOT_FOUND_PAGES, ROUTES, galleryPagePath } from "../../../../src/i18n/routes"

const HOME = ROUTES.home
const GALLERY = ROUTES.gallery
const EN_GALLERY_2 = galleryPagePath(2, "en")

const FILES = new Set([
  "/index.html",
  `${GALLERY.pt}/index.html`,
  `${HOME.en}/index.html`,
  `${EN_GALLERY_2}/index.html`,
  "/robots.txt",
  "/admin/index.html",
])
const isFile = (file: string) => FILES.has(file)

describe("answerFor", () => {
  it.each([
    [HOME.pt, { status: 200, file: "/index.html" }],
    [GALLERY.pt, { status: 200, file: `${GALLERY.pt}/index.html` }],
    [EN_GALLERY_2, { status: 200, file: `${EN_GALLERY_2}/index.html` }],
    ["/robots.txt", { status: 200, file: "/robots.txt" }],
    ["/admin", { status: 200, file: "/admin/index.html" }],
    [`${GALLERY.pt}/`, { status: 301, location: GALLERY.pt }],
    [`${GALLERY.en}/`, { status: 301, location: GALLERY.en }],
    ["/pagina-que-nao-existe", { status: 404, file: NOT_FOUND_PAGES.pt }],
    ["/static/missing.jpg", { status: 404, file: NOT_FOUND_PAGES.pt }],
    [`${HOME.en}/old-price-list`, { status: 404, file: NOT_FOUND_PAGES.en }],
    // Starts with the English prefix's letters, but is not under it.
    [`${HOME.en}genharia`, { status: 404, file: NOT_FOUND_PAGES.pt }],
  ])("%s", (urlPath, answer) => {
    expect(answerFor(urlPath, isFile)).toEqual(answer)
  })
})

/** A `_headers` file as rules: a path pattern, the headers it detaches ("! Name") and those it sets. */
function parseHeadersFile(text: string) {
  const rules: { pattern: string; detach: string[]; set: HeaderEntry[] }[] = []
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue
    if (!line.startsWith(" ")) rules.push({ pattern: line.trim(), detach: [], set: [] })
    else if (line.trim().startsWith("!")) rules[rules.length - 1].detach.push(line.trim().slice(1).trim())
    else {
      const [key, ...value] = line.trim().split(": ")
      rules[rules.length - 1].set.push({ key, value: value.join(": ") })
    }
  }
  return rules
}

const matches = (pattern: string, urlPath: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(urlPath)

/** A host's headers for a path: Cloudflare joins two rules' values with ", " unless the later detaches it, Netlify's later rule wins. */
function effectiveHeaders(text: string, host: "netlify" | "cloudflare", urlPath: string) {
  const headers = new Map<string, string>()
  for (const rule of parseHeadersFile(text).filter((r) => matches(r.pattern, urlPath))) {
    for (const key of rule.detach) headers.delete(key)
    for (const { key, value } of rule.set)
      headers.set(key, host === "cloudflare" && headers.has(key) ? `${headers.get(key)}, ${value}` : value)
  }
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", REVALIDATE)
  return Object.fromEntries(headers)
}

const ENVS = { "without reCAPTCHA": {}, "with reCAPTCHA": { GATSBY_RECAPTCHA_SITE_KEY: "6Lc-test-key" } }
const BUNDLES = ["/app-311b568a75eb3e6ed492.js", "/styles-0123456789abcdef01.css"]
const PATHS = [
  HOME.pt,
  "/index.html",
  GALLERY.pt,
  EN_GALLERY_2,
  NOT_FOUND_PAGES.pt,
  "/static/4f1a/foto.avif",
  "/page-data/index/page-data.json",
  ...BUNDLES,
  "/sw.js",
  "/admin",
  "/admin/index.html",
  "/admin/assets/decap/decap-XGI4PLTT.js",
  "/admin/assets/photos/wasm/libheif-e4aa8333fbe55ec7.wasm",
  "/administracao",
]

describe.each(Object.entries(ENVS))("the hosts' files, %s", (_name, env) => {
  const expected = (urlPath: string) => Object.fromEntries(headersFor(urlPath, env).map(({ key, value }) => [key, value]))

  it.each(["netlify", "cloudflare"] as const)("%s's _headers gives every path its headers", (host) => {
    const file = headersFile(env, host, BUNDLES)
    for (const urlPath of PATHS) expect([urlPath, effectiveHeaders(file, host, urlPath)]).toEqual([urlPath, expected(urlPath)])
    if (host === "netlify") expect(file).not.toMatch(/^\s+!/m)
  })
})

describe("_redirects", () => {
  it("answers an unknown English path with the English 404 page and status 404", () => {
    expect(
      redirectsFile()
        .split("\n")
        .filter((line) => line && !line.startsWith("#")),
    ).toEqual([`${HOME.en}/*  ${NOT_FOUND_PAGES.en}  404`])
  })
})
