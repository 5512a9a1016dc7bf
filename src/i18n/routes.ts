/**
 * The route table: every address of the site in both languages, said once (Portuguese at the root, English
 * under /en with English names); the links, gatsby-node, the sitemap and the hosts' rules take their paths here.
 */
import { LANGS, type Lang } from "./languages"

/** The site's pages. A page file in src/pages/ is the Portuguese route; gatsby-node adds its English twin. */
export const ROUTES = {
  home: { pt: "/", en: "/en" },
  gallery: { pt: "/galeria", en: "/en/gallery" },
  responsibility: { pt: "/responsabilidade-social", en: "/en/social-responsibility" },
} as const satisfies Record<string, Record<Lang, string>>

export type RouteName = keyof typeof ROUTES

export const routePath = (name: RouteName, lang: Lang): string => ROUTES[name][lang]

/** Each language's 404 page, which a host serves for an unknown path under its prefix. */
export const NOT_FOUND_PAGES: Record<Lang, string> = { pt: "/404.html", en: "/en/404.html" }

/** A language's 404 paths: its file and Gatsby's extension-less twin. */
const notFoundPaths = (lang: Lang) => [NOT_FOUND_PAGES[lang], NOT_FOUND_PAGES[lang].replace(/\.html$/, "")]

/** Paths that are 404 pages, never in the sitemap: every language's notFoundPaths. */
export const NOT_FOUND_PATHS: readonly string[] = LANGS.flatMap(notFoundPaths)

/** Anchor ids of the home page's sections, the same in both languages so that a shared link works on either page. */
export const SECTION_IDS = {
  about: "sobre",
  services: "servicos",
  contact: "contato",
} as const

type SectionKey = keyof typeof SECTION_IDS
export type SectionId = (typeof SECTION_IDS)[SectionKey]

/** Link target that works without JavaScript: "/#sobre", or "/en#sobre" on the English pages. */
export const sectionHref = (id: SectionId, lang: Lang = "pt") => `${ROUTES.home[lang]}#${id}`

/** The gallery's credits section, on its first page. */
export const CREDITS_SECTION_ID = "creditos"

/** The gallery's page `page` (1-based): /galeria, then /galeria/2 … (/en/gallery/2 in English). */
export const galleryPagePath = (page: number, lang: Lang = "pt") => (page <= 1 ? ROUTES.gallery[lang] : `${ROUTES.gallery[lang]}/${page}`)

const prefix = (lang: Lang) => (lang === "pt" ? "" : ROUTES.home[lang])

/** First path segment of each page in each language ("" is the home page), from the table and the 404 pages. */
const SEGMENTS: Record<Lang, string[]> = Object.fromEntries(
  LANGS.map((lang) => {
    const pages = [...Object.values(ROUTES).map((route) => route[lang]), ...notFoundPaths(lang)]
    return [lang, pages.map((path) => path.slice(prefix(lang).length).split("/")[1] ?? "")]
  }),
) as Record<Lang, string[]>

/** A first segment in `from`'s words, in `to`'s; an unknown one stays as it is. */
const translateSegment = (segment: string, from: Lang, to: Lang) => {
  const index = SEGMENTS[from].indexOf(segment)
  return index === -1 ? segment : SEGMENTS[to][index]
}

const splitHash = (path: string): [string, string] => {
  const at = path.search(/[?#]/)
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)]
}

export function langOfPath(path: string): Lang {
  const [pathname] = splitHash(path)
  const english = ROUTES.home.en
  return pathname === english || pathname.startsWith(`${english}/`) ? "en" : "pt"
}

export const notFoundPageFor = (path: string) => NOT_FOUND_PAGES[langOfPath(path)]

/** The same page in `lang`: "/galeria/2" → "/en/gallery/2", "/#contato" → "/en#contato"; outside addresses stay. */
export function localizePath(path: string, lang: Lang): string {
  if (!path.startsWith("/")) return path
  const from = langOfPath(path)
  const [pathname, rest] = splitHash(path)
  const [first = "", ...more] = pathname.slice(prefix(from).length + 1).split("/")
  const joined = [translateSegment(first, from, lang), ...more].filter((part) => part !== "").join("/")
  if (lang === "pt") return `/${joined}${rest}`
  return `${prefix(lang)}${joined ? `/${joined}` : ""}${rest}`
}

export const alternatePaths = (path: string): Record<Lang, string> => ({ pt: localizePath(path, "pt"), en: localizePath(path, "en") })

/** The English 404 page's matchPath: it answers every unknown path under /en in Gatsby's router. */
export const ENGLISH_NOT_FOUND_MATCH_PATH = `${ROUTES.home.en}/*`
