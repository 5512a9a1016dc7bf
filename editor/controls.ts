/**
 * Decap's image and list widgets, each wrapped in a control that passes every prop on (the ref too, so Decap still
 * validates and focuses its own control) and mends what a maintainer met in the gallery (issue 78).
 */
import decapImage from "decap-cms-widget-image"
import decapList from "decap-cms-widget-list"
import { createElement, useEffect, useMemo, useRef, useState, type ComponentType } from "react"
import { LIST_ITEM_TEXTS } from "../src/cms/locale"
import { LighterListControl } from "./listControl"

/** The part of Decap's Immutable values these controls read. */
interface Immutable {
  get(key: string | number, fallback?: unknown): unknown
  getIn(path: string[]): unknown
  size: number
}
type GetAsset = (path: string, field: Immutable) => unknown
interface ControlProps {
  value?: unknown
  field: Immutable
  forID: string
  getAsset: GetAsset
}

/**
 * Decap's getAsset answers a photo not yet read with a blank placeholder, the one it gives for an empty path, and its
 * image control asks again only when the value or getAsset change: in the first entry opened after signing in, while
 * the photo library still loads, every photo stayed blank. This asks again until the photo is there, then hands the
 * control a new getAsset, so it shows it.
 */
function WithLoadedPhoto(props: ControlProps) {
  const { getAsset, value, field } = props
  const [loaded, setLoaded] = useState(0)
  useEffect(() => {
    if (typeof value !== "string" || !value) return
    const blank = getAsset("", field)
    if (getAsset(value, field) !== blank) return
    const timer = setInterval(() => {
      if (getAsset(value, field) === blank) return
      clearInterval(timer)
      setLoaded((count) => count + 1)
    }, 250)
    return () => clearInterval(timer)
  }, [getAsset, value, field])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function once a photo has loaded is the point
  const asset = useMemo<GetAsset>(() => (path, of) => getAsset(path, of), [getAsset, loaded])
  return createElement(decapImage.controlComponent as ComponentType<ControlProps>, { ...props, getAsset: asset })
}

/** The hidden text every drag handle is described by (dnd-kit's own is English and speaks of keys that do nothing here). */
function moveInstructions(): string {
  const id = "list-move-instructions"
  if (!document.getElementById(id)) {
    const text = document.createElement("div")
    text.id = id
    text.hidden = true
    text.textContent = LIST_ITEM_TEXTS.moveInstructions
    document.body.append(text)
  }
  return id
}

const set = (element: Element | null | undefined, name: string, value: string) => {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value)
}

/** An item's title, from the list's summary (`{{fields.title.pt}}`, as ../src/cms/decapConfig.ts writes it). */
function titleOf(item: unknown, field: Immutable): string {
  const summary = field.get("summary")
  const path = typeof summary === "string" ? /^\{\{fields\.([\w.]+)\}\}$/.exec(summary)?.[1] : undefined
  const title = path && item && typeof item === "object" ? (item as Immutable).getIn(path.split(".")) : undefined
  return typeof title === "string" ? title.trim() : ""
}

/** Whether the item of this drag handle is open: the summary under its bar shows while it is collapsed. */
function isOpen(handle: Element) {
  const summary = handle.parentElement?.nextElementSibling
  return !summary || getComputedStyle(summary).display === "none"
}

/** Names an item's buttons after the item they act on (its `index`-th in the list), and says how its handle moves it. */
function nameItem(handle: Element, index: number, open: boolean, { field, value }: ControlProps, described: string) {
  const title =
    titleOf((value as Immutable | undefined)?.get(index), field) ||
    `${String(field.get("label_singular", field.get("label")))} ${index + 1}`
  const [toggle, remove] = [handle.previousElementSibling, handle.nextElementSibling].map((each) =>
    each instanceof HTMLButtonElement ? each : null,
  )
  set(toggle, "aria-label", (open ? LIST_ITEM_TEXTS.collapse : LIST_ITEM_TEXTS.expand)(title))
  set(toggle, "aria-expanded", String(open))
  set(remove, "aria-label", LIST_ITEM_TEXTS.remove(title))
  set(handle, "aria-label", LIST_ITEM_TEXTS.move(title))
  set(handle, "aria-roledescription", LIST_ITEM_TEXTS.moveRole)
  set(handle, "aria-describedby", described)
}

/** Every item of the list at `root` (not of a list inside one), by its element: its drag handle and its index. */
function itemsOf(root: HTMLElement): Map<Element, [Element, number]> {
  const handles = [...root.querySelectorAll("[aria-roledescription]")].filter((handle) => handle.closest("[data-named-list]") === root)
  return new Map(handles.map((handle, index) => [handle.parentElement?.parentElement ?? handle, [handle, index]]))
}

/**
 * Decap's list leaves each item's buttons (open, move, remove) unnamed, and no prop reaches them nor dnd-kit's wording
 * (its sortable context takes none): they are named in the page. A change inside items names those items again; any
 * other (an item added, removed or moved) names them all: at 300 photos, naming all on each keystroke took 100 ms at 4× CPU.
 */
function WithNamedItems(props: ControlProps) {
  const latest = useRef(props)
  latest.current = props
  useEffect(() => {
    const root = document.getElementById(props.forID)
    if (!root) return
    root.dataset.namedList = ""
    let items = itemsOf(root)
    const name = (each: Iterable<[Element, number]>) => {
      const described = items.size > 0 ? moveInstructions() : ""
      // Every item read before any is written: a write between two reads made the browser work out the styles again.
      const open = [...each].map(([handle, index]) => [handle, index, isOpen(handle)] as const)
      for (const [handle, index, isItemOpen] of open) nameItem(handle, index, isItemOpen, latest.current, described)
    }
    const itemAround = (node: Node | null) => {
      for (; node && node !== root; node = node.parentNode) if (items.has(node as Element)) return items.get(node as Element)
    }
    name(items.values())
    const observer = new MutationObserver((records) => {
      const touched = new Set(records.map(({ target }) => itemAround(target)))
      if (!touched.has(undefined)) return name(touched as Set<[Element, number]>)
      items = itemsOf(root)
      name(items.values())
    })
    // Opening an item changes classes; typing its title, the summary's text; our own attributes are left out.
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributeFilter: ["class"] })
    return () => observer.disconnect()
  }, [props.forID])
  return createElement(LighterListControl as unknown as ComponentType<ControlProps>, props)
}

export const image = { Widget: () => decapImage.Widget({ controlComponent: WithLoadedPhoto }) }
export const list = { Widget: () => decapList.Widget({ controlComponent: WithNamedItems }) }
