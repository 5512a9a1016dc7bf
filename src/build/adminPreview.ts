/**
 * Builds the editor's live preview (src/cms/preview) into public/admin/preview/: the site's own
 * components on the site's React 18, with their CSS modules, bundled by esbuild (it is not a
 * page, so not Gatsby's webpack). Only the editor loads it.
 *
 * - `gatsby` is replaced by ./adminPreviewGatsby.tsx (Link as a plain <a>; no GraphQL at run time).
 * - The content as it is now is bundled in (PREVIEW_CONTENT): a file's preview shows the file
 *   being edited with the others as they are (the services section's heading is in pages.json).
 * - Code split (ES modules): what the preview never opens (the menu drawer, the lightbox, the
 *   form's Chakra island until it shows) stays in chunks loaded on demand.
 */
import path from "path"
import { buildAdminBundle } from "./adminBundle"

export const PREVIEW_DIR = "preview"

/** Writes the preview into `adminDir`/preview; returns the bytes written. */
export function writePreview(adminDir: string, content: Record<string, unknown>, projectDir = process.cwd()): number {
  // What esbuild wrote, as it counts it (the outputs are the folder's only files).
  return buildAdminBundle({
    absWorkingDir: projectDir,
    entryPoints: [path.join(projectDir, "src/cms/preview/index.tsx")],
    outdir: path.join(adminDir, PREVIEW_DIR),
    jsx: "automatic",
    loader: { ".module.css": "local-css" },
    alias: { gatsby: path.join(projectDir, "src/build/adminPreviewGatsby.tsx") },
    define: {
      "process.env.NODE_ENV": '"production"',
      "process.env.BUILD_STAGE": '"preview"',
      "process.env": "{}",
      PREVIEW_CONTENT: JSON.stringify(content),
    },
  })
}
