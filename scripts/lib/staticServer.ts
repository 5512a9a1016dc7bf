/**
 * A static file server for public/ that behaves like the documented hosts: the serving rules of
 * src/build/hosting/hosting.ts (the trailing-slash redirect, a route's index.html, the 404 page of the
 * path's language with status 404) and the headers of src/build/hosting/securityHeaders.ts for the build's
 * environment. One server for `npm run serve`, every browser test and the bench;
 * __tests__/build/hosting.test.ts checks it answers as the generated nginx include does.
 *
 * Compression (`compress`): each file is compressed once at brotli 11 / gzip 9 and the bytes
 * reused, as a CDN serving precompressed files does, so the bench counts the bytes a visitor gets.
 */
import fs from "fs"
import http from "http"
import path from "path"
import zlib from "zlib"
import { answerFor, answerHeaders } from "../../src/build/hosting/hosting"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "text/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
}
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|wasm)|image\/svg\+xml)/

export interface StaticServerOptions {
  /** The build to serve (public/). */
  root: string
  /** 0: any free port (read it from the server's address). */
  port: number
  host?: string
  /** The build's environment, for the headers (the reCAPTCHA-widened policy); default process.env. */
  env?: Record<string, string | undefined>
  /** gzip/brotli for text, as a CDN does. */
  compress?: boolean
}

export function startStaticServer({ root, port, host = "127.0.0.1", env, compress = false }: StaticServerOptions): Promise<http.Server> {
  const rootDir = path.resolve(root)
  const compressed = new Map<string, Buffer>()
  const isFile = (file: string) => {
    const full = path.join(rootDir, file)
    if (!full.startsWith(rootDir)) return false
    try {
      return fs.statSync(full).isFile()
    } catch {
      return false
    }
  }

  function send(request: http.IncomingMessage, response: http.ServerResponse, status: number, file: string) {
    const type = TYPES[path.extname(file)] ?? "application/octet-stream"
    for (const { key, value } of answerHeaders(file, env)) response.setHeader(key, value)
    response.setHeader("Content-Type", type)
    // Validators as nginx makes them: a page-data file fetched again (Gatsby's prefetch, then its loader) revalidates to a 304.
    const stat = fs.statSync(path.join(rootDir, file))
    const etag = `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`
    response.setHeader("ETag", etag)
    response.setHeader("Last-Modified", stat.mtime.toUTCString())
    if (status === 200 && request.headers["if-none-match"] === etag) {
      response.writeHead(304)
      response.end()
      return
    }
    let body: Buffer = fs.readFileSync(path.join(rootDir, file))
    if (compress && COMPRESSIBLE.test(type)) {
      response.setHeader("Vary", "Accept-Encoding")
      const accepted = String(request.headers["accept-encoding"] ?? "")
      const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null
      if (encoding) {
        const key = `${encoding}:${file}`
        if (!compressed.has(key))
          compressed.set(
            key,
            encoding === "br"
              ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
              : zlib.gzipSync(body, { level: 9 }),
          )
        body = compressed.get(key) as Buffer
        response.setHeader("Content-Encoding", encoding)
      }
    }
    response.setHeader("Content-Length", body.length)
    response.writeHead(status)
    response.end(request.method === "HEAD" ? undefined : body)
  }

  const server = http.createServer((request, response) => {
    let urlPath: string
    try {
      urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname)
    } catch {
      response.writeHead(400)
      response.end()
      return
    }
    const answer = answerFor(urlPath, isFile)
    if (answer.status === 301) {
      response.writeHead(301, { Location: answer.location })
      response.end()
      return
    }
    send(request, response, answer.status, answer.file)
  })

  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve(server))
  })
}
