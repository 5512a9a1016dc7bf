/**
 * Interface wording of the site frame and the home page (labels of buttons,
 * links and controls). Browser tests outside this project check these exact texts:
 * change one only on purpose. Content a maintainer edits
 * lives in data/; this is only the wording of the controls.
 */
import { positionLabel } from "../lib/cycle"
import { SECTION_IDS, type SectionId } from "../lib/sections"

export const SKIP_LINK_LABEL = "Saltar para o conteúdo"
export const MAIN_NAV_LABEL = "Navegação principal"
export const CONTACT_BUTTON_LABEL = "Fale Connosco"
export const MENU_OPEN_LABEL = "Abrir menu"
export const MENU_CLOSE_LABEL = "Fechar menu"
export const MENU_TITLE = "Menu"
export const HOME_LINK_LABEL = "Página inicial"

export type NavItem = { label: string } & ({ section: SectionId; to?: never } | { to: string; section?: never })

/** Main navigation, in the header and the mobile menu. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Sobre", section: SECTION_IDS.about },
  { label: "Serviços", section: SECTION_IDS.services },
  { label: "Galeria", to: "/galeria" },
  { label: "Responsabilidade Social", to: "/responsabilidade-social" },
  { label: "Contato", section: SECTION_IDS.contact },
]

/** Footer quick links: the home sections. */
export const FOOTER_QUICK_LINKS: readonly { label: string; section: SectionId }[] = [
  { label: "Sobre Nós", section: SECTION_IDS.about },
  { label: "Serviços", section: SECTION_IDS.services },
  { label: "Contato", section: SECTION_IDS.contact },
]
export const FOOTER_QUICK_LINKS_HEADING = "Ligações rápidas"
export const FOOTER_CONTACT_HEADING = "Contactos"
export const FOOTER_HOURS_HEADING = "Horário"
export const FOOTER_SOCIAL_LABEL = "Redes sociais"
export const PHOTO_CREDITS_LABEL = "Créditos das fotografias"
export const PHOTO_CREDITS_HREF = "/galeria#creditos"
export const COPYRIGHT_TEXT = "Todos os direitos reservados."

export const SPLASH_PROGRESS_LABEL = "Progresso do carregamento"

export const HERO_LABEL = "Destaques"
export const HERO_SERVICES_BUTTON = "Descubra Nossos Serviços"
export const HERO_CONTACT_BUTTON = "Entre em Contacto"
export const HERO_SCROLL_DOWN_LABEL = "Ir para Sobre Nós"
export const HERO_PREVIOUS_LABEL = "Slide anterior"
export const HERO_NEXT_LABEL = "Slide seguinte"
export const HERO_PAUSE_LABEL = "Pausar apresentação"
export const HERO_PLAY_LABEL = "Retomar apresentação"
export const HERO_SLIDE_ROLE = "slide"
export const HERO_CAROUSEL_ROLE = "carrossel"
export const HERO_DOTS_LABEL = "Escolher slide"
/** "2 de 4": the label of a slide group and of its dot button. */
export const slideLabel = positionLabel
export const goToSlideLabel = (index: number, count: number, title: string) => `Mostrar slide ${slideLabel(index, count)}: ${title}`

export const ABOUT_VISION = "Visão"
export const ABOUT_MISSION = "Missão"
export const ABOUT_VALUES = "Valores"

export const CONTACT_PHONE_LABEL = "Telefone"
export const CONTACT_EMAIL_LABEL = "E-mail"
export const CONTACT_WHATSAPP_LABEL = "WhatsApp"
export const CONTACT_WHATSAPP_LINK = "Conversar no WhatsApp"
export const CONTACT_HOURS_LABEL = "Horário de atendimento"
export const CONTACT_DETAILS_HEADING = "Os nossos contactos"
