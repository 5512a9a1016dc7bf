/**
 * Builds the editor's live preview (src/cms/preview) into public/admin/preview/ with esbuild (it is no page, so
 * not Gatsby's webpack): `gatsby` is replaced by ./adminPreviewGatsby.tsx, the current content is bundled in (a
 * preview shows the edited file with the others as they are), and what it never opens stays in lazy chunks.
 */
import path from "path"
import { buildAdminBundle } from "./adminBundle"

export const PREVIEW_DIR = "preview"

/** Writes the preview into `adminDir`/preview; returns the bytes written. */
export function writePreview(adminDir: string, content: Record<string, unknown>, projectDir = process.cwd()): Promise<number> {
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
