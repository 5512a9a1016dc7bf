import { z } from "zod"
import { altText, paragraphs } from "./common"
import { credit, group, id, image, line, list, paragraph } from "../fields"

/** data/about.json: the home page's «Sobre Nós». */
export const aboutSchema = z.strictObject({
  heading: line("Título", "O título da secção Sobre Nós."),
  intro: paragraph("Introdução", "O primeiro parágrafo da secção."),
  background: paragraphs("História", "Os parágrafos sobre a história da empresa."),
  image: image("Fotografia", "A fotografia ao lado da história.", "imageCredit"),
  imageAlt: altText("fotografia"),
  imageCredit: credit(),
  successFactorsHeading: line("Título dos factores de sucesso", "O título da lista de factores de sucesso."),
  successFactors: list(
    group(
      {
        id: id("O nome interno do factor."),
        title: line("Título", "O factor, em poucas palavras."),
        description: paragraph("Descrição", "Uma ou duas frases."),
      },
      "Factor de sucesso",
      "Um factor de sucesso.",
    ),
    { label: "Factores de sucesso", hint: "Os factores de sucesso, por ordem.", itemLabel: "Factor", min: 1 },
  ),
  vision: paragraph("Visão", "A visão da empresa."),
  mission: paragraph("Missão", "A missão da empresa."),
  values: list(line("Valor", "Um valor, em poucas palavras."), {
    label: "Valores",
    hint: "Os valores da empresa.",
    itemLabel: "Valor",
    min: 1,
  }),
  location: group(
    { heading: line("Título", "O título da localização."), text: paragraph("Texto", "Onde a empresa fica e como lá chegar.") },
    "Localização",
    "O texto sobre a localização.",
  ),
  figuresHeading: line("Título dos números", "O título dos números da empresa."),
  figures: list(
    group(
      {
        id: id("O nome interno do número."),
        value: line("Valor", "O número, por exemplo 120 ha."),
        label: line("Rótulo", "O que o número conta."),
        detail: paragraph("Pormenor", "Uma frase que explica o número."),
      },
      "Número",
      "Um número da empresa.",
    ),
    { label: "Números", hint: "Os números da empresa.", itemLabel: "Número", min: 1 },
  ),
})
