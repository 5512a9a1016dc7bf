/**
 * A part of the editor's page at /admin bundled for browsers by esbuild (not a Gatsby page, so not
 * Gatsby's webpack): ES modules, split so that what is not needed at once stays in chunks loaded
 * on demand, minified, written under /admin/assets/ with content-hashed names (served immutable:
 * ../hosting/securityHeaders.ts). Used by the page scripts and Decap (./admin.ts), the live preview
 * (./adminPreview.ts) and the photo preparation (./adminPhotos.ts), which add their own entry points.
 */
import path from "path"
import { build, type BuildOptions, type Metafile } from "esbuild"
import { EDITOR_ASSETS } from "../hosting/securityHeaders"

/** What a build wrote, by address. */
export interface AdminBundle {
  bytes: number
  /** The address of the file built from `source` (an entry point's absolute path). */
  entry(source: string): string
  /** That file and every file it imports at once (not its lazy chunks), with their sizes. */
  loadedWith(source: string): { url: string; bytes: number }[]
  /** The stylesheet of the CSS that `source` imports. */
  style(source: string): string
}

/** The folder under public/admin/ of the part called `name`. */
export const assetsDir = (adminDir: string, name: string) => path.join(adminDir, path.relative("/admin", EDITOR_ASSETS), name)

/**
 * Builds `options` over the editor's common settings. A source that does not build throws esbuild's
 * own error ("Build failed…"), which names its file and line.
 */
export async function buildAdminBundle(
  options: BuildOptions & { absWorkingDir: string; outdir: string; adminDir: string },
): Promise<AdminBundle> {
  const { adminDir, ...esbuildOptions } = options
  const result = await build({
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: true,
    charset: "utf8",
    legalComments: "none",
    // Chromium's compile hint: compile every function as the file streams in, off the main thread. Opening the gallery
    // compiled Decap's editor on the main thread as it first ran, 250–350 ms at 4× CPU (issue 78); others ignore it.
    banner: { js: "//# allFunctionsCalledOnLoad" },
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "silent",
    ...esbuildOptions,
    write: true,
    metafile: true,
  })
  const outputs = result.metafile.outputs
  const absolute = (file: string) => path.resolve(options.absWorkingDir, file)
  const url = (file: string) => `/admin/${path.relative(adminDir, absolute(file)).split(path.sep).join("/")}`
  const outputOf = (source: string): [string, Metafile["outputs"][string]] => {
    const found = Object.entries(outputs).find(([, output]) => output.entryPoint && absolute(output.entryPoint) === source)
    if (!found) throw new Error(`the editor's bundle: no output for ${source}`)
    return found
  }
  const loadedWith = (file: string, seen = new Set<string>()): string[] => {
    if (seen.has(file)) return []
    seen.add(file)
    const imports = outputs[file].imports.filter((each) => each.kind === "import-statement" && !each.external)
    return [file, ...imports.flatMap((each) => loadedWith(each.path, seen))]
  }
  return {
    bytes: Object.values(outputs).reduce((total, output) => total + output.bytes, 0),
    entry: (source) => url(outputOf(source)[0]),
    loadedWith: (source) => loadedWith(outputOf(source)[0]).map((file) => ({ url: url(file), bytes: outputs[file].bytes })),
    style(source) {
      const css = outputOf(source)[1].cssBundle
      if (!css) throw new Error(`the editor's bundle: ${source} imports no CSS`)
      return url(css)
    },
  }
}
