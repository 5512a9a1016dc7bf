/**
 * Decap's image and list widgets with what a maintainer met in the gallery mended (issue 78): the image control wrapped
 * in one that passes every prop on (the ref too, so Decap still validates and focuses it), the list's control lighter
 * (./listControl.ts).
 */
import decapImage from "decap-cms-widget-image"
import decapList from "decap-cms-widget-list"
import { createElement, useEffect, useMemo, useState, type ComponentType } from "react"
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

export const image = { Widget: () => decapImage.Widget({ controlComponent: WithLoadedPhoto }) }
export const list = { Widget: () => decapList.Widget({ controlComponent: LighterListControl as unknown as ComponentType }) }
