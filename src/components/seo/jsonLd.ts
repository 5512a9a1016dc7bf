/** schema.org JSON-LD from the site facts, so search engines can show the company's name, phone, address and hours. */
import { internationalPhone } from "../../lib/contactLinks"
import { absoluteUrl } from "../../lib/settings"
import { LANGS, LANG_INFO, type Lang } from "../../i18n/languages"
import { routePath } from "../../i18n/routes"

/** The parts of the site facts (src/i18n/frame.tsx, useSiteFacts, data/site.json) the JSON-LD uses. */
export interface JsonLdFacts {
  name: string
  legalName?: string | null
  description?: string | null
  phone: string
  email: string
  location: { district: string; province: string; countryCode: string }
  openingHours: ReadonlyArray<{
    days: ReadonlyArray<string | null> | null
    opens?: string | null
    closes?: string | null
    closed: boolean
  } | null>
  social: ReadonlyArray<{ url?: string | null; available: boolean } | null>
}

export interface JsonLdOptions {
  /** Absolute site URL without trailing slash (src/lib/settings.ts). */
  siteUrl: string
  /** Logo path or URL; defaults to the 512 px icon made by gatsby-plugin-manifest. */
  logo?: string
  /** Main photo path or URL; defaults to the logo. */
  image?: string
  /** The page's language: the description is in it, and `url` is that language's home page. */
  lang?: Lang
}

export type JsonLdObject = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown }

const DEFAULT_LOGO = "/icons/icon-512x512.png"

/** LocalBusiness for the home page (closed days left out, as schema.org expects); one @id in both languages: one business. */
export function localBusinessJsonLd(facts: JsonLdFacts, options: JsonLdOptions): JsonLdObject {
  const siteUrl = options.siteUrl.replace(/\/+$/, "")
  const logo = absoluteUrl(options.logo ?? DEFAULT_LOGO, siteUrl)
  const sameAs = facts.social.flatMap((link) => (link?.available && link.url ? [link.url] : []))
  const openingHoursSpecification = facts.openingHours.flatMap((hours) =>
    hours && !hours.closed && hours.opens && hours.closes
      ? [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: (hours.days ?? []).filter((day): day is string => !!day),
            opens: hours.opens,
            closes: hours.closes,
          },
        ]
      : [],
  )
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#empresa`,
    name: facts.name,
    ...(facts.legalName ? { legalName: facts.legalName } : {}),
    ...(facts.description ? { description: facts.description } : {}),
    url: `${siteUrl}${routePath("home", options.lang ?? "pt")}`,
    knowsLanguage: LANGS.map((lang) => LANG_INFO[lang].htmlLang),
    logo,
    image: options.image ? absoluteUrl(options.image, siteUrl) : logo,
    telephone: internationalPhone(facts.phone),
    email: facts.email,
    address: {
      "@type": "PostalAddress",
      addressLocality: facts.location.district,
      addressRegion: facts.location.province,
      addressCountry: facts.location.countryCode,
    },
    openingHoursSpecification,
    ...(sameAs.length ? { sameAs } : {}),
  }
}

/** JSON for a <script type="application/ld+json">, safe inside HTML ("<" escaped so no "</script>" can close it). */
export const serializeJsonLd = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c")
