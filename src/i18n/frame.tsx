/**
 * The page's frame: its language, the interface's texts and the company's facts, which every component reads
 * (`useTexts()`, `useLang()`, `useSiteFacts()`). Each page's query spreads `FrameTexts` in the `lang` of its
 * context; wrapPageElement (src/app/root.tsx) provides the result, and a Head, outside the frame, reads it
 * with `frameOfHead(props)` (src/components/seo/Seo.tsx). The addresses are the route table's (./routes.ts).
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
 * Spread in every page query (with `$lang: String!` declared), so each page carries its frame's texts in its language.
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

/** The frame's data from a page's (or a Head's) props; null without FrameTexts (Gatsby's development 404). */
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

/** The company's facts from data/site.json, in the page's language. */
export const useSiteFacts = (): SiteFacts => useFrame().site
