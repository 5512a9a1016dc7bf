/**
 * How many bytes of a page's compressed response a browser needs before it can parse up to a
 * point of the document (the end of the splash's markup): the page compressed whole, as the
 * static server and a CDN send it (gzip 9, brotli 11: scripts/lib/staticServer.ts), then the
 * shortest start of that stream that decompresses to at least that much of the document.
 * Used by `npm run bench` and __tests__/build/splash.test.ts.
 */
const zlib = require("node:zlib")

const COMPRESS = {
  gzip: (buffer) => zlib.gzipSync(buffer, { level: 9 }),
  br: (buffer) => zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
}
const DECOMPRESS_START = {
  gzip: (buffer) => zlib.gunzipSync(buffer, { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  br: (buffer) => zlib.brotliDecompressSync(buffer, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }),
}

/** The bytes of `html` (a string) compressed with `encoding` ("gzip" or "br") that decode its first `characters` characters. */
function compressedBytesUntil(html, characters, encoding) {
  const needed = Buffer.byteLength(html.slice(0, characters))
  const compressed = COMPRESS[encoding](Buffer.from(html))
  const decodes = (length) => {
    try {
      return DECOMPRESS_START[encoding](compressed.subarray(0, length)).length >= needed
    } catch {
      return false
    }
  }
  let low = 0
  let high = compressed.length
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    if (decodes(middle)) high = middle
    else low = middle + 1
  }
  return low
}

/** Where the splash's markup ends in a built page (after its closing tag), or -1 without a splash. */
function splashEnd(html) {
  const start = html.indexOf('<div id="splash"')
  if (start < 0) return -1
  // The splash's elements nest <div>s: count them to its own closing tag.
  const tag = /<(\/?)div\b[^>]*>/g
  tag.lastIndex = start
  let depth = 0
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[1] ? -1 : 1
    if (depth === 0) return tag.lastIndex
  }
  return -1
}

module.exports = { compressedBytesUntil, splashEnd }
