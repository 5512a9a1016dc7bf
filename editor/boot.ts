/** What the build tells start.ts (src/build/editor/admin.ts writes it in as EDITOR_BOOT): the configuration and the files to load. */
import type { decapConfig } from "../src/cms/decapConfig"

export interface EditorFile {
  /** Its address under /admin/assets/ (content-hashed, so served immutable). */
  url: string
  bytes: number
}

export interface EditorBoot {
  /** Decap's configuration, from the content schema (../src/cms/decapConfig.ts). */
  config: ReturnType<typeof decapConfig>
  /** Decap's module and every file it imports at once: downloaded first, so the page can show how far it has got. */
  decap: { entry: string; files: EditorFile[] }
  /** The live preview (../src/cms/preview), loaded once the editor has started, and its stylesheet. */
  preview: { entry: string; style: string }
}
