// What the specification fixes word for word. The texts are content a maintainer may reword, checked only by `npm run check:spec`;
// the routes are code (__tests__/unit/repo/spec.test.ts).
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
