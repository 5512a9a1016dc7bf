import * as shared from "../ui/shared.module.css"
import * as look from "./Lightbox.module.css"

/** A button on either lightbox's photo: the site's icon button, round, at `side` (look.close, look.prev or look.next). */
export const lightboxControl = (side: string) => `${shared.iconButton} ${look.control} ${side}`
