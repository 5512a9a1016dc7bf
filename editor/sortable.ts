/**
 * dnd-kit's sortable package as Decap's list widget sees it (src/build/editor/admin.ts): its SortableContext keeps the
 * items array it had while the items' ids stay the same. Decap's list hands it a new array on each change, and with it
 * every item's useSortable got a new context: a keystroke in one photo redrew every photo's bar and drag handle.
 */
import { SortableContext as DndSortableContext } from "@dnd-kit/sortable"
import { createElement, useRef, type ComponentProps } from "react"

export * from "@dnd-kit/sortable"

type Props = ComponentProps<typeof DndSortableContext>
const idOf = (item: Props["items"][number]) => (typeof item === "object" ? item.id : item)

export function SortableContext(props: Props) {
  const items = useRef(props.items)
  const last = items.current
  if (last.length !== props.items.length || last.some((item, index) => idOf(item) !== idOf(props.items[index]))) items.current = props.items
  return createElement(DndSortableContext, { ...props, items: items.current })
}
