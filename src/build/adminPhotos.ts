/**
 * Builds the editor's photo preparation (src/cms/photos) into public/admin/photos/: index.js (the page's part),
 * worker.js with its chunks (libheif's only for a HEIC), and wasm/ (mozjpeg, libheif), copied from node_modules
 * and served by the site, never a CDN. PHOTO_LIMITS comes from src/content/photoLimits.ts.
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
export async function writePhotos(adminDir: string, projectDir = process.cwd()): Promise<number> {
  const outdir = path.join(adminDir, PHOTOS_DIR)
  let bytes = await buildAdminBundle({
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
