import { z } from "zod"
import { altText } from "./common"
import { credit, group, id, image, line, list, paragraph } from "../fields"

const slide = group(
  {
    id: id("O nome interno do diapositivo."),
    title: line("Título", "O título grande sobre a fotografia."),
    description: paragraph("Descrição", "Uma frase por baixo do título."),
    image: image("Fotografia", "Uma fotografia larga (paisagem), com pelo menos 1920 píxeis de largura."),
    alt: altText("fotografia"),
    credit: credit(),
  },
  "Diapositivo",
  "Um diapositivo do topo da página inicial.",
)

/** data/slides.json: the home page's slideshow. */
export const slidesSchema = z.strictObject({
  slides: list(slide, {
    label: "Diapositivos",
    hint: "As fotografias que passam no topo da página inicial, por ordem.",
    itemLabel: "Diapositivo",
    min: 1,
    minReason: "O topo da página inicial precisa de pelo menos um diapositivo.",
  }),
})
