import type { CSSProperties } from "react"
import { ChevronLeft, ChevronRight, X } from "../ui/icons"
import { LIGHTBOX_ID, MOVE, slot } from "../../browser/lightbox"
import { useTexts } from "../../i18n/frame"
import * as shared from "../ui/shared.module.css"
import * as look from "./Lightbox.module.css"

/**
 * The box the photo is drawn in, written once: the stylesheet reads it as custom properties, `lightboxSizes` as
 * lengths. Below and from Chakra's md breakpoint (48rem): the dialog's padding (Chakra's spacing 3 and 6), the room
 * kept for the caption and margins; the widest the photo is drawn.
 */
const BOX = { edge: ["0.75rem", "1.5rem"], captionRoom: ["13rem", "10rem"], maxWidth: "1600px" } as const
const BOX_STYLE = {
  "--edge": BOX.edge[0],
  "--edge-md": BOX.edge[1],
  "--caption-room": BOX.captionRoom[0],
  "--caption-room-md": BOX.captionRoom[1],
  "--max-width": BOX.maxWidth,
} as CSSProperties

/** The photo's width on screen, as the stylesheet draws it, so the browser picks the smallest rendition that fills it (not 100vw). */
export function lightboxSizes(ratio: number): string {
  const r = Number(ratio.toFixed(4))
  return [
    `(min-width: 48rem) min(calc(100vw - 2 * ${BOX.edge[1]}), ${BOX.maxWidth}, calc((100vh - ${BOX.captionRoom[1]}) * ${r}))`,
    `min(calc(100vw - 2 * ${BOX.edge[0]}), calc((100vh - ${BOX.captionRoom[0]}) * ${r}))`,
  ].join(", ")
}

const control = (side: string) => `${shared.iconButton} ${look.control} ${side}`

/**
 * The gallery's one lightbox: a popover the browser shows and closes (its close button works with no script), filled and
 * moved by the page's inline script (src/browser/lightbox.ts) and, once hydrated, by useLightbox. React never hydrates it
 * (GalleryGrid puts it in NeverHydrate), so both may change what it holds. A popover, not showModal(): making the page
 * inert restyles all of it, so that waits for the first frame (src/hooks/usePageBehindDialog.ts). Not a `<dialog>`: its
 * showing would move focus in the tap, laying the page out before the frame does; the script moves it after that frame.
 */
export function Lightbox({ count }: { count: number }) {
  const t = useTexts().gallery
  return (
    <div
      role="dialog"
      id={LIGHTBOX_ID}
      popover="auto"
      aria-modal="true"
      aria-labelledby={`${LIGHTBOX_ID}-title`}
      className={look.dialog}
      style={BOX_STYLE}
    >
      <div className={look.content}>
        <div className={look.photo}>
          <span {...slot("photo")} />
          <button
            type="button"
            className={control(look.close)}
            aria-label={t.lightboxClose}
            popovertarget={LIGHTBOX_ID}
            popovertargetaction="hide"
          >
            <X aria-hidden="true" />
          </button>
          {count > 1 && (
            <>
              <button type="button" className={control(look.prev)} aria-label={t.lightboxPrevious} {...{ [MOVE]: -1 }}>
                <ChevronLeft aria-hidden="true" />
              </button>
              <button type="button" className={control(look.next)} aria-label={t.lightboxNext} {...{ [MOVE]: 1 }}>
                <ChevronRight aria-hidden="true" />
              </button>
            </>
          )}
        </div>
        <div className={look.text}>
          <div className={look.heading}>
            <p id={`${LIGHTBOX_ID}-title`} className={look.title} {...slot("title")} />
            <p className={look.position} aria-live="polite" aria-atomic="true" data-testid="lightbox-position" {...slot("position")} />
          </div>
          <p className={look.description} {...slot("description")} />
        </div>
      </div>
    </div>
  )
}
