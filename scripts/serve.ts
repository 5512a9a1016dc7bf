/**
 * `npm run serve`: serves public/ on http://localhost:9000 as the documented hosts do
 * (scripts/lib/staticServer.ts: the serving rules and headers of src/build/hosting/hosting.ts), with
 * gzip/brotli. Options: --port N (or PORT), --host H (default 0.0.0.0), --root DIR (default public).
 * The browser tests start it through Playwright's webServer, the bench in-process.
 */
import path from "path"
import { startStaticServer } from "./lib/staticServer"

const argv = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const index = argv.indexOf(name)
  return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback
}
const port = Number(option("--port", process.env.PORT || "9000"))
const host = option("--host", "0.0.0.0")
const root = path.resolve(option("--root", "public"))

startStaticServer({ root, port, host, compress: true }).then(
  () => console.log(`Serving ${path.relative(process.cwd(), root) || "."} on http://localhost:${port} (Ctrl-C stops it)`),
  (error: Error) => {
    console.error(`Could not serve ${root} on port ${port}: ${error.message}`)
    process.exit(1)
  },
)
