/**
 * What the specification fixes word for word: the routes, and the Portuguese texts the issues
 * that built the site quoted. No test of `npm test` looks for these texts: a maintainer may reword
 * any of them in the editor, and the browser tests read every text they look for from data/
 * (./data.ts). `npm run check:spec` (./spec.test.ts, a Jest project of its own) reports which of
 * them data/ no longer says. The routes are code: __tests__/unit/repo/spec.test.ts checks that the
 * pages the site builds get SPEC.routes' addresses, and the tests take every path from the route table.
 */
export const SPEC = {
  routes: {
    home: { pt: "/", en: "/en" },
    gallery: { pt: "/galeria", en: "/en/gallery" },
    responsibility: { pt: "/responsabilidade-social", en: "/en/social-responsibility" },
  },
  splashText: "Carregando experiência agrícola...",
  nav: ["Sobre", "Serviços", "Galeria", "Responsabilidade Social", "Contato"],
  contactButton: "Fale Connosco",
  heroButtons: { services: "Descubra Nossos Serviços", contact: "Entre em Contacto" },
  servicesCta: "Solicitar Orçamento",
  backHome: "Voltar ao Início",
  sending: "A enviar...",
  successToast: { title: "Mensagem enviada com sucesso!", description: "Entraremos em contacto consigo brevemente." },
  failureToast: { title: "Erro ao enviar mensagem", description: "Por favor, tente novamente ou contacte-nos diretamente." },
  notFoundHeading: "Oops! Page not found",
  errorTitle: "Unexpected Application Error!",
  openingHours: ["Segunda a Sexta 07:30–15:30", "Sábado 09:00–13:00", "Domingo fechado"],
} as const
