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
import { publicDir } from "./html"

const { testBuildEnv } = require("../../scripts/lib/buildEnv.js")
const env = testBuildEnv()
const root = path.resolve(__dirname, "../..")

/** Every file of the build as a URL path ("/app-1a2b….js", "/galeria/index.html"), the hosts' own files left out. */
function publicFiles(dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    const url = `/${path.relative(publicDir, full).split(path.sep).join("/")}`
    if (url === `/${NGINX_DIR}` || url === "/_headers" || url === "/_redirects") return []
    return entry.isDirectory() ? publicFiles(full) : [url]
  })
}

interface Seen {
  status: number
  location: string | null
  type: string | null
  headers: Record<string, string | null>
  body: string
}

const HEADER_NAMES = headersFor(ROUTES.home.pt, env).map((h) => h.key)

const get = (base: string, urlPath: string): Promise<Seen> =>
  new Promise((resolve, reject) => {
    http
      .get(`${base}${encodeURI(urlPath)}`, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk) => chunks.push(chunk))
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            type: response.statusCode === 301 ? null : (response.headers["content-type"]?.split(";")[0] ?? null),
            headers: Object.fromEntries(HEADER_NAMES.map((name) => [name, (response.headers[name.toLowerCase()] as string) ?? null])),
            body: response.statusCode === 301 ? "" : crypto.createHash("sha1").update(Buffer.concat(chunks)).digest("hex"),
          }),
        )
      })
      .on("error", reject)
  })

describe("the hosts' files written by the build", () => {
  it("are the generators' for this build's environment", () => {
    const read = (name: string) => fs.readFileSync(path.join(publicDir, name), "utf8")
    expect(read("_headers")).toBe(headersFile(env, "netlify", rootBundles(publicDir)))
    expect(read("_redirects")).toBe(redirectsFile())
    expect(read(`${NGINX_DIR}/site.conf`)).toBe(nginxSite(env))
    expect(rootBundles(publicDir).length).toBeGreaterThan(3)
  })
})

describe("the static server", () => {
  let server: http.Server
  let base: string
  beforeAll(async () => {
    server = await startStaticServer({ root: publicDir, port: 0, env })
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("serves the routes with the security headers and revalidation, the bundles immutable", async () => {
    for (const route of Object.values(ROUTES).flatMap((paths) => [paths.pt, paths.en])) {
      const seen = await get(base, route)
      expect([route, seen.status, seen.type, seen.headers["Cache-Control"]]).toEqual([route, 200, "text/html", REVALIDATE])
      for (const { key, value } of headersFor(ROUTES.home.pt, env)) if (key !== "Cache-Control") expect(seen.headers[key]).toBe(value)
    }
    for (const bundle of rootBundles(publicDir))
      expect([bundle, (await get(base, bundle)).headers["Cache-Control"]]).toEqual([bundle, IMMUTABLE])
  })
})

/** Debian's nginx (sbin is not on every user's PATH); NGINX names another. */
const NGINX = process.env.NGINX ?? (fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx")
const nginxInstalled = spawnSync(NGINX, ["-v"]).status === 0
const describeNginx = nginxInstalled || process.env.CI ? describe : describe.skip

describeNginx("nginx with deploy/nginx.conf and the generated include", () => {
  let nginx: ChildProcess
  let server: http.Server
  let nginxBase: string
  let staticBase: string
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
    server = await startStaticServer({ root: publicDir, port: 0, env })
    staticBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    nginx?.kill()
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
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

/** A file's ETag, then the answer to a conditional request with it. */
async function revalidate(base: string, urlPath: string) {
  const request = (headers: http.OutgoingHttpHeaders) =>
    new Promise<{ status: number; etag: string; bytes: number }>((resolve, reject) => {
      http
        .get(`${base}${urlPath}`, { headers }, (response) => {
          let bytes = 0
          response.on("data", (chunk: Buffer) => (bytes += chunk.length))
          response.on("end", () => resolve({ status: response.statusCode ?? 0, etag: String(response.headers.etag), bytes }))
        })
        .on("error", reject)
    })
  const { etag } = await request({})
  const again = await request({ "If-None-Match": etag })
  return { etag, status: again.status, bytes: again.bytes }
}
