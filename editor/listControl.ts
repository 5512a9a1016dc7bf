/**
 * Decap's list control, light at hundreds of items (issue 78):
 * - Only the items near the pane's view, and those ever opened, are drawn in full; the others are placeholders (their
 *   summary and a button that opens them), drawn in full as they come near. All 300 photos drawn in full took 1.3 s
 *   of one task at 4× CPU, and every keystroke laid them all out again. An item never opened holds no state, so
 *   nothing is lost when it goes back to a placeholder; an opened one stays, as Decap validates it (editor/listItem.ts).
 * - An item whose value, place, state and the props its drawing reads are as last time gets the element drawn then,
 *   which React skips: Decap's list draws every item again on each change (its own comment calls that overkill).
 * - Each item's buttons (open, move, remove) are named after the item: Decap leaves them unnamed, and no prop reaches
 *   them nor dnd-kit's English wording (its sortable context takes none).
 */
import decapList from "decap-cms-widget-list"
import { createElement, type MouseEvent, type ReactElement } from "react"
import { LIST_ITEM_TEXTS } from "../src/cms/locale"

/** The part of Decap's Immutable values this reads. */
interface Immutable {
  get(key: string | number, fallback?: unknown): unknown
  getIn(path: string[]): unknown
}

/**
 * The props ListControl's renderItem reads (decap-cms-widget-list's ListControl), beside the item itself. Not
 * `metadata`, which only an open item's fields read: Decap makes it anew at an entry's first change, and a closed item
 * gets it as it opens.
 */
const ITEM_PROPS = [
  "field",
  "classNameWrapper",
  "editorControl",
  "onValidateObject",
  "clearFieldErrors",
  "fieldsErrors",
  "controlRef",
  "resolveWidget",
  "parentIds",
  "forID",
  "t",
] as const

/** How far beyond the pane's edges an item is drawn in full: a scroll shows items already drawn. */
const NEAR_MARGIN = "800px 0px"
/** The most items drawn in full in one task: with the list's own redraw, about 145 ms at 4× CPU (255 ms with 16). */
const BATCH = 8
/** A placeholder's class, and its button's (editor/page.css). */
const PLACEHOLDER = "list-placeholder"

interface ListControl {
  props: Record<string, unknown> & { field: Immutable; value?: Immutable; forID: string }
  state: { itemsCollapsed: boolean[]; keys: string[] }
  renderItem(item: unknown, index: number): ReactElement
  handleItemCollapseToggle(index: number, event: MouseEvent): void
  forceUpdate(): void
  componentDidMount(): void
}
const DecapListControl = decapList.controlComponent as unknown as new (props: Record<string, unknown>) => ListControl

/** An item's title, from the list's summary (`{{fields.title.pt}}`, as ../src/cms/decapConfig.ts writes it). */
function titleOf(item: unknown, index: number, field: Immutable): string {
  const summary = field.get("summary")
  const path = typeof summary === "string" ? /^\{\{fields\.([\w.]+)\}\}$/.exec(summary)?.[1] : undefined
  const title = path && item && typeof item === "object" ? (item as Immutable).getIn(path.split(".")) : undefined
  return (typeof title === "string" && title.trim()) || `${String(field.get("label_singular", field.get("label")))} ${index + 1}`
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

/** Names the buttons of an item drawn in full: Decap's bar holds the open button, the drag handle and the remove button. */
function nameItem(item: Element, title: string, open: boolean) {
  const [toggle, handle, remove] = item.firstElementChild?.children ?? []
  set(toggle, "aria-label", (open ? LIST_ITEM_TEXTS.collapse : LIST_ITEM_TEXTS.expand)(title))
  set(toggle, "aria-expanded", String(open))
  set(remove, "aria-label", LIST_ITEM_TEXTS.remove(title))
  if (!handle?.hasAttribute("aria-roledescription")) return
  set(handle, "aria-label", LIST_ITEM_TEXTS.move(title))
  set(handle, "aria-roledescription", LIST_ITEM_TEXTS.moveRole)
  set(handle, "aria-describedby", moveInstructions())
}

/** The element that scrolls `element`, or null for the page. */
function scrollingParent(element: Element | null): Element | null {
  for (let parent = element?.parentElement; parent; parent = parent.parentElement)
    if (/auto|scroll/.test(getComputedStyle(parent).overflowY)) return parent
  return null
}

export class LighterListControl extends DecapListControl {
  /** Keys of the items near the pane's view, and of those ever opened: both drawn in full. */
  private near = new Set<string>()
  private opened = new Set<string>()
  /** Keys that came near and wait for their batch. */
  private waiting = new Set<string>()
  private drawn = new Map<string, { inputs: unknown[]; element: ReactElement }>()
  /** Each item's element the observer watches, and its key; what each item's buttons were last named for. */
  private watched = new Map<Element, string>()
  private named = new WeakMap<Element, string>()
  private observer?: IntersectionObserver
  private timer?: ReturnType<typeof setTimeout>

  constructor(props: Record<string, unknown>) {
    // None is near before the list is laid out: the entry opens on placeholders, and those in view are drawn next.
    // Decap's constructor writes the whole list out as text, which only a list of plain values uses (15–30 ms at 300
    // photos, 4× CPU): a list of items gets an empty one of its length instead. React hands over the real props next.
    const { value } = props as { value?: { size: number } }
    super(
      value && (props.field as Immutable).get("fields")
        ? { ...props, value: Object.assign(new Array(value.size), { size: value.size }) }
        : props,
    )
    const renderItem = this.renderItem
    this.renderItem = (item, index) => {
      const { itemsCollapsed, keys } = this.state
      const key = keys[index]
      const open = !itemsCollapsed[index]
      if (open) this.opened.add(key)
      const full = this.near.has(key) || this.opened.has(key)
      // An item's summary may name the entry's file (its path), never its other fields.
      const path = (this.props.entry as Immutable | undefined)?.get("path")
      const inputs = [item, index, open, full, open && this.props.metadata, path, ...ITEM_PROPS.map((name) => this.props[name])]
      const last = this.drawn.get(key)
      if (last && last.inputs.every((input, at) => input === inputs[at])) return last.element
      const element = full ? renderItem(item, index) : this.placeholder(item, index, key)
      this.drawn.set(key, { inputs, element })
      return element
    }
  }

  private placeholder(item: unknown, index: number, key: string): ReactElement {
    const title = titleOf(item, index, this.props.field)
    return createElement(
      "div",
      { key, className: PLACEHOLDER },
      createElement("button", {
        type: "button",
        className: `${PLACEHOLDER}-open`,
        "aria-label": LIST_ITEM_TEXTS.expand(title),
        "aria-expanded": "false",
        onClick: (event: MouseEvent) => this.handleItemCollapseToggle(index, event),
      }),
      // The title Decap's summary shows, read without its template engine (11 ms for 300 photos at 4× CPU).
      createElement("div", null, title),
    )
  }

  /** The items' elements, in the list's order: the list's box holds its bar, then the items and dnd-kit's hidden texts. */
  private items(): Element[] {
    const items = document.getElementById(this.props.forID)?.children[1]?.children
    return items && items.length >= this.state.keys.length ? [...items].slice(0, this.state.keys.length) : []
  }

  componentDidMount() {
    super.componentDidMount()
    this.drawnNow()
    // Once laid out: finding the pane that scrolls now would make the browser work out every style in this task.
    this.timer = setTimeout(() => {
      this.observer = new IntersectionObserver((entries) => this.seen(entries), {
        root: scrollingParent(document.getElementById(this.props.forID)),
        rootMargin: NEAR_MARGIN,
      })
      for (const element of this.watched.keys()) this.observer.observe(element)
    })
  }

  /** The placeholder's key whose button has focus: as it is drawn in full, focus goes to the item's own open button. */
  getSnapshotBeforeUpdate(): string | null {
    const focused = document.activeElement
    return focused?.classList.contains(`${PLACEHOLDER}-open`) && focused.parentElement
      ? (this.watched.get(focused.parentElement) ?? null)
      : null
  }

  componentDidUpdate(_props: unknown, _state: unknown, focusedPlaceholder: string | null) {
    this.drawnNow()
    if (!focusedPlaceholder || document.activeElement !== document.body) return
    const item = this.items()[this.state.keys.indexOf(focusedPlaceholder)]
    const toggle = item?.firstElementChild?.firstElementChild
    if (toggle instanceof HTMLElement) toggle.focus()
  }

  componentWillUnmount() {
    this.observer?.disconnect()
    clearTimeout(this.timer)
  }

  /** After each drawing: the observer watches every item's element, and the buttons of each drawn in full are named. */
  private drawnNow() {
    const { keys, itemsCollapsed } = this.state
    const { value, field } = this.props
    this.items().forEach((element, index) => {
      const key = keys[index]
      if (this.watched.get(element) !== key) {
        this.watched.set(element, key)
        this.observer?.observe(element)
      }
      if (element.classList.contains(PLACEHOLDER)) return
      const title = titleOf(value?.get(index), index, field)
      const open = !itemsCollapsed[index]
      if (this.named.get(element) === `${open} ${title}`) return
      this.named.set(element, `${open} ${title}`)
      nameItem(element, title, open)
    })
    for (const element of this.watched.keys())
      if (!element.isConnected) {
        this.watched.delete(element)
        this.observer?.unobserve(element)
      }
  }

  /** Items that came near are drawn in full, in batches; those gone far go back to placeholders (but one holding focus). */
  private seen(entries: IntersectionObserverEntry[]) {
    let gone = false
    for (const { target, isIntersecting } of entries) {
      const key = this.watched.get(target)
      if (key === undefined) continue
      if (isIntersecting) {
        if (!this.near.has(key)) this.waiting.add(key)
      } else {
        this.waiting.delete(key)
        if (this.near.has(key) && !target.contains(document.activeElement)) gone = this.near.delete(key) || gone
      }
    }
    this.drawWaiting(gone)
  }

  private drawWaiting(changed: boolean) {
    const batch = [...this.waiting].slice(0, BATCH)
    for (const key of batch) {
      this.waiting.delete(key)
      this.near.add(key)
    }
    if (batch.length > 0 || changed) this.forceUpdate()
    clearTimeout(this.timer)
    if (this.waiting.size > 0) this.timer = setTimeout(() => this.drawWaiting(false))
  }
}
