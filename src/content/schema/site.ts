import { z } from "zod"
import { EMAIL, TIME, phone } from "./common"
import { choice, flag, formatted, group, id, line, link, list, name, paragraph } from "../fields"

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const

const openingHours = group(
  {
    id: id("O nome interno deste horário."),
    label: line("Dias", "Como os dias aparecem no site, por exemplo Segunda a Sexta."),
    days: list(choice(WEEKDAYS, "Dia", "Um dia da semana, em inglês (para os motores de busca)."), {
      label: "Dias da semana",
      hint: "Os dias a que este horário se aplica, em inglês: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday.",
      itemLabel: "Dia",
      min: 1,
    }),
    opens: formatted("Abre às", "A hora de abertura, por exemplo 07:30. Vazio quando está fechado.", TIME, "uma hora como 07:30")
      .nullable()
      .optional(),
    closes: formatted("Fecha às", "A hora de fecho, por exemplo 15:30. Vazio quando está fechado.", TIME, "uma hora como 15:30")
      .nullable()
      .optional(),
    closed: flag("Fechado", "Marque se a empresa está fechada nestes dias."),
  },
  "Horário",
  "Um horário de atendimento.",
).superRefine((hours, context) => {
  if (hours.closed) return
  for (const field of ["opens", "closes"] as const) {
    if (!hours[field])
      context.addIssue({
        code: "custom",
        path: [field],
        message: "falta a hora: preencha-a, ou marque «Fechado» se a empresa não abre nestes dias.",
      })
  }
})

const socialLink = group(
  {
    id: id("O nome interno da rede social."),
    label: name("Nome", "O nome da rede social, por exemplo Facebook."),
    url: link("Endereço", "O endereço https:// da página da empresa. Vazio se ainda não existe."),
    available: flag("Disponível", "Marque quando a página existe; sem marca, o site mostra «em breve»."),
  },
  "Rede social",
  "Uma rede social da empresa.",
).superRefine((link, context) => {
  if (link.available && !link.url)
    context.addIssue({
      code: "custom",
      path: ["url"],
      message: "falta o endereço: escreva o endereço https:// da página, ou tire a marca «Disponível».",
    })
})

/** data/site.json: the company's facts, used everywhere (the header, the footer, the contact section, the search engines' data). */
export const siteSchema = z.strictObject({
  name: name("Nome", "O nome da empresa como aparece no site."),
  legalName: name("Nome legal", "O nome registado, por exemplo Zavala Caju, Lda."),
  tagline: line("Lema", "Uma frase curta que acompanha o nome."),
  description: paragraph("Descrição", "Duas ou três frases sobre a empresa, para os motores de busca e as partilhas."),
  phone: phone("Telefone", "O número de telefone, com o indicativo +258."),
  email: formatted("Email", "O endereço de email de contacto.", EMAIL, "um endereço de email como nome@empresa.co.mz"),
  whatsapp: phone("WhatsApp", "O número de WhatsApp, com o indicativo +258."),
  whatsappMessage: line("Mensagem do WhatsApp", "A mensagem que o visitante envia ao carregar no botão do WhatsApp."),
  location: group(
    {
      district: name("Distrito", "Por exemplo Zavala."),
      province: name("Província", "Por exemplo Inhambane."),
      country: line("País", "Por exemplo Moçambique."),
      countryCode: formatted(
        "Código do país",
        "O código de duas letras, MZ para Moçambique.",
        /^[A-Z]{2}$/,
        "duas letras maiúsculas, como MZ",
      ),
    },
    "Localização",
    "Onde a empresa fica.",
  ),
  openingHours: list(openingHours, {
    label: "Horário de atendimento",
    hint: "Os horários, por ordem dos dias.",
    itemLabel: "Horário",
    min: 1,
  }),
  social: list(socialLink, { label: "Redes sociais", hint: "As redes sociais mostradas no rodapé.", itemLabel: "Rede social", min: 0 }),
})
