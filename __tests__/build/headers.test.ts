/**
 * The response headers agree everywhere they are declared:
 *  - src/lib/securityHeaders.ts (the values),
 *  - gatsby-config.ts `headers` (what Gatsby adapters apply), checked through
 *    Gatsby's own header matcher so the bundles keep their immutable caching,
 *  - deploy/nginx.conf (the plain static host example), parsed,
 *  - scripts/staticServer.cjs (what the CSP spec and the bench serve with),
 * and the caching rules classify every file of the build as intended.
 */
import fs from "fs"
import http from "http"
import path from "path"
import type { AddressInfo } from "net"
import config from "../../gatsby-config"
import {
  EMAIL_API_ORIGIN,
  IMMUTABLE,
  REVALIDATE,
  cacheControlFor,
  cspDirectives,
  gatsbyHeaders,
  headersFor,
  securityHeaders,
  adminSecurityHeaders,
} from "../../src/build/securityHeaders"
import { publicDir } from "./html"

const { createHeadersMatcher } = require("gatsby/dist/utils/adapter/create-headers")
const adapterDefaults = require("gatsby/dist/utils/adapter/constants")
const { startStaticServer } = require("../../scripts/staticServer.cjs")

const nginx = fs.readFileSync(path.resolve(__dirname, "../../deploy/nginx.conf"), "utf8")
/** nginx.conf without comments. */
const nginxCode = nginx.replace(/#.*$/gm, "")

/** add_header lines of the nginx example: name -> value. */
function nginxHeaders() {
  const headers = new Map<string, string>()
  for (const match of nginxCode.matchAll(/add_header\s+([\w-]+)\s+("([^"]*)"|(\$\w+))(\s+always)?\s*;/g)) {
    expect(match[5]).toBeDefined() // "always": also on the 404 page
    headers.set(match[1], match[3] ?? match[4])
  }
  return headers
}

/** The nginx map behind a header whose value is a variable ($zavala_…), as a function of the URI (first regex match, else default). */
function nginxMapFor(header: string) {
  const variable = nginxHeaders().get(header)!
  const block = new RegExp(`map\\s+\\$uri\\s+\\${variable}\\s*\\{\\n([\\s\\S]*?)\\n\\}`).exec(nginxCode)?.[1]
  if (!block) throw new Error(`no map for ${variable} in deploy/nginx.conf`)
  const rules: { regex: RegExp; value: string }[] = []
  let fallback: string | undefined
  for (const line of block
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    const entry = /^("([^"]+)"|(\S+))\s+"([^"]*)";$/.exec(line)
    if (!entry) throw new Error(`unreadable map line: ${line}`)
    const [key, value] = [entry[2] ?? entry[3], entry[4]]
    if (key === "default") fallback = value
    else if (key.startsWith("~")) rules.push({ regex: new RegExp(key.slice(1)), value })
    else throw new Error(`only regex entries are expected in the map: ${line}`)
  }
  return (uri: string) => rules.find((rule) => rule.regex.test(uri))?.value ?? fallback
}

const nginxCacheMap = () => nginxMapFor("Cache-Control")

/** A header's value for one URI under nginx: the literal, or its map's value. */
function nginxHeaderFor(header: string, uri: string) {
  const value = nginxHeaders().get(header)
  return value?.startsWith("$") ? nginxMapFor(header)(uri) : value
}

/** Every file of the build as a URL path ("/app-1a2b….js", "/galeria/index.html"). */
function publicFiles(dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? publicFiles(full) : [`/${path.relative(publicDir, full).split(path.sep).join("/")}`]
  })
}

describe("security header values", () => {
  const byName = Object.fromEntries(securityHeaders.map((h) => [h.key, h.value]))
  const csp = new Map(cspDirectives.map(([name, sources]) => [name, sources]))

  it("allow connections only to the site itself and the e-mail API", () => {
    expect(csp.get("connect-src")).toEqual(["'self'", EMAIL_API_ORIGIN])
    expect(EMAIL_API_ORIGIN).toBe("https://api.emailjs.com")
  })

  it("forbid framing, plugins, eval and foreign origins for scripts", () => {
    expect(csp.get("frame-ancestors")).toEqual(["'none'"])
    expect(byName["X-Frame-Options"]).toBe("DENY")
    expect(csp.get("object-src")).toEqual(["'none'"])
    expect(csp.get("default-src")).toEqual(["'self'"])
    for (const [, sources] of cspDirectives) {
      expect(sources).not.toContain("'unsafe-eval'")
      for (const source of sources) expect(source).toMatch(/^('self'|'none'|'unsafe-inline'|data:|https:\/\/api\.emailjs\.com)$/)
    }
    expect(byName["Content-Security-Policy"]).toBe(cspDirectives.map(([n, s]) => `${n} ${s.join(" ")}`).join("; "))
  })

  it("set referrer, sniffing, permissions and opener policies", () => {
    expect(byName["Referrer-Policy"]).toBe("strict-origin-when-cross-origin")
    expect(byName["X-Content-Type-Options"]).toBe("nosniff")
    expect(byName["Cross-Origin-Opener-Policy"]).toBe("same-origin")
    for (const feature of ["camera", "microphone", "geolocation", "payment", "browsing-topics"]) {
      expect(byName["Permissions-Policy"]).toContain(`${feature}=()`)
    }
  })
})

describe("gatsby-config headers", () => {
  it("are the module's values", () => {
    expect(config.headers).toEqual(gatsbyHeaders)
    const all = config.headers!.find((entry) => entry.source === "/*")!
    expect(all.headers).toEqual(securityHeaders.map(({ key, value }) => ({ key: key.toLowerCase(), value })))
    // A Cache-Control on /* would override the adapters' immutable caching of the bundles.
    expect(all.headers.map((h) => h.key.toLowerCase())).not.toContain("cache-control")
  })

  it("give, through Gatsby's header matcher, the security headers everywhere and the right caching", () => {
    const match = createHeadersMatcher(config.headers, "")
    // Gatsby adapters' defaults: must-revalidate (+ its base security headers) for pages,
    // immutable for webpack bundles and /static/.
    const pageDefaults = adapterDefaults.MUST_REVALIDATE_HEADERS
    const bundleDefaults = adapterDefaults.PERMAMENT_CACHING_HEADERS
    const cases: [string, { key: string; value: string }[], string][] = [
      ["/", pageDefaults, REVALIDATE],
      ["/galeria", pageDefaults, REVALIDATE],
      ["/page-data/index/page-data.json", pageDefaults, REVALIDATE],
      ["/static/abc123/photo.avif", pageDefaults, IMMUTABLE],
      ["/app-311b568a75eb3e6ed492.js", bundleDefaults, IMMUTABLE],
    ]
    for (const [urlPath, defaults, cacheControl] of cases) {
      const result: { key: string; value: string }[] = match(urlPath, defaults)
      // Each header once: a key in another case would be sent twice with two values.
      const keys = result.map((h) => h.key.toLowerCase())
      expect([urlPath, keys]).toEqual([urlPath, [...new Set(keys)]])
      const get = (key: string) => result.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value
      for (const header of securityHeaders) expect([urlPath, get(header.key)]).toEqual([urlPath, header.value])
      expect([urlPath, get("Cache-Control")]).toEqual([urlPath, cacheControl])
    }
  })

  it("give the editor at /admin its own policy, and only it", () => {
    const match = createHeadersMatcher(config.headers, "")
    for (const urlPath of ["/admin", "/admin/", "/admin/index.html", "/admin/decap/decap-cms.js"]) {
      const result: { key: string; value: string }[] = match(urlPath, adapterDefaults.MUST_REVALIDATE_HEADERS)
      const keys = result.map((h) => h.key.toLowerCase())
      expect([urlPath, keys]).toEqual([urlPath, [...new Set(keys)]])
      const get = (key: string) => result.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value
      for (const header of adminSecurityHeaders) expect([urlPath, header.key, get(header.key)]).toEqual([urlPath, header.key, header.value])
    }
    expect(headersFor("/admin/index.html")[0].value).toContain("'unsafe-eval'")
    for (const urlPath of ["/", "/galeria", "/administracao"]) expect(headersFor(urlPath)[0].value).not.toContain("'unsafe-eval'")
  })
})

describe("deploy/nginx.conf", () => {
  it("sends exactly the same security headers, on every response, and the editor's at /admin", () => {
    const headers = nginxHeaders()
    for (const uri of ["/index.html", "/galeria/index.html", "/404.html", "/static/a/b.jpg", "/administracao"]) {
      for (const { key, value } of securityHeaders) expect([uri, key, nginxHeaderFor(key, uri)]).toEqual([uri, key, value])
    }
    for (const uri of ["/admin", "/admin/index.html", "/admin/decap/decap-cms.js"]) {
      for (const { key, value } of adminSecurityHeaders) expect([uri, key, nginxHeaderFor(key, uri)]).toEqual([uri, key, value])
    }
    expect([...headers.keys()].sort()).toEqual([...securityHeaders.map((h) => h.key), "Cache-Control"].sort())
    // add_header only at server level: a location with its own add_header would drop the others.
    for (const location of nginxCode.matchAll(/location[^{]*\{([^}]*)\}/g)) expect(location[1]).not.toMatch(/add_header/)
  })

  it("caches like the module for every file of the build and for sample paths", () => {
    const nginxCache = nginxCacheMap()
    const files = publicFiles()
    expect(files.length).toBeGreaterThan(10)
    const samples = [
      "/static/a1/b.jpg",
      "/page-data/app-data.json",
      "/framework-d1a3f3c75b7a3693a610.js",
      "/styles-0123456789abcdef0.css",
      "/sw.js",
      "/~partytown/partytown.js",
      "/index.html",
      "/404.html",
      "/robots.txt",
      "/manifest.webmanifest",
    ]
    for (const file of [...files, ...samples]) expect([file, nginxCache(file)]).toEqual([file, cacheControlFor(file)])
  })

  it("serves trailingSlash 'never' routes, the 404 page and compresses text", () => {
    expect(nginxCode).toMatch(/try_files\s+\$uri\s+\$uri\/index\.html\s+\$uri\.html\s+=404;/)
    expect(nginxCode).toMatch(/rewrite\s+\^\/\(\.\+\)\/\$\s+\/\$1\s+permanent;/)
    expect(nginxCode).toMatch(/error_page\s+404\s+\/404\.html;/)
    // The English site's unknown paths get the English 404 page.
    expect(nginxCode).toMatch(/location\s+\/en\/\s*\{\s*error_page\s+404\s+\/en\/404\.html;/)
    expect(nginxCode).toMatch(/gzip\s+on;/)
    for (const type of ["text/css", "application/javascript", "application/json", "image/svg+xml"]) expect(nginxCode).toContain(type)
    expect(nginxCode).toMatch(/root\s+\S+\/public;/)
  })
})

const chunkMap: Record<string, string[]> = JSON.parse(fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8"))
/** Every webpack bundle of the build ("/app-1a2b….js"…). */
const bundles = Object.values(chunkMap).flat()

describe("caching rules on the build", () => {
  it("make every webpack bundle immutable", () => {
    expect(bundles.length).toBeGreaterThan(3)
    for (const bundle of bundles) expect([bundle, cacheControlFor(bundle)]).toEqual([bundle, IMMUTABLE])
  })

  it("make HTML, page-data and unhashed files revalidate", () => {
    const files = publicFiles()
    const mustRevalidate = files.filter(
      (f) => f.endsWith(".html") || f.startsWith("/page-data/") || ["/robots.txt", "/favicon.svg", "/sitemap-index.xml"].includes(f),
    )
    expect(mustRevalidate.length).toBeGreaterThan(5)
    for (const file of mustRevalidate) expect([file, cacheControlFor(file)]).toEqual([file, REVALIDATE])
    for (const route of ["/", "/galeria", "/responsabilidade-social"]) expect(cacheControlFor(route)).toBe(REVALIDATE)
  })
})

describe("scripts/staticServer.cjs (CSP spec and bench)", () => {
  let server: http.Server
  let base: string
  beforeAll(async () => {
    server = await startStaticServer({ root: publicDir, port: 0, headersFor, compress: true })
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${base}${urlPath}`, { headers, redirect: "manual" })

  it("serves routes with the security headers and revalidation", async () => {
    for (const route of ["/", "/galeria", "/responsabilidade-social"]) {
      const response = await get(route)
      expect([route, response.status]).toEqual([route, 200])
      expect(response.headers.get("content-type")).toContain("text/html")
      for (const { key, value } of securityHeaders) expect(response.headers.get(key)).toBe(value)
      expect(response.headers.get("cache-control")).toBe(REVALIDATE)
    }
  })

  it("answers unknown paths with the 404 page (the English one under /en/) and status 404, and drops trailing slashes", async () => {
    const missing = await get("/pagina-que-nao-existe")
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe(fs.readFileSync(path.join(publicDir, "404.html"), "utf8"))
    expect(missing.headers.get("content-security-policy")).toBe(securityHeaders[0].value)
    const english = await get("/en/lista-de-precos-antiga")
    expect(english.status).toBe(404)
    expect(await english.text()).toBe(fs.readFileSync(path.join(publicDir, "en", "404.html"), "utf8"))
    const slash = await get("/galeria/")
    expect(slash.status).toBe(301)
    expect(slash.headers.get("location")).toBe("/galeria")
  })

  it("compresses bundles and marks them immutable", async () => {
    const bundle = bundles.find((b) => b.startsWith("/app-"))!
    const response = await get(bundle, { "accept-encoding": "gzip" })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-encoding")).toBe("gzip")
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE)
    expect(await response.text()).toBe(fs.readFileSync(path.join(publicDir, bundle), "utf8"))
  })
})
