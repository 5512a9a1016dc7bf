/**
 * Builds the editor's photo preparation (src/cms/photos) into /admin/assets/photos/: the page's part, its worker
 * with its chunks (libheif's only for a HEIC), and wasm/ (mozjpeg, libheif), copied from node_modules and served
 * by the site, never a CDN. Every name carries a content hash, so the worker is built first and its name, and the
 * WebAssembly files', written into the code that asks for them. PHOTO_LIMITS comes from src/content/photoLimits.ts.
 */
import crypto from "crypto"
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import { PHOTO_LIMITS } from "../../content/photoLimits"
import { assetsDir, buildAdminBundle } from "./adminBundle"

/** The WebAssembly files the worker fetches, by the name it asks for, and where each comes from. */
const PHOTO_WASM: Record<string, string> = {
  "mozjpeg_enc.wasm": "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm",
  "libheif.wasm": "libheif-js/libheif-wasm/libheif.wasm",
}

/** The first characters of a SHA-256 of `bytes`, for a file name. */
const contentHash = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 16)

/** Writes the photo preparation under `adminDir` (writeAdmin has emptied it); returns its bytes and the page's module. */
export async function writePhotos(adminDir: string, projectDir = process.cwd()): Promise<{ bytes: number; entry: string }> {
  const outdir = assetsDir(adminDir, "photos")
  const source = (name: string) => path.join(projectDir, "src/cms/photos", name)
  fs.mkdirSync(path.join(outdir, "wasm"), { recursive: true })
  const wasm: Record<string, string> = {}
  let bytes = 0
  for (const [name, from] of Object.entries(PHOTO_WASM)) {
    const content = fs.readFileSync(packageFile(from, projectDir))
    wasm[name] = `./wasm/${path.basename(name, ".wasm")}-${contentHash(content)}.wasm`
    fs.writeFileSync(path.join(outdir, wasm[name]), content)
    bytes += content.length
  }
  const common = { absWorkingDir: projectDir, adminDir, outdir, define: { PHOTO_LIMITS: JSON.stringify(PHOTO_LIMITS) } }
  const worker = await buildAdminBundle({
    ...common,
    entryPoints: { worker: source("worker.ts") },
    // libheif's Emscripten glue names Node's modules in a branch the browser never takes.
    external: ["fs", "path", "crypto", "url", "worker_threads"],
    define: { ...common.define, PHOTO_WASM: JSON.stringify(wasm) },
  })
  const page = await buildAdminBundle({
    ...common,
    entryPoints: { photos: source("index.ts") },
    define: { ...common.define, PHOTO_WORKER: JSON.stringify(`./${path.posix.basename(worker.entry(source("worker.ts")))}`) },
  })
  return { bytes: bytes + worker.bytes + page.bytes, entry: page.entry(source("index.ts")) }
}

/** A file inside a package, found from its package.json (`exports` may hide the file; Parcel's bundle has no require.resolve). */
export function packageFile(specifier: string, projectDir = process.cwd()): string {
  const resolve = createRequire(path.join(projectDir, "package.json")).resolve
  const parts = specifier.split("/")
  const nameLength = specifier.startsWith("@") ? 2 : 1
  const name = parts.slice(0, nameLength).join("/")
  let root: string
  try {
    root = path.dirname(resolve(`${name}/package.json`))
  } catch {
    root = path.dirname(resolve(name))
    while (!fs.existsSync(path.join(root, "package.json"))) root = path.dirname(root)
  }
  return path.join(root, ...parts.slice(nameLength))
}
