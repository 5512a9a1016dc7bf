/**
 * Decap's image, list and text widgets with what a maintainer met in the gallery mended (issue 78): the image control
 * wrapped in one that passes every prop on (the ref too, so Decap still validates and focuses it), the list's control
 * lighter (./listControl.ts), the text controls telling Decap of typing once it pauses.
 */
import decapImage from "decap-cms-widget-image"
import decapList from "decap-cms-widget-list"
import decapString from "decap-cms-widget-string"
import decapText from "decap-cms-widget-text"
import { Component, createElement, useEffect, useMemo, useState, type ComponentType } from "react"
import { flushSync } from "react-dom"
import { LighterListControl } from "./listControl"

/** The part of Decap's Immutable values this reads. */
interface Immutable {
  get(key: string | number, fallback?: unknown): unknown
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

interface TextProps {
  value?: unknown
  onChange(value: string): void
  setInactiveStyle(): void
}

/**
 * Decap hears a text field's typing 1 s after the last keystroke. Each change it hears redraws its editor (at 300
 * photos, 95–165 ms at 4× CPU), and the letter waited for that; here the field shows it at once.
 */
const TELL_DECAP_AFTER_MS = 1000

/** The fields holding typing Decap has not heard yet. */
const holding = new Set<{ tell(): void }>()
// Anything that may read or leave the entry tells Decap first: a press anywhere (Safari's buttons take no focus),
// leaving the page or the entry. Added as this module loads: on one target, listeners run in the order they were
// added, and Decap's leave warning must come after.
for (const type of ["pointerdown", "beforeunload", "popstate", "hashchange", "pagehide"])
  window.addEventListener(type, () => holding.forEach((field) => field.tell()), true)

/**
 * Decap's `Control`, holding what is typed until it pauses, the field loses focus or something may read or leave the
 * entry: then Decap hears it, drawn at once (flushSync), so its save, its leave warning and its checks read it.
 */
function typedLater(Control: ComponentType<TextProps>) {
  class TypedLater extends Component<TextProps> {
    typed: string | null = null
    timer?: ReturnType<typeof setTimeout>
    changed = (value: string) => {
      this.typed = value
      holding.add(this)
      clearTimeout(this.timer)
      this.timer = setTimeout(this.tell, TELL_DECAP_AFTER_MS)
      this.forceUpdate()
    }
    tell = () => {
      const value = this.typed
      if (value === null) return
      this.stop()
      flushSync(() => this.props.onChange(value))
    }
    blurred = () => {
      this.tell()
      this.props.setInactiveStyle()
    }
    stop() {
      clearTimeout(this.timer)
      this.typed = null
      holding.delete(this)
    }
    // Every way out of a field (focus elsewhere, a press, leaving) tells Decap before the field goes: telling it while
    // its editor unmounts would write into a draft it is discarding.
    componentWillUnmount() {
      this.stop()
    }
    render() {
      return createElement(Control, {
        ...this.props,
        value: this.typed ?? this.props.value,
        onChange: this.changed,
        setInactiveStyle: this.blurred,
      })
    }
  }
  // Decap asks the control it holds whether to redraw: the text control always answers yes (its height).
  ;(TypedLater.prototype as Component).shouldComponentUpdate = (Control as typeof Component).prototype?.shouldComponentUpdate
  return TypedLater
}

export const string = {
  Widget: () => decapString.Widget({ controlComponent: typedLater(decapString.controlComponent as ComponentType<TextProps>) }),
}
export const text = {
  Widget: () => decapText.Widget({ controlComponent: typedLater(decapText.controlComponent as ComponentType<TextProps>) }),
}
export const image = { Widget: () => decapImage.Widget({ controlComponent: WithLoadedPhoto }) }
export const list = { Widget: () => decapList.Widget({ controlComponent: LighterListControl as unknown as ComponentType }) }
