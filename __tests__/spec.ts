/**
 * What the specification fixes word for word: the routes, and the Portuguese texts the issues
 * that built the site quoted (browser tests outside this project check them). The one list of
 * such literals in the tests; every other text a test looks for is read from data/ (./data.ts).
 * __tests__/unit/repo/spec.test.ts checks that the route table and data/ still say exactly this.
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
