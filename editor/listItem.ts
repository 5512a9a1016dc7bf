/**
 * The object widget as Decap's list widget sees it (src/build/editor/admin.ts hands this module to the list widget in
 * place of decap-cms-widget-object): an item's fields are made only once it is first opened. Decap's list makes
 * every collapsed item's fields and hides them, which at 300 photos froze the gallery for seconds (issue 78). An item
 * never opened is as the file holds it, so it has nothing to validate; an opened one stays made, so it is validated.
 */
import decapObject from "decap-cms-widget-object"
import { createElement, useRef, type ComponentType } from "react"

function OpenedItem(props: { collapsed?: boolean }) {
  const opened = useRef(false)
  opened.current ||= !props.collapsed
  // The ref Decap's list keeps (to validate the item) is in props: React 19 passes it on as one.
  return opened.current ? createElement(decapObject.controlComponent as ComponentType<typeof props>, props) : null
}

export default { ...decapObject, controlComponent: OpenedItem }
