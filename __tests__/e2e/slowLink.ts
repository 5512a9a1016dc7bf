/** A page as a slow link delivers it, its HTML held at a chosen point, to look at what was painted before the rest arrived. */
import http from "http"
import type { AddressInfo } from "net"

export interface SplitPage {
  url: string
  /** Sends the rest of the page now (if its pause has not run out). */
  release: () => void
  close: () => void
}

// A proxy of the test's server that serves `path`'s HTML in two parts: up to the offset `cutAt` finds (which throws when the
// page no longer has what it looks for), then the rest `pauseMs` later or when the test calls `release`.
export async function splitPage(baseURL: string, path: string, cutAt: (html: string) => number, pauseMs?: number): Promise<SplitPage> {
  const upstream = new URL(baseURL)
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
    if (pauseMs !== undefined) setTimeout(resolve, pauseMs)
  })
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: upstream.host, "accept-encoding": "identity" }
    http.get({ hostname: upstream.hostname, port: upstream.port, path: request.url, headers }, (answer) => {
      const { "content-length": _length, ...answerHeaders } = answer.headers
      response.writeHead(answer.statusCode ?? 502, answerHeaders)
      if (request.url !== path) return void answer.pipe(response)
      const chunks: Buffer[] = []
      answer.on("data", (chunk: Buffer) => chunks.push(chunk))
      answer.on("end", () => {
        const html = Buffer.concat(chunks).toString("utf8")
        let cut: number
        try {
          cut = cutAt(html)
        } catch (error) {
          response.end(`splitPage: ${(error as Error).message}`)
          return
        }
        response.write(html.slice(0, cut))
        void released.then(() => response.end(html.slice(cut)))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve))
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    release,
    close: () => {
      release()
      server.close()
    },
  }
}

export function offsetOf(html: string, marker: string | RegExp, from = 0): number {
  const rest = html.slice(from)
  const match = typeof marker === "string" ? { index: rest.indexOf(marker) } : marker.exec(rest)
  if (!match || match.index === undefined || match.index < 0) throw new Error(`the page has no ${String(marker)}`)
  return from + match.index
}
