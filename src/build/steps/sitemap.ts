/**
 * One sitemap entry (gatsby-plugin-sitemap's serialize): the page's absolute address and its
 * alternates, the page in each language and x-default (the Portuguese), which the sitemap
 * writes as <xhtml:link rel="alternate" hreflang="…">, as Google documents for multilingual sites.
 */
import { LANGS, LANG_INFO } from "../../i18n/languages"
import { alternatePaths } from "../../i18n/routes"
import { canonicalUrl } from "../../lib/settings"

export function sitemapEntry(path: string): { url: string; links: { lang: string; url: string }[] } {
  const alternates = alternatePaths(path)
  return {
    url: canonicalUrl(path),
    links: [
      ...LANGS.map((lang) => ({ lang: LANG_INFO[lang].htmlLang, url: canonicalUrl(alternates[lang]) })),
      { lang: "x-default", url: canonicalUrl(alternates.pt) },
    ],
  }
}
