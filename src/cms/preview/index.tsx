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

/** The part of Immutable.js's List this reads. */
interface ImmutableList {
  size: number
  get(index: number): unknown
}

/** The part of Decap's preview props this uses (Immutable.js map for the entry). */
interface DecapPreviewProps {
  entry: { get(key: "data"): { toJS(): unknown } | undefined; getIn(path: ["data", "photos"]): ImmutableList | undefined }
  getAsset: (path: string) => unknown
  document: Document
}

interface DecapTemplate {
  props: DecapPreviewProps
  element: HTMLDivElement | null
  root: Root | null
  timer?: ReturnType<typeof setTimeout>
  /** The gallery's photos at the last paint, and the position of the one changed last. */
  photos?: ImmutableList
  photo: number
  paint(): void
  paintNow(): void
}

/**
 * Changes closer together than this are drawn once, after the last: keystrokes, and the updates of an entry's load,
 * never wait for the preview. At 300 photos it took about 40 ms at 4× CPU to paint each keystroke, more in tasks the
 * next keystroke queued behind.
 */
const PAINT_AFTER_MS = 400

/**
 * The position of the first item that differs between two versions of a list (Immutable.js keeps the items that did
 * not change), or undefined where none does.
 */
function firstChanged(before: ImmutableList | undefined, after: ImmutableList | undefined) {
  if (!before || !after) return undefined
  for (let index = 0; index < Math.max(before.size, after.size); index++) if (before.get(index) !== after.get(index)) return index
  return undefined
}

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
      photo: 0,
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
        const photos = entry.getIn(["data", "photos"])
        this.photo = firstChanged(this.photos, photos) ?? this.photo
        this.photos = photos
        const pane = <PreviewPane name={name} files={files} assetUrl={assetUrl} document={document} photo={this.photo} />
        // A transition: its rendering yields to a keystroke every few ms.
        startTransition(() => this.root?.render(pane))
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
