import { formatted, line, list, paragraph } from "../fields"

/** Shared pieces of the schemas: the forms of times, e-mail addresses and phone numbers, a page's title and description, an alt text. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[\d\s]{8,}$/

export const phone = (label: string, hint: string) => formatted(label, hint, PHONE, "um número de telefone como +258 84 000 0000")
export const pageTexts = {
  title: line("Título da página", "O título no separador do navegador e nos resultados de pesquisa."),
  description: paragraph("Descrição da página", "Uma ou duas frases que os motores de busca mostram por baixo do título."),
}

export const altText = (what: string) =>
  line(
    "Texto alternativo",
    `O que a ${what} mostra, numa frase, para quem não a vê (leitores de ecrã). Descreva o que se vê, não repita o título.`,
  )

export const paragraphs = (label: string, hint: string) =>
  list(paragraph("Parágrafo", "Um parágrafo de texto."), { label, hint, itemLabel: "Parágrafo", min: 1 })
