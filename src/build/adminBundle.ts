/**
 * A part of the editor's page at /admin bundled for browsers by esbuild (not a Gatsby page, so not
 * Gatsby's webpack): ES modules, split so that what is not needed at once stays in chunks loaded
 * on demand, minified, written to `outdir`. Used by the live preview (./adminPreview.ts) and the
 * photo preparation (./adminPhotos.ts), which add their own entry points, loaders and defines.
 */
import { build, type BuildOptions } from "esbuild"

/**
 * Builds `options` over the editor's common settings; returns the bytes esbuild wrote. A source
 * that does not build throws esbuild's own error ("Build failed…"), which names its file and line.
 */
export async function buildAdminBundle(options: BuildOptions & { absWorkingDir: string; outdir: string }): Promise<number> {
  const result = await build({
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: true,
    charset: "utf8",
    legalComments: "none",
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "silent",
    ...options,
    write: true,
    metafile: true,
  })
  return Object.values(result.metafile.outputs).reduce((total, output) => total + output.bytes, 0)
}
