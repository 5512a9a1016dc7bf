// /admin as built for the published site: no localhost anywhere (decap-server is `npm run cms`'s), no inline script, its own files only.
import path from "path"
import { cmsSettingsFromEnv } from "../../src/build/editor/admin"
import { adminCspDirectives, EDITOR_ASSETS, gatsbyHeaders, headersFor, policyText } from "../../src/build/hosting/securityHeaders"
import { siteUrl } from "../../src/lib/settings"
import { filesUnder, readPublic } from "./html"

const { testBuildEnv } = require("../../scripts/lib/buildEnv.js")
const env = testBuildEnv()
/** The page's scripts (setup, start and their shared chunk), where the build writes Decap's configuration. */
const pageScripts = () =>
  filesUnder("admin/assets/page")
    .filter((file) => file.endsWith(".js"))
    .map(readPublic)
    .join("\n")
const LOCAL = /localhost|127\.0\.0\.1|\[::1\]|:8081\b/

describe("the built /admin, for the published site", () => {
  it("starts Decap with a configuration that names only the site: no localhost, no local_backend", () => {
    const start = pageScripts()
    expect(start).toContain(".init(")
    expect(start).toContain(cmsSettingsFromEnv(env, { contentDir: "data", siteUrl }).repo)
    const hosts = new Set([...start.matchAll(/https?:\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)].map((match) => match[1]))
    expect([...hosts]).toEqual([new URL(siteUrl).hostname])
    expect(start).not.toMatch(LOCAL)
    // start.ts reads the key; the configuration written for the published site never sets it.
    expect(start).not.toMatch(/local_backend"?:\{/)
  })

  it("sends a policy that names no localhost, from every source the hosts read", () => {
    const policies = [
      headersFor("/admin/index.html", env),
      // The hashed files' entry sets only their caching; the adapters merge it with "/admin/*" key by key.
      ...gatsbyHeaders
        .filter(({ source }) => source.startsWith("/admin") && !source.startsWith(EDITOR_ASSETS))
        .map(({ headers }) => headers),
    ].map((headers) => headers.find(({ key }) => key.toLowerCase() === "content-security-policy")?.value ?? "")
    for (const policy of policies) {
      expect(policy).toMatch(/connect-src 'self'/)
      expect(policy).not.toMatch(LOCAL)
    }
    for (const file of ["_headers", "_nginx/site.conf"]) expect(readPublic(file)).not.toMatch(LOCAL)
  })

  // That the page fails closed, refuses a frame, and that its policy is in force, the browser tests show (cmsPhotos, adminFrame).
  it("has no inline script, loads only this site's files, and carries the header's policy itself (GitHub Pages sends none)", () => {
    const html = readPublic("admin/index.html")
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(body).toBe("")
      expect(attributes).toMatch(/^ type="module" src="\/admin\/assets\//)
    }
    expect(html).toContain('name="robots" content="noindex, nofollow"')
    expect(html).toContain('<html lang="pt">')
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? ""
    expect(meta).toBe(policyText(adminCspDirectives(false).filter(([name]) => name !== "frame-ancestors")))
  })

  it("writes every file but the page under assets/, content-hashed (served immutable), and nothing from a CDN", () => {
    const files = filesUnder("admin").map((file) => path.relative("admin", file))
    expect(files.filter((file) => !file.startsWith("assets/"))).toEqual(["index.html"])
    expect(files.filter((file) => file.startsWith("assets/") && !/-[A-Za-z0-9]{8,}\.(?:js|css|wasm)$/.test(file))).toEqual([])
    for (const part of ["decap/decap-", "preview/preview-", "page/setup-", "page/start-", "page/page-"])
      expect([part, files.some((file) => file.startsWith(`assets/${part}`))]).toEqual([part, true])
    expect(files.some((file) => /^assets\/preview\/preview-\w+\.css$/.test(file))).toBe(true)
    // The photo preparation: the guard is one file with no import (blocking it blocks the editor: cmsPhotos.spec.ts).
    const guard = files.filter((file) => file.startsWith("assets/photos/photos-"))
    expect(guard).toHaveLength(1)
    expect(readPublic(`admin/${guard[0]}`)).not.toMatch(/\bimport\s*[({"*]/)
    // The bundles name other hosts only in texts (exifr's XMP namespaces, the libraries' own pages), never a CDN to load from.
    const bundles = filesUnder("admin/assets/photos").filter((file) => file.endsWith(".js"))
    for (const file of bundles) expect(readPublic(file)).not.toMatch(/jsdelivr|unpkg|cdnjs|esm\.sh|skypack|cdn\./i)
    expect(bundles.map(readPublic).join("\n")).toMatch(/"\.\/wasm\/mozjpeg_enc-\w+\.wasm"/)
    expect(
      filesUnder("admin/assets/photos/wasm")
        .map((file) => path.basename(file).replace(/-\w+\.wasm$/, ""))
        .sort(),
    ).toEqual(["libheif", "mozjpeg_enc"])
  })
})
