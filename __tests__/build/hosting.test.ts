// The hosts' files match the build's environment, and the static server (`npm run serve`, the browser tests, the bench) answers
// every path as nginx does with deploy/nginx.conf. Without nginx (.ci/run installs it) the comparison is skipped, never on CI.
import { spawn, spawnSync, type ChildProcess } from "child_process"
import crypto from "crypto"
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import type { AddressInfo } from "net"
import { NGINX_DIR, headersFile, nginxSite, redirectsFile, rootBundles } from "../../src/build/hosting/hosting"
import { IMMUTABLE, REVALIDATE, headersFor } from "../../src/build/hosting/securityHeaders"
import { ROUTES } from "../../src/i18n/routes"
import { startStaticServer } from "../../scripts/lib/staticServer"
import { filesUnder, publicDir, readPublic } from "./html"

const { testBuildEnv } = require("../../scripts/lib/buildEnv.js")
const env = testBuildEnv()
const root = path.resolve(__dirname, "../..")

/** Every file of the build as a URL path ("/app-1a2b….js", "/galeria/index.html"), the hosts' own files left out. */
const publicFiles = () =>
  filesUnder()
    .filter((file) => !file.startsWith(`${NGINX_DIR}/`) && file !== "_headers" && file !== "_redirects")
    .map((file) => `/${file}`)

const HEADER_NAMES = headersFor(ROUTES.home.pt, env).map((h) => h.key)

const request = (base: string, urlPath: string, headers: http.OutgoingHttpHeaders = {}) =>
  new Promise<{ response: http.IncomingMessage; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${encodeURI(urlPath)}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk) => chunks.push(chunk))
        response.on("end", () => resolve({ response, body: Buffer.concat(chunks) }))
      })
      .on("error", reject)
  })

/** What a visitor gets for a path: status, redirect, type, the site's headers and the body's hash. */
async function get(base: string, urlPath: string) {
  const { response, body } = await request(base, urlPath)
  const redirect = response.statusCode === 301
  return {
    status: response.statusCode ?? 0,
    location: response.headers.location ?? null,
    type: redirect ? null : (response.headers["content-type"]?.split(";")[0] ?? null),
    headers: Object.fromEntries(HEADER_NAMES.map((name) => [name, (response.headers[name.toLowerCase()] as string) ?? null])),
    body: redirect ? "" : crypto.createHash("sha1").update(body).digest("hex"),
  }
}

/** A file's ETag, then the answer to a conditional request with it. */
async function revalidate(base: string, urlPath: string) {
  const etag = String((await request(base, urlPath)).response.headers.etag)
  const { response, body } = await request(base, urlPath, { "If-None-Match": etag })
  return { etag, status: response.statusCode, bytes: body.length }
}

describe("the hosts' files written by the build", () => {
  it("are the generators' for this build's environment", () => {
    expect(readPublic("_headers")).toBe(headersFile(env, "netlify", rootBundles(publicDir)))
    expect(readPublic("_redirects")).toBe(redirectsFile())
    expect(readPublic(`${NGINX_DIR}/site.conf`)).toBe(nginxSite(env))
    expect(rootBundles(publicDir).length).toBeGreaterThan(3)
  })
})

// One static server for the file: its own test and the comparison with nginx.
let server: http.Server
let staticBase: string
beforeAll(async () => {
  server = await startStaticServer({ root: publicDir, port: 0, env })
  staticBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe("the static server", () => {
  it("serves the routes with the security headers and revalidation, the bundles immutable", async () => {
    for (const route of Object.values(ROUTES).flatMap((paths) => [paths.pt, paths.en])) {
      const seen = await get(staticBase, route)
      expect([route, seen.status, seen.type, seen.headers["Cache-Control"]]).toEqual([route, 200, "text/html", REVALIDATE])
      for (const { key, value } of headersFor(ROUTES.home.pt, env)) if (key !== "Cache-Control") expect(seen.headers[key]).toBe(value)
    }
    for (const bundle of rootBundles(publicDir))
      expect([bundle, (await get(staticBase, bundle)).headers["Cache-Control"]]).toEqual([bundle, IMMUTABLE])
  })
})

/** Debian's nginx (sbin is not on every user's PATH); NGINX names another. */
const NGINX = process.env.NGINX ?? (fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx")
const nginxInstalled = spawnSync(NGINX, ["-v"]).status === 0
const describeNginx = nginxInstalled || process.env.CI ? describe : describe.skip

describeNginx("nginx with deploy/nginx.conf and the generated include", () => {
  let nginx: ChildProcess
  let nginxBase: string
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"))

  beforeAll(async () => {
    const port = 9400 + Math.floor(Math.random() * 400)
    const site = fs
      .readFileSync(path.join(root, "deploy/nginx.conf"), "utf8")
      .replace(/listen \[::\]:80;\n/, "")
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
      .replace(/root \S+;/, `root ${publicDir};`)
      .replace(/include \S+_nginx\/site\.conf;/, `include ${path.join(publicDir, NGINX_DIR, "site.conf")};`)
    const temp = (name: string) => path.join(dir, name)
    fs.writeFileSync(
      temp("nginx.conf"),
      `worker_processes 1; daemon off; pid ${temp("nginx.pid")}; error_log ${temp("error.log")};
events {}
http {
  include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;
  client_body_temp_path ${temp("body")}; proxy_temp_path ${temp("proxy")}; fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")}; scgi_temp_path ${temp("scgi")};
${site}
}
`,
    )
    const check = spawnSync(NGINX, ["-t", "-p", dir, "-c", temp("nginx.conf"), "-e", temp("error.log")], { encoding: "utf8" })
    expect(check.stderr).toMatch(/syntax is ok/)
    nginx = spawn(NGINX, ["-p", dir, "-c", temp("nginx.conf"), "-e", temp("error.log")], { stdio: "ignore" })
    nginxBase = `http://127.0.0.1:${port}`
    for (let i = 0; i < 100 && !(await get(nginxBase, "/robots.txt").catch(() => null)); i++)
      await new Promise((resolve) => setTimeout(resolve, 50))
  })
  afterAll(() => {
    nginx?.kill()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("answers as the static server does: every file, route, redirect and unknown path", async () => {
    const files = publicFiles()
    const routes = files.filter((f) => f.endsWith("/index.html")).map((f) => f.replace(/\/index\.html$/, "") || ROUTES.home.pt)
    const paths = [
      ...files,
      ...routes,
      ...routes.filter((r) => r !== ROUTES.home.pt).map((r) => `${r}/`),
      "/pagina-que-nao-existe",
      `${ROUTES.home.en}/old-price-list`,
      `${ROUTES.home.en}/no/such/page`,
      "/static/missing.avif",
      "/page-data/missing/page-data.json",
      "/admin",
      "/admin/",
      "/admin/missing.js",
      "/administracao",
      "/manifest.webmanifest",
    ]
    expect(files.length).toBeGreaterThan(100)
    const differences: string[] = []
    // Sixteen paths at a time: public/ also keeps earlier builds' files, thousands after a few local runs.
    for (let start = 0; start < paths.length; start += 16) {
      await Promise.all(
        paths.slice(start, start + 16).map(async (urlPath) => {
          const [fromNginx, fromServer] = await Promise.all([get(nginxBase, urlPath), get(staticBase, urlPath)])
          if (JSON.stringify(fromNginx) !== JSON.stringify(fromServer))
            differences.push(`${urlPath}\n  nginx  ${JSON.stringify(fromNginx)}\n  server ${JSON.stringify(fromServer)}`)
        }),
      )
    }
    expect(differences.slice(0, 5).join("\n")).toBe("")
  })

  it("gives a file the same validator, and answers a revalidation with 304 (Gatsby fetches a prefetched page-data again)", async () => {
    const file = "/page-data/index/page-data.json"
    const [fromNginx, fromServer] = await Promise.all([revalidate(nginxBase, file), revalidate(staticBase, file)])
    expect(fromServer).toEqual(fromNginx)
    expect(fromServer).toEqual({ etag: expect.stringMatching(/^"[0-9a-f]+-[0-9a-f]+"$/), status: 304, bytes: 0 })
  })
})
