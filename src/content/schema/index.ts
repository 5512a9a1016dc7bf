/**
 * The content schema: every file in data/ described once, in a module each, for the content check
 * (src/content/validate.ts), the TypeScript types and the GraphQL types (src/content/graphql.ts). Counts are
 * minimums the pages need. Lists are wrapped in an object ({ "photos": [...] }): the editor cannot edit a file
 * whose top level is a list.
 */
import type { z } from "zod"
import { aboutSchema } from "./about"
import { gallerySchema } from "./gallery"
import { interfaceSchema } from "./interface"
import { pagesSchema } from "./pages"
import { responsibilitySchema } from "./responsibility"
import { servicesSchema } from "./services"
import { siteSchema } from "./site"
import { slidesSchema } from "./slides"

export { interfaceSchema }
export { GALLERY_TEASER_COUNT } from "./gallery"

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

export type PagesContent = z.infer<typeof pagesSchema>
export type GalleryContent = z.infer<typeof gallerySchema>
export type InterfaceContent = z.infer<typeof interfaceSchema>
