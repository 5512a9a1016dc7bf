/**
 * A small static file server for public/ that behaves like the production
 * static host (deploy/nginx.conf): the security and caching headers of
 * src/lib/securityHeaders.ts on every response, trailingSlash "never" routes
 * (/galeria -> galeria/index.html), 404.html with status 404 for unknown
 * paths, and optional gzip/brotli compression.
 *
 * Used by __tests__/e2e/csp.spec.ts (so CSP violations show up in the browser:
 * `gatsby serve` does not send gatsby-config headers) and scripts/bench.mjs.
 * CommonJS so both a TypeScript spec and an ES module script can require it.
 *
 * Kept rather than serve-handler or sirv: it compresses each file once at brotli 11 / gzip 9
 * and reuses the bytes, as a CDN serving precompressed files does, so the bench counts the
 * bytes a visitor gets; sirv serves only files precompressed on disk, `compression` redoes
 * each response at a low level, and serve-handler's MIME table (mime-types 2.1.18) has no AVIF.
 */
const fs = require("fs")
const http = require("http")
const path = require("path")
const zlib = require("zlib")

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
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
  ".map": "application/json; charset=utf-8",
}
const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/

/**
 * @param {{ root: string, port: number, headersFor: (urlPath: string) => {key: string, value: string}[], compress?: boolean, host?: string }} options
 * @returns {Promise<import("http").Server>}
 */
function startStaticServer({ root, port, headersFor, compress = false, host = "127.0.0.1" }) {
  const rootDir = path.resolve(root)
  const compressedCache = new Map()

  function resolveFile(urlPath) {
    const candidates = [urlPath, path.posix.join(urlPath, "index.html"), `${urlPath}.html`]
    for (const candidate of candidates) {
      const file = path.join(rootDir, candidate)
      if (!file.startsWith(rootDir)) return null
      try {
        if (fs.statSync(file).isFile()) return file
      } catch {
        /* try the next one */
      }
    }
    return null
  }

  function send(req, res, status, file, urlPath) {
    const type = types[path.extname(file)] || "application/octet-stream"
    for (const { key, value } of headersFor(urlPath)) res.setHeader(key, value)
    res.setHeader("Content-Type", type)
    let body = fs.readFileSync(file)
    if (compress && compressible.test(type)) {
      res.setHeader("Vary", "Accept-Encoding")
      const accepted = String(req.headers["accept-encoding"] || "")
      const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null
      if (encoding) {
        // Like a CDN serving precompressed files: compress once at the best level, then reuse.
        const cacheKey = `${encoding}:${file}`
        if (!compressedCache.has(cacheKey)) {
          compressedCache.set(
            cacheKey,
            encoding === "br"
              ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
              : zlib.gzipSync(body, { level: 9 }),
          )
        }
        body = compressedCache.get(cacheKey)
        res.setHeader("Content-Encoding", encoding)
      }
    }
    res.setHeader("Content-Length", body.length)
    res.writeHead(status)
    res.end(req.method === "HEAD" ? undefined : body)
  }

  const server = http.createServer((req, res) => {
    let urlPath
    try {
      urlPath = decodeURIComponent(new URL(req.url, "http://localhost").pathname)
    } catch {
      res.writeHead(400)
      res.end()
      return
    }
    // trailingSlash "never": /galeria/ -> /galeria (as the nginx example does)
    if (urlPath.length > 1 && urlPath.endsWith("/")) {
      res.writeHead(301, { Location: urlPath.replace(/\/+$/, "") || "/" })
      res.end()
      return
    }
    const file = resolveFile(urlPath)
    if (file) return send(req, res, 200, file, urlPath)
    // The English site's unknown paths get the English 404 page (as deploy/nginx.conf does).
    const notFound = urlPath === "/en" || urlPath.startsWith("/en/") ? "en/404.html" : "404.html"
    return send(req, res, 404, path.join(rootDir, notFound), urlPath)
  })

  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve(server))
  })
}

module.exports = { startStaticServer }
