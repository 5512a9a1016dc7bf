/**
 * The content schema: every file in data/ described once. From it come
 *  - the build's content check (src/content/validate.ts), with its report in Portuguese;
 *  - the TypeScript types of the content (z.infer);
 *  - the GraphQL types Gatsby's data layer uses (src/content/graphql.ts).
 * A few rules a schema cannot say (the image file exists, ids are unique, one photo has one
 * credit) are small functions in validate.ts.
 *
 * Counts are minimums that follow from the pages: the home page's teaser shows 6 gallery
 * photos, the slideshow needs a slide, the services section a service. The content may grow.
 *
 * Lists are wrapped in an object ({ "photos": [...] }): the editor at /admin cannot edit a
 * file whose top level is a list. gatsby-node still makes one node per entry (LIST_FILES).
 */
import { z } from "zod"
import { SERVICE_ICON_NAMES } from "./icons"
import { choice, credit, flag, formatted, group, id, image, line, link, list, name, paragraph, template } from "./fields"

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[\d\s]{8,}$/
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const

/** The home page's gallery teaser shows this many photos. */
export const GALLERY_TEASER_COUNT = 6

const phone = (label: string, hint: string) => formatted(label, hint, PHONE, "um número de telefone como +258 84 000 0000")
const pageTexts = {
  title: line("Título da página", "O título no separador do navegador e nos resultados de pesquisa."),
  description: paragraph("Descrição da página", "Uma ou duas frases que os motores de busca mostram por baixo do título."),
}

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

const altText = (what: string) =>
  line(
    "Texto alternativo",
    `O que a ${what} mostra, numa frase, para quem não a vê (leitores de ecrã). Descreva o que se vê, não repita o título.`,
  )

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

export const slidesSchema = z.strictObject({
  slides: list(slide, {
    label: "Diapositivos",
    hint: "As fotografias que passam no topo da página inicial, por ordem.",
    itemLabel: "Diapositivo",
    min: 1,
    minReason: "O topo da página inicial precisa de pelo menos um diapositivo.",
  }),
})

const service = group(
  {
    id: id("O nome interno do serviço."),
    icon: choice(SERVICE_ICON_NAMES, "Ícone", "O desenho que acompanha o serviço."),
    title: line("Título", "O nome do serviço."),
    description: paragraph("Descrição", "Duas ou três frases sobre o serviço."),
  },
  "Serviço",
  "Um serviço da empresa.",
)

export const servicesSchema = z.strictObject({
  services: list(service, {
    label: "Serviços",
    hint: "Os serviços mostrados na página inicial, por ordem.",
    itemLabel: "Serviço",
    min: 1,
    minReason: "A secção de serviços precisa de pelo menos um serviço.",
  }),
})

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

export const gallerySchema = z.strictObject({
  photos: list(photo, {
    label: "Fotografias",
    hint: "As fotografias da galeria, por ordem. As primeiras seis aparecem também na página inicial.",
    itemLabel: "Fotografia",
    min: GALLERY_TEASER_COUNT,
    minReason: `A página inicial mostra ${GALLERY_TEASER_COUNT} fotografias da galeria.`,
  }),
})

const paragraphs = (label: string, hint: string) =>
  list(paragraph("Parágrafo", "Um parágrafo de texto."), { label, hint, itemLabel: "Parágrafo", min: 1 })

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

/**
 * The wording of the site's controls (menus, buttons, labels read by screen readers, the
 * contact form's messages, the error screen): every page gets it in its language with its
 * data (the FrameTexts fragment). Browser tests outside this project check some of these
 * texts word for word in Portuguese: change those only on purpose.
 */
export const interfaceSchema = z.strictObject({
  frame: group(
    {
      skipLink: line("Saltar para o conteúdo", "A ligação escondida que aparece com a tecla Tab e salta o menu."),
      mainNavLabel: line("Nome do menu principal", "Lido pelos leitores de ecrã."),
      homeLinkLabel: line("Ligação ao início", "Lido pelos leitores de ecrã junto ao nome da empresa, no canto do cabeçalho."),
      contactButton: line("Botão de contacto", "O botão do cabeçalho que leva ao formulário."),
      menuOpen: line("Abrir menu", "O botão do menu nos telemóveis (lido pelos leitores de ecrã)."),
      menuClose: line("Fechar menu", "O botão que fecha o menu nos telemóveis."),
      menuTitle: line("Título do menu", "O título do menu nos telemóveis."),
      nav: group(
        {
          about: line("Sobre", "A entrada do menu que leva à secção Sobre Nós."),
          services: line("Serviços", "A entrada do menu que leva aos serviços."),
          gallery: line("Galeria", "A entrada do menu que leva à galeria."),
          responsibility: line("Responsabilidade social", "A entrada do menu que leva à página de responsabilidade social."),
          contact: line("Contacto", "A entrada do menu que leva ao contacto."),
        },
        "Menu",
        "As entradas do menu, no cabeçalho e nos telemóveis.",
      ),
      splashProgressLabel: line("Barra de carregamento", "Lido pelos leitores de ecrã na barra do ecrã de abertura."),
    },
    "Cabeçalho e menu",
    "Os textos do cabeçalho, do menu e do ecrã de abertura.",
  ),
  footer: group(
    {
      quickLinksHeading: line("Título das ligações", "O título da coluna de ligações rápidas."),
      aboutLink: line("Ligação «Sobre»", "A ligação para a secção Sobre Nós."),
      servicesLink: line("Ligação «Serviços»", "A ligação para os serviços."),
      contactLink: line("Ligação «Contacto»", "A ligação para o contacto."),
      photoCreditsLink: line("Ligação dos créditos", "A ligação para os créditos das fotografias."),
      contactHeading: line("Título dos contactos", "O título da coluna de contactos."),
      hoursHeading: line("Título do horário", "O título da coluna do horário."),
      closed: line("Fechado", "O que aparece no horário nos dias em que a empresa está fechada."),
      socialLabel: line("Nome da lista de redes sociais", "Lido pelos leitores de ecrã."),
      copyright: line("Direitos", "A frase depois do nome da empresa, no fim da página."),
    },
    "Rodapé",
    "Os textos do fim de cada página.",
  ),
  hero: group(
    {
      label: line("Nome da apresentação", "Lido pelos leitores de ecrã."),
      carouselRole: line("Tipo «carrossel»", "Lido pelos leitores de ecrã: o que é a apresentação."),
      slideRole: line("Tipo «slide»", "Lido pelos leitores de ecrã: o que é cada diapositivo."),
      position: template("Posição", "Por exemplo «2 de 4»: {position} é o número do diapositivo, {count} o total.", ["position", "count"]),
      servicesButton: line("Botão dos serviços", "O botão que leva aos serviços."),
      contactButton: line("Botão de contacto", "O botão que leva ao contacto."),
      scrollDownLabel: line("Seta para baixo", "Lido pelos leitores de ecrã na seta que desce para Sobre Nós."),
      previousLabel: line("Diapositivo anterior", "Lido pelos leitores de ecrã."),
      nextLabel: line("Diapositivo seguinte", "Lido pelos leitores de ecrã."),
      pauseLabel: line("Pausar", "Lido pelos leitores de ecrã no botão de pausa."),
      playLabel: line("Retomar", "Lido pelos leitores de ecrã no botão que retoma a apresentação."),
      dotsLabel: line("Pontos", "Lido pelos leitores de ecrã: os pontos que escolhem um diapositivo."),
      goToSlide: template(
        "Ponto de um diapositivo",
        "Lido pelos leitores de ecrã em cada ponto: {position} é «2 de 4», {title} o título do diapositivo.",
        ["position", "title"],
      ),
    },
    "Apresentação da página inicial",
    "Os botões e os nomes da apresentação de fotografias no topo da página inicial.",
  ),
  about: group(
    {
      vision: line("Visão", "O título do cartão da visão."),
      mission: line("Missão", "O título do cartão da missão."),
      values: line("Valores", "O título do cartão dos valores."),
    },
    "Sobre Nós",
    "Os títulos dos cartões da secção Sobre Nós.",
  ),
  contact: group(
    {
      detailsHeading: line("Título dos contactos", "O título ao lado do formulário."),
      phoneLabel: line("Telefone", "O rótulo do telefone."),
      emailLabel: line("Email", "O rótulo do email."),
      whatsappLabel: line("WhatsApp", "O rótulo do WhatsApp."),
      whatsappLink: line("Ligação do WhatsApp", "O texto da ligação que abre o WhatsApp."),
      hoursLabel: line("Horário", "O rótulo do horário."),
    },
    "Contactos",
    "Os rótulos dos contactos ao lado do formulário.",
  ),
  form: group(
    {
      name: line("Campo «Nome»", "O rótulo do campo."),
      email: line("Campo «Email»", "O rótulo do campo."),
      phone: line("Campo «Telefone»", "O rótulo do campo."),
      company: line("Campo «Empresa»", "O rótulo do campo."),
      message: line("Campo «Mensagem»", "O rótulo do campo."),
      optional: line("Opcional", "Ao lado dos campos que se podem deixar vazios."),
      required: line("Campos obrigatórios", "A frase por cima do formulário."),
      messageLimit: template("Limite da mensagem", "Por baixo da mensagem: {max} é o número de caracteres.", ["max"]),
      draftHint: line("Rascunho", "Por baixo da mensagem: o que escrever fica guardado."),
      submit: line("Botão de envio", "O botão que envia a mensagem."),
      sending: line("A enviar", "O botão enquanto a mensagem é enviada."),
      successTitle: line("Enviada: título", "O aviso quando a mensagem foi enviada."),
      successText: line("Enviada: texto", "O texto do aviso quando a mensagem foi enviada."),
      failureTitle: line("Erro: título", "O aviso quando a mensagem não foi enviada."),
      failureText: line("Erro: texto", "O texto do aviso quando a mensagem não foi enviada."),
      fallbackHeading: line("Alternativa: título", "O título que aparece quando o envio falha."),
      fallbackText: line("Alternativa: texto", "O texto que aparece quando o envio falha."),
      fallbackEmail: line("Alternativa: email", "A ligação que abre o email com a mensagem."),
      fallbackWhatsapp: line("Alternativa: WhatsApp", "A ligação que abre o WhatsApp com a mensagem."),
      mailSubject: line("Assunto do email", "O assunto do email que o visitante envia pelo seu programa de email."),
      mailSubjectWithName: template("Assunto do email com o nome", "O mesmo assunto, com {name}, o nome do visitante.", ["name"]),
      noScript: line("Sem JavaScript", "A frase por baixo do botão quando o navegador não corre JavaScript; segue-se o email."),
      honeypot: line("Campo escondido", "Lido só por programas automáticos: um campo que as pessoas não vêem."),
      recaptchaNote: line("Aviso do reCAPTCHA", "Quando o reCAPTCHA está ligado: a frase antes da ligação para a política de privacidade."),
      recaptchaPolicy: line("Política de privacidade", "O texto da ligação para a política de privacidade da Google."),
      recaptchaMissing: line("reCAPTCHA por marcar", "Quando o visitante envia sem marcar a caixa do reCAPTCHA."),
      toasterLabel: line("Zona de avisos", "Lido pelos leitores de ecrã."),
      toastClose: line("Fechar aviso", "Lido pelos leitores de ecrã no botão que fecha um aviso."),
    },
    "Formulário de contacto",
    "Os rótulos, os avisos e as mensagens do formulário de contacto.",
  ),
  gallery: group(
    {
      enlargeHint: line("Ver em grande", "Lido pelos leitores de ecrã em cada fotografia."),
      paginationLabel: line("Nome das páginas", "Lido pelos leitores de ecrã: as ligações para as páginas da galeria."),
      previousPage: line("Página anterior", "A ligação para a página anterior."),
      nextPage: line("Página seguinte", "A ligação para a página seguinte."),
      pageLabel: template("Página", "Lido pelos leitores de ecrã: {page} é o número da página, {count} o total.", ["page", "count"]),
      lightboxClose: line("Fechar", "O botão que fecha a fotografia em grande."),
      lightboxPrevious: line("Imagem anterior", "O botão da fotografia anterior."),
      lightboxNext: line("Imagem seguinte", "O botão da fotografia seguinte."),
      lightboxPosition: template("Posição", "Por baixo da fotografia em grande, «3 de 29»: {position} é o número, {count} o total.", [
        "position",
        "count",
      ]),
      creditAuthor: line("Crédito: autor", "O rótulo do autor nos créditos."),
      creditLicence: line("Crédito: licença", "O rótulo da licença nos créditos."),
      creditSource: line("Crédito: origem", "O rótulo da origem nos créditos."),
      creditFile: line("Crédito: ficheiro", "O rótulo do ficheiro nos créditos."),
      creditsElsewhere: line("Créditos noutra página", "Nas páginas 2, 3…: a frase antes da ligação para os créditos."),
      creditsElsewhereLink: line("Ligação dos créditos", "O texto da ligação para a primeira página da galeria."),
      backHome: line("Voltar ao início", "O botão no fim da galeria."),
    },
    "Galeria",
    "Os botões e os rótulos da galeria e da fotografia em grande.",
  ),
  errorScreen: group(
    {
      title: line("Título", "O título do ecrã de erro."),
      text: paragraph("Texto", "O que dizer quando uma página falha."),
      reload: line("Recarregar", "O botão que recarrega a página."),
      home: line("Voltar ao início", "O botão que volta ao início."),
    },
    "Ecrã de erro",
    "O que aparece se uma página falhar ao ser mostrada.",
  ),
})

export interface ContentFile {
  schema: z.ZodObject
  /** The file's name in the editor. */
  label: string
  /** For a list file: the key of its list, whose entries become one node each. */
  listKey?: string
}

/** Every content file the site reads, by its path in data/. */
export const CONTENT_FILES: Record<string, ContentFile> = {
  "site.json": { schema: siteSchema, label: "Dados da empresa" },
  "pages.json": { schema: pagesSchema, label: "Textos das páginas" },
  "slides.json": { schema: slidesSchema, label: "Diapositivos da página inicial", listKey: "slides" },
  "services.json": { schema: servicesSchema, label: "Serviços", listKey: "services" },
  "gallery.json": { schema: gallerySchema, label: "Galeria", listKey: "photos" },
  "about.json": { schema: aboutSchema, label: "Sobre Nós" },
  "responsibility.json": { schema: responsibilitySchema, label: "Responsabilidade social" },
  "interface.json": { schema: interfaceSchema, label: "Botões, menus e mensagens" },
}

/** Gatsby's node type for a content file: site.json → SiteJson (gatsby-config's transformer naming). */
export const nodeTypeName = (file: string) => {
  const name = file.replace(/\.json$/, "")
  return `${name.charAt(0).toUpperCase()}${name.slice(1).replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase())}Json`
}

export type SiteContent = z.infer<typeof siteSchema>
export type PagesContent = z.infer<typeof pagesSchema>
export type GalleryContent = z.infer<typeof gallerySchema>
export type InterfaceContent = z.infer<typeof interfaceSchema>
export type PhotoCreditContent = z.infer<ReturnType<typeof credit>>
