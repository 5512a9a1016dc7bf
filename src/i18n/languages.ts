/**
 * The site's two languages, and how a text kept in both is read. Portuguese is the default; a
 * text's English may lag behind (the page then shows the Portuguese, and the build warns).
 * No i18n library: each page's texts come with its page data, queried in its language
 * (src/content/graphql.ts); the addresses are in ./routes.ts.
 */

export const LANGS = ["pt", "en"] as const
export type Lang = (typeof LANGS)[number]

/** The `lang` attribute, Open Graph locale and language name of each language. */
export const LANG_INFO: Record<Lang, { htmlLang: string; ogLocale: string; name: string }> = {
  // pt_MZ is not in Facebook's locale list; pt_PT is.
  pt: { htmlLang: "pt", ogLocale: "pt_PT", name: "Português" },
  en: { htmlLang: "en", ogLocale: "en_GB", name: "English" },
}

export const isLang = (value: unknown): value is Lang => typeof value === "string" && (LANGS as readonly string[]).includes(value)

export const otherLang = (lang: Lang): Lang => (lang === "pt" ? "en" : "pt")

/** A text as it is kept in data/: Portuguese always, English when it has been written. */
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
