/**
 * Builds the editor's photo preparation (src/cms/photos) into public/admin/photos/:
 * - index.js: the page's part, loaded by /admin (a few kB: it holds the picked file back and
 *   shows progress);
 * - worker.js (+ chunks/): the module worker, started on the first photo picked, with pica,
 *   exifr and @jsquash/jpeg's glue; libheif's glue is a chunk it imports only for a HEIC;
 * - wasm/: mozjpeg's encoder (@jsquash/jpeg) and libheif (libheif-js), copied from
 *   node_modules, fetched by the worker from the site (never a CDN).
 * PHOTO_LIMITS is written into the bundle from src/content/photoLimits.ts, the build's own.
 */
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import { PHOTO_LIMITS } from "../content/photoLimits"
import { buildAdminBundle } from "./adminBundle"

export const PHOTOS_DIR = "photos"

/** The WebAssembly files the worker fetches, by the name it asks for, and where each comes from. */
const PHOTO_WASM: Record<string, string> = {
  "mozjpeg_enc.wasm": "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm",
  "libheif.wasm": "libheif-js/libheif-wasm/libheif.wasm",
}

/** Writes `adminDir`/photos (writeAdmin has emptied `adminDir`); returns the bytes written. */
export function writePhotos(adminDir: string, projectDir = process.cwd()): number {
  const outdir = path.join(adminDir, PHOTOS_DIR)
  let bytes = buildAdminBundle({
    absWorkingDir: projectDir,
    entryPoints: { index: path.join(projectDir, "src/cms/photos/index.ts"), worker: path.join(projectDir, "src/cms/photos/worker.ts") },
    outdir,
    // libheif's Emscripten glue names Node's modules in a branch the browser never takes.
    external: ["fs", "path", "crypto", "url", "worker_threads"],
    define: { PHOTO_LIMITS: JSON.stringify(PHOTO_LIMITS) },
  })
  fs.mkdirSync(path.join(outdir, "wasm"), { recursive: true })
  for (const [name, from] of Object.entries(PHOTO_WASM)) {
    const source = packageFile(from, projectDir)
    fs.copyFileSync(source, path.join(outdir, "wasm", name))
    bytes += fs.statSync(source).size
  }
  return bytes
}

/**
 * A file inside a package ("decap-cms/dist"), found from its package.json (a package's `exports`
 * may hide the file itself), resolved from the project (gatsby-node is bundled by Parcel, which
 * has no require.resolve).
 */
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
