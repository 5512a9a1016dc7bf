/**
 * Decap's list control, redrawing only the items that changed. Decap's list draws every item again on each change
 * (its own comment calls that overkill): each keystroke in one photo redrew all 300 photos' bars, about 2.5 ms each
 * at 4× CPU (issue 78). An item whose value, place, state and the props its drawing reads are all as last time gets
 * the element drawn then, which React skips.
 */
import decapList from "decap-cms-widget-list"
import type { ReactElement } from "react"

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

interface ListControl {
  props: Record<string, unknown>
  state: { itemsCollapsed: boolean[]; keys: string[] }
  renderItem(item: unknown, index: number): ReactElement
}
const DecapListControl = decapList.controlComponent as unknown as new (props: Record<string, unknown>) => ListControl

export class LighterListControl extends DecapListControl {
  constructor(props: Record<string, unknown>) {
    super(props)
    const drawn = new Map<string, { inputs: unknown[]; element: ReactElement }>()
    const renderItem = this.renderItem
    this.renderItem = (item, index) => {
      const { itemsCollapsed, keys } = this.state
      const open = !itemsCollapsed[index]
      // An item's summary may name the entry's file (its path), never its other fields.
      const path = (this.props.entry as { get(key: string): unknown } | undefined)?.get("path")
      const inputs = [item, index, open, open && this.props.metadata, path, ...ITEM_PROPS.map((name) => this.props[name])]
      const last = drawn.get(keys[index])
      if (last && last.inputs.every((input, at) => input === inputs[at])) return last.element
      const element = renderItem(item, index)
      drawn.set(keys[index], { inputs, element })
      return element
    }
  }
}
