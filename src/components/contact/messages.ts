/**
 * The contact form's microcopy. The toast texts and the sending label are checked
 * word for word by browser tests outside this project; the rest is the form's own UI wording.
 * Company facts (address, WhatsApp) come from data/site.json via useSiteFacts.
 */
import { formatWholeNumberPt } from "../../lib/formatNumber"

export const LABELS = {
  name: "Nome",
  email: "Email",
  phone: "Telefone",
  company: "Empresa",
  message: "Mensagem",
} as const

export const OPTIONAL_HINT = "(opcional)"
export const REQUIRED_HINT = "Os campos marcados com * são obrigatórios."
export const MESSAGE_HINT = (max: number) => `Até ${formatWholeNumberPt(max)} caracteres.`
export const DRAFT_HINT = "O que escrever fica guardado neste navegador até a mensagem ser enviada."

export const SUBMIT_LABEL = "Enviar Mensagem"
export const SENDING_LABEL = "A enviar..."

export const SUCCESS_TOAST = {
  title: "Mensagem enviada com sucesso!",
  description: "Entraremos em contacto consigo brevemente.",
} as const

export const FAILURE_TOAST = {
  title: "Erro ao enviar mensagem",
  description: "Por favor, tente novamente ou contacte-nos diretamente.",
} as const

export const FALLBACK = {
  heading: "A mensagem não foi enviada",
  text: "O que escreveu continua no formulário. Pode tentar de novo ou enviar-nos a mensagem diretamente:",
  email: "Enviar por email",
  whatsapp: "Escrever no WhatsApp",
  subject: (name: string) => (name ? `Contacto pelo site: ${name}` : "Contacto pelo site"),
} as const

export const NO_SCRIPT_TEXT = "Sem JavaScript, o botão abre o seu programa de email com a mensagem. Também pode escrever para"

/** Label of the honeypot field (hidden from people; bots that fill it are ignored). */
export const HONEYPOT_LABEL = "Não preencha este campo"

/**
 * reCAPTCHA (only when GATSBY_RECAPTCHA_SITE_KEY is set): the note beside the box, shown
 * before anything is loaded from Google, and the request to tick the box.
 */
export const RECAPTCHA_NOTE = {
  text: "Contra mensagens automáticas, este formulário usa o reCAPTCHA da Google. Só é carregado quando começa a preencher o formulário; a partir daí a Google recebe dados do seu navegador (como o endereço IP), segundo a sua",
  policy: "Política de Privacidade",
  policyHref: "https://policies.google.com/privacy",
} as const
export const RECAPTCHA_MISSING = "Marque a caixa «Não sou um robô» para enviar a mensagem."
