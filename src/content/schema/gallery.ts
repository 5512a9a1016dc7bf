import { z } from "zod"
import { altText } from "./common"
import { credit, group, id, image, line, list, paragraph } from "../fields"

/** The home page's gallery teaser shows this many photos. */
export const GALLERY_TEASER_COUNT = 6

const photo = group(
  {
    id: id("O nome interno da fotografia."),
    image: image("Fotografia", "A fotografia, de preferência com pelo menos 1600 píxeis de largura. Pode vir directamente do telemóvel."),
    alt: altText("fotografia"),
    title: line("Título", "O título curto por baixo da fotografia."),
    description: paragraph("Descrição", "Uma ou duas frases sobre a fotografia."),
    credit: credit(),
  },
  "Fotografia",
  "Uma fotografia da galeria.",
)

/** data/gallery.json: the gallery; its first photos are the home page's teaser. */
export const gallerySchema = z.strictObject({
  photos: list(photo, {
    label: "Fotografias",
    hint: "As fotografias da galeria, pela ordem em que aparecem.",
    itemLabel: "Fotografia",
    min: GALLERY_TEASER_COUNT,
    minReason: `A página inicial mostra as ${GALLERY_TEASER_COUNT} primeiras.`,
  }),
})
