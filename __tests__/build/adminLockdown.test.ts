/**
 * The editor at /admin as the build leaves it for the published site (issue 34): its
 * configuration and every policy the hosts get name no localhost (decap-server on a developer's
 * computer is for `npm run cms` only), the page refuses to start in a frame, and the photo
 * preparation's files are all the site's own.
 */
import fs from "fs"
import path from "path"
import { EDITOR_ASSETS, gatsbyHeaders, headersFor } from "../../src/build/securityHeaders"
import { publicDir } from "./html"

const { testBuildEnv } = require("../../scripts/lib/buildEnv.js")
const env = testBuildEnv()
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
/** The editor's files under admin/assets/`dir` (content-hashed names), as paths under public/. */
const assets = (dir: string) =>
  (fs.readdirSync(path.join(publicDir, "admin/assets", dir), { recursive: true }) as string[])
    .map((file) => `admin/assets/${dir}/${file}`)
    .filter((file) => fs.statSync(path.join(publicDir, file)).isFile())
/** The page's scripts (setup, start and their shared chunk), where the build writes Decap's configuration. */
const pageScripts = () =>
  assets("page")
    .filter((file) => file.endsWith(".js"))
    .map(read)
    .join("\n")
const LOCAL = /localhost|127\.0\.0\.1|\[::1\]|:8081\b/

describe("the built /admin, for the published site", () => {
  it("starts Decap with a configuration that names no localhost and has no local_backend", () => {
    const start = pageScripts()
    expect(start).toContain(".init(")
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
    for (const file of ["_headers", "_nginx/site.conf"]) expect(read(file)).not.toMatch(LOCAL)
  })

  it("refuses to start inside a frame (hosts without headers, such as GitHub Pages, cannot send frame-ancestors)", () => {
    const setup = pageScripts()
    expect(setup).toMatch(/\.top!==\w+\.self/)
    expect(setup).toContain("__editorRefused")
  })

  // That the page fails closed, and that its policy is in force, the browser tests show (cmsPhotos, adminFrame).
  it("carries the editor's policy in the page itself, naming no localhost", () => {
    const html = read("admin/index.html")
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1]
    expect(policy).toMatch(/script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; .*connect-src 'self' blob: https:\/\/api\.github\.com;/)
    expect(policy).not.toMatch(LOCAL)
  })

  it("loads the photo preparation and its WebAssembly from the site only", () => {
    const html = read("admin/index.html")
    expect(html).toMatch(/<script type="module" src="\/admin\/assets\/photos\/photos-\w+\.js"><\/script>/)
    // The bundles name other hosts only in texts (exifr's XMP namespaces, the libraries' own pages), never a CDN to load from.
    const bundles = assets("photos").filter((file) => file.endsWith(".js"))
    for (const file of bundles) expect(read(file)).not.toMatch(/jsdelivr|unpkg|cdnjs|esm\.sh|skypack|cdn\./i)
    expect(bundles.map(read).join("\n")).toMatch(/"\.\/wasm\/mozjpeg_enc-\w+\.wasm"/)
    expect(
      assets("photos/wasm")
        .map((file) => path.basename(file).replace(/-\w+\.wasm$/, ""))
        .sort(),
    ).toEqual(["libheif", "mozjpeg_enc"])
  })
})
