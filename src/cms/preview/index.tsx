/**
 * The editor's live preview: a template per content file showing the site's own components (./PreviewPane.tsx).
 * Decap renders templates with its own React 19; each template renders an empty <div> and mounts a React 18 root
 * in it for the site's components, so the two Reacts never share a tree. Built by src/build/editor/adminPreview.ts;
 * editor/start.ts registers it once the editor has started.
 */
import "./jitless"
import { startTransition } from "react"
import { createRoot, type Root } from "react-dom/client"
import type { Decap } from "../../../editor/decap"
import type { ContentFiles } from "./content"
import { PreviewPane } from "./PreviewPane"
import { VIEWS } from "./views"

/** The content as it was when the site was built: the other files of a preview (src/build/editor/adminPreview.ts). */
declare const PREVIEW_CONTENT: ContentFiles

/** The part of Decap's preview props this uses (Immutable.js map for the entry). */
interface DecapPreviewProps {
  entry: { get(key: "data"): { toJS(): unknown } | undefined }
  getAsset: (path: string) => unknown
  document: Document
}

interface DecapTemplate {
  props: DecapPreviewProps
  element: HTMLDivElement | null
  root: Root | null
  timer?: ReturnType<typeof setTimeout>
  paint(): void
  paintNow(): void
}

/**
 * Changes closer together than this are drawn once, after the last: keystrokes, and the updates of an entry's load,
 * never wait for the preview. At 300 photos it took about 40 ms at 4× CPU to paint each keystroke, more in tasks the
 * next keystroke queued behind.
 */
const PAINT_AFTER_MS = 400

/** Registers a template per content file, and the stylesheet esbuild writes beside this bundle (the site's CSS modules). */
export function registerPreviews({ CMS, createClass, h }: Decap, style: string) {
  CMS.registerPreviewStyle(style)
  for (const name of Object.keys(VIEWS)) registerPreview(CMS, createClass, h, name)
}

function registerPreview(CMS: Decap["CMS"], createClass: Decap["createClass"], h: Decap["h"], name: string) {
  const file = `${name}.json`
  CMS.registerPreviewTemplate(
    name,
    createClass({
      element: null,
      root: null,
      componentDidMount(this: DecapTemplate) {
        if (this.element) this.root = createRoot(this.element)
        this.paint()
      },
      componentDidUpdate(this: DecapTemplate) {
        this.paint()
      },
      componentWillUnmount(this: DecapTemplate) {
        clearTimeout(this.timer)
        const root = this.root
        this.root = null
        // Not while Decap's React is committing: a root unmounts in its own task.
        setTimeout(() => root?.unmount())
      },
      paint(this: DecapTemplate) {
        clearTimeout(this.timer)
        this.timer = setTimeout(() => this.paintNow(), PAINT_AFTER_MS)
      },
      paintNow(this: DecapTemplate) {
        const { entry, getAsset, document } = this.props
        const files = { ...PREVIEW_CONTENT, [file]: entry.get("data")?.toJS() ?? {} }
        const assetUrl = (path: string) => String(getAsset(path) ?? "")
        // A transition: its rendering yields to a keystroke every few ms.
        startTransition(() => this.root?.render(<PreviewPane name={name} files={files} assetUrl={assetUrl} document={document} />))
      },
      render(this: DecapTemplate) {
        return h("div", {
          ref: (element: HTMLDivElement | null) => {
            this.element = element
          },
        })
      },
    }),
  )
}
