import { z } from "zod"
import { altText, paragraphs } from "./common"
import { credit, group, id, image, line, list, paragraph } from "../fields"

/** data/responsibility.json: the social responsibility page. */
export const responsibilitySchema = z.strictObject({
  heading: line("Título", "O título da página."),
  intro: paragraph("Introdução", "O texto por baixo do título."),
  image: image("Fotografia", "A fotografia larga no topo da página.", "imageCredit"),
  imageAlt: altText("fotografia"),
  imageCredit: credit(),
  sections: list(
    group(
      {
        id: id("O nome interno da secção (também o endereço da secção, #nome)."),
        title: line("Título", "O título da secção."),
        paragraphs: paragraphs("Parágrafos", "O texto da secção."),
        image: image("Fotografia", "A fotografia da secção."),
        alt: altText("fotografia"),
        credit: credit(),
      },
      "Secção",
      "Uma secção da página.",
    ),
    { label: "Secções", hint: "As secções da página, por ordem.", itemLabel: "Secção", min: 1 },
  ),
  cta: group(
    {
      heading: line("Título", "O título do convite no fim da página."),
      text: paragraph("Texto", "O texto do convite."),
      label: line("Botão", "O texto do botão que leva ao contacto."),
    },
    "Convite final",
    "O convite ao contacto no fim da página.",
  ),
})
