import { z } from "zod"
import { pageTexts } from "./common"
import { group, line, paragraph } from "../fields"

/** data/pages.json: each page's title and description, and the short texts of the home sections, the gallery, the 404 page and the splash. */
export const pagesSchema = z.strictObject({
  home: group(
    {
      ...pageTexts,
      servicesHeading: line("Título dos serviços", "O título da secção de serviços."),
      servicesIntro: paragraph("Introdução aos serviços", "O texto por baixo do título dos serviços."),
      servicesCta: line("Botão dos serviços", "O texto do botão que leva ao contacto."),
      galleryHeading: line("Título da galeria", "O título da amostra da galeria."),
      galleryIntro: paragraph("Introdução à galeria", "O texto por baixo do título da galeria."),
      galleryLinkLabel: line("Ligação para a galeria", "O texto da ligação para a galeria completa."),
      contactHeading: line("Título do contacto", "O título da secção de contacto."),
      contactIntro: paragraph("Introdução ao contacto", "O texto por baixo do título do contacto."),
    },
    "Página inicial",
    "Os textos da página inicial.",
  ),
  gallery: group(
    {
      ...pageTexts,
      heading: line("Título", "O título no topo da galeria."),
      intro: paragraph("Introdução", "O texto por baixo do título."),
      comingSoon: line("Título «mais fotografias»", "O título do aviso no fim da galeria."),
      comingSoonText: paragraph("Texto «mais fotografias»", "O texto do aviso no fim da galeria."),
      creditsHeading: line("Título dos créditos", "O título da secção de créditos das fotografias."),
      creditsIntro: paragraph("Introdução aos créditos", "O texto por cima da lista de créditos."),
    },
    "Galeria",
    "Os textos da página da galeria.",
  ),
  responsibility: group(pageTexts, "Responsabilidade social", "O título e a descrição da página de responsabilidade social."),
  notFound: group(
    {
      ...pageTexts,
      heading: line("Título", "O título da página «não encontrada»."),
      text: paragraph("Texto", "O que dizer a quem chegou a um endereço que não existe."),
      linkLabel: line("Ligação", "O texto da ligação de volta ao início."),
    },
    "Página não encontrada",
    "Os textos da página que aparece quando um endereço não existe.",
  ),
  splash: group(
    { loadingText: line("Texto de carregamento", "O texto do ecrã de abertura.") },
    "Ecrã de abertura",
    "O ecrã que aparece ao abrir o site.",
  ),
})
