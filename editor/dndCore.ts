/**
 * dnd-kit's core package as Decap's list widget sees it (src/build/editor/admin.ts): its DndContext keeps the props
 * it was first given but onDragEnd, which it calls as last given. The list gives it new sensors, modifiers and handler
 * on each change, and with them every item's drag handle got a new context: a keystroke redrew them all.
 */
import { DndContext as DndKitContext } from "@dnd-kit/core"
import { createElement, useCallback, useRef, type ComponentProps } from "react"

export * from "@dnd-kit/core"

type Props = ComponentProps<typeof DndKitContext>

export function DndContext(props: Props) {
  const first = useRef(props)
  const latest = useRef(props)
  latest.current = props
  const onDragEnd = useCallback<NonNullable<Props["onDragEnd"]>>((event) => latest.current.onDragEnd?.(event), [])
  return createElement(DndKitContext, { ...first.current, onDragEnd, children: props.children })
}
