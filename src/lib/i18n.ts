/**
 * The site's two languages and their addresses. Portuguese is the default, at the root
 * ("/galeria"); English lives under /en with English route names ("/en/gallery"). The
 * home page's section anchors (#sobre, #servicos, #contato) are the same in both languages,
 * so a shared link keeps working whichever page it lands on.
 *
 * No i18n library: each page's texts come with its page data (queried with its `lang`,
 * src/content/graphql.ts), and this module only maps paths.
 */

export const LANGS = ["pt", "en"] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = "pt"

/** The English site's prefix. */
export const EN_PREFIX = "/en"

/** Portuguese route → English route, by first path segment ("" is the home page). */
const EN_SEGMENTS: Record<string, string> = {
  "": "",
  galeria: "gallery",
  "responsabilidade-social": "social-responsibility",
  "404": "404",
  "404.html": "404.html",
}
const PT_SEGMENTS = Object.fromEntries(Object.entries(EN_SEGMENTS).map(([pt, en]) => [en, pt]))

/** The `lang` attribute, Open Graph locale and language name of each language. */
export const LANG_INFO: Record<Lang, { htmlLang: string; ogLocale: string; name: string }> = {
  // pt_MZ is not in Facebook's locale list; pt_PT is.
  pt: { htmlLang: "pt", ogLocale: "pt_PT", name: "Português" },
  en: { htmlLang: "en", ogLocale: "en_GB", name: "English" },
}

export const isLang = (value: unknown): value is Lang => typeof value === "string" && (LANGS as readonly string[]).includes(value)

const splitHash = (path: string): [string, string] => {
  const at = path.search(/[?#]/)
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)]
}

/** The language of a path: English under /en, Portuguese elsewhere. */
export function langOfPath(path: string): Lang {
  const [pathname] = splitHash(path)
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? "en" : "pt"
}

/** "/en/gallery/2#x" → "/galeria/2#x"; a path that is already Portuguese is returned as it is. */
export function portuguesePath(path: string): string {
  if (langOfPath(path) === "pt") return path
  const [pathname, rest] = splitHash(path)
  const [first = "", ...more] = pathname.slice(EN_PREFIX.length + 1).split("/")
  const segment = PT_SEGMENTS[first] ?? first
  const joined = [segment, ...more].filter((part, i) => i > 0 || part !== "").join("/")
  return `/${joined}${rest}`
}

/**
 * The same page in `lang`: localizePath("/galeria/2", "en") is "/en/gallery/2",
 * localizePath("/#contato", "en") is "/en#contato", localizePath("/en/gallery", "pt") is "/galeria".
 * Anything outside the site (https://…, mailto:…) is returned as it is.
 */
export function localizePath(path: string, lang: Lang): string {
  if (!path.startsWith("/")) return path
  const pt = portuguesePath(path)
  if (lang === "pt") return pt
  const [pathname, rest] = splitHash(pt)
  const [first = "", ...more] = pathname.slice(1).split("/")
  const segment = EN_SEGMENTS[first] ?? first
  const joined = [segment, ...more].filter((part) => part !== "").join("/")
  return `${EN_PREFIX}${joined ? `/${joined}` : ""}${rest}`
}

/** Every language's address of a page, Portuguese first. */
export const alternatePaths = (path: string): Record<Lang, string> => ({ pt: localizePath(path, "pt"), en: localizePath(path, "en") })

/** The other language (the language switch offers it). */
export const otherLang = (lang: Lang): Lang => (lang === "pt" ? "en" : "pt")

/**
 * A text as it is kept in data/: Portuguese always, English when it has been written.
 * The English page shows the Portuguese where the English is missing (the build warns).
 */
export interface LocalizedText {
  pt: string
  en?: string | null
}

export function pickText(value: LocalizedText | string | null | undefined, lang: Lang): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === "string") return value
  const english = typeof value.en === "string" ? value.en.trim() : ""
  return lang === "en" && english !== "" ? english : value.pt
}

/** "{count} de {total}" with its placeholders filled: the texts in data/interface.json that carry numbers or names. */
export const fillTemplate = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))

/** Content as one language sees it: each { pt, en } text a string (src/content/localize.ts). */
export type Localized<T> = T extends { pt: string }
  ? string
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T
