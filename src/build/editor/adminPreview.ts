/**
 * Builds the editor's live preview (src/cms/preview) into /admin/assets/preview/ with esbuild (it is no page, so
 * not Gatsby's webpack): `gatsby` is replaced by ./adminPreviewGatsby.tsx, the current content is bundled in (a
 * preview shows the edited file with the others as they are), and what it never opens stays in lazy chunks.
 */
import path from "path"
import { assetsDir, buildAdminBundle } from "./adminBundle"

/** Writes the preview under `adminDir`; returns its bytes, its module and its stylesheet (the site's CSS modules). */
export async function writePreview(
  adminDir: string,
  content: Record<string, unknown>,
  projectDir = process.cwd(),
): Promise<{ bytes: number; entry: string; style: string }> {
  const source = path.join(projectDir, "src/cms/preview/index.tsx")
  const bundle = await buildAdminBundle({
    absWorkingDir: projectDir,
    adminDir,
    entryPoints: { preview: source },
    outdir: assetsDir(adminDir, "preview"),
    jsx: "automatic",
    loader: { ".module.css": "local-css" },
    alias: { gatsby: path.join(projectDir, "src/build/editor/adminPreviewGatsby.tsx") },
    define: {
      "process.env.NODE_ENV": '"production"',
      "process.env.BUILD_STAGE": '"preview"',
      // The gallery's pages cut as the site's are (src/lib/galleryPages.ts).
      "process.env": JSON.stringify({ GALLERY_PHOTOS_PER_PAGE: process.env.GALLERY_PHOTOS_PER_PAGE ?? "" }),
      PREVIEW_CONTENT: JSON.stringify(content),
    },
  })
  return { bytes: bundle.bytes, entry: bundle.entry(source), style: bundle.style(source) }
}
