/**
 * The page's frame: its language, the interface's texts and the company's facts, which every
 * component reads. Portuguese at the root, English under /en, no i18n library (./languages.ts);
 * the addresses and their mapping are the route table's (./routes.ts).
 *
 * A page's language is `lang` in its context (gatsby-node puts it there: src/build/sitePages.ts,
 * which adds each page's English twin). Its query asks each text in that language
 * (`(lang: $lang)`, src/content/graphql.ts) and spreads `FrameTexts` below; wrapPageElement
 * (src/app/root.tsx) provides the result to every component (`useTexts()`, `useLang()`,
 * `useSiteFacts()`). A page's Head, outside the frame, reads it with `frameOfHead(props)`
 * (src/components/seo/Seo.tsx), which writes `<html lang>`, the canonical link, the `hreflang`
 * alternates and `og:locale`. Both languages ask sharp for the same renditions, so no photo is
 * processed twice.
 *
 * Guarded by __tests__/build/languages.test.ts (lang, canonical, `hreflang` reciprocity, the
 * sitemap's alternates, the same image files in both), __tests__/e2e/english.spec.ts (walks the
 * English site), __tests__/unit/i18n/routes.test.ts and __tests__/unit/content/localize.test.ts.
 */
import * as React from "react"
import { graphql } from "gatsby"
import type { InterfaceContent } from "../content/schema"
import { isLang, type Lang, type Localized } from "./languages"
import { alternatePaths, langOfPath } from "./routes"

/** The wording of the site's controls in the page's language (data/interface.json). */
export type InterfaceTexts = Localized<InterfaceContent>

/** The company's facts from data/site.json, texts in the page's language. */
export type SiteFacts = NonNullable<Queries.FrameTextsFragment["siteJson"]>

/** What every page's frame and components share: the language, its texts and the company's facts. */
export interface FrameData {
  lang: Lang
  /** The page in each language ("/galeria" ↔ "/en/gallery"): the language switch and hreflang links. */
  alternates: Record<Lang, string>
  texts: InterfaceTexts
  site: SiteFacts
  splashText: string
}

/**
 * Spread in every page query (with `$lang: String!` declared: gatsby-node puts `lang` in every
 * page's context), so each page's data carries its frame's texts, in its language only.
 * @public Gatsby finds the fragment by its name in the queries, not by an import.
 */
export const frameTextsFragment = graphql`
  fragment FrameTexts on Query {
    interfaceTexts(lang: $lang)
    siteJson {
      name
      legalName
      tagline(lang: $lang)
      description(lang: $lang)
      phone
      email
      whatsapp
      whatsappMessage(lang: $lang)
      location {
        district
        province
        country(lang: $lang)
        countryCode
      }
      openingHours {
        id
        label(lang: $lang)
        days
        opens
        closes
        closed
      }
      social {
        id
        label
        url
        available
      }
    }
    splash: pagesJson {
      splash {
        loadingText(lang: $lang)
      }
    }
  }
`

type PageData = Partial<Pick<Queries.FrameTextsFragment, "interfaceTexts" | "siteJson" | "splash">> | null | undefined

/**
 * The frame's data from a page's props (or a Head's): its FrameTexts and the language gatsby-node
 * put in its context (else the path's). Null for a page without them (Gatsby's development 404).
 */
export function frameDataOf(data: unknown, pageContext: unknown, pathname: string): FrameData | null {
  const page = data as PageData
  if (!page?.interfaceTexts || !page.siteJson) return null
  const contextLang = (pageContext as { lang?: unknown } | null | undefined)?.lang
  return {
    lang: isLang(contextLang) ? contextLang : langOfPath(pathname),
    alternates: alternatePaths(pathname),
    texts: page.interfaceTexts as InterfaceTexts,
    site: page.siteJson,
    splashText: page.splash?.splash.loadingText ?? "",
  }
}

const FrameContext = React.createContext<FrameData | null>(null)

export const FrameProvider = FrameContext.Provider

export function useFrame(): FrameData {
  const frame = React.useContext(FrameContext)
  if (!frame) throw new Error("no frame data: the page's query must spread ...FrameTexts (src/i18n/frame.tsx)")
  return frame
}

/** The interface texts in the page's language. */
export const useTexts = () => useFrame().texts

/** The page's language. */
export const useLang = () => useFrame().lang

/**
 * The company's facts (name, phone, e-mail, WhatsApp, social links, location, opening hours)
 * from data/site.json, in the page's language: they come with every page's data (the
 * FrameTexts fragment). A page's Head, outside the frame, reads them with frameDataOf().
 */
export const useSiteFacts = (): SiteFacts => useFrame().site
