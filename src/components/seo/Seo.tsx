import * as React from "react"
import { graphql } from "gatsby"
import { absoluteUrl, canonicalUrl } from "../../lib/settings"
import { LANGS, LANG_INFO, otherLang } from "../../i18n/languages"
import { alternatePaths } from "../../i18n/routes"
import { frameDataOf, type FrameData } from "../../i18n/frame"

/** The picture shown when a page is shared (WhatsApp, Facebook, X…): ideally 1200×630. */
export interface SeoImage {
  /** Absolute URL, or a path on this site ("/static/…/og.jpg"), made absolute with the site URL. */
  src: string
  width: number
  height: number
  alt: string
}

export interface SeoProps {
  /** The page's frame data (its language and the company's name): frameOfHead(props) in a Head. */
  frame: FrameData
  title: string
  description: string
  /** Path of the page, e.g. "/galeria"; omitted for pages without a canonical address (404). */
  pathname?: string
  /** Sharing image; without one the Twitter card falls back to "summary". */
  image?: SeoImage
  /** Open Graph type: "website" (default) or "article". */
  type?: "website" | "article"
  children?: React.ReactNode
}

/**
 * A page's sharing picture, cut from its main photo as a 1200×630 JPEG (not every crawler reads WebP or AVIF).
 * Spread it on the photo's File field, `image { ...ShareImage }`, and pass the result to `shareImage()`.
 * @public Gatsby finds the fragment by its name in the queries, not by an import.
 */
export const shareImageFragment = graphql`
  fragment ShareImage on File {
    share: childImageSharp {
      resize(width: 1200, height: 630, toFormat: JPG, quality: 80) {
        src
        width
        height
      }
    }
  }
`

/** The Seo `image` prop from a photo queried with `...ShareImage` and its alt text. */
export function shareImage(file: Queries.ShareImageFragment | null | undefined, alt: string | null | undefined): SeoImage | undefined {
  const resize = file?.share?.resize
  if (!resize?.src || !resize.width || !resize.height || !alt) return undefined
  return { src: resize.src, width: resize.width, height: resize.height, alt }
}

/** A Head's frame data (the page's language and texts), from its props: Head is rendered outside the frame. */
export function frameOfHead(props: { data: unknown; pageContext: unknown; location: { pathname: string } }): FrameData {
  const frame = frameDataOf(props.data, props.pageContext, props.location.pathname)
  if (!frame) throw new Error(`no frame data for the head of ${props.location.pathname}: its query must spread ...FrameTexts`)
  return frame
}

/** A page's Head tags: <html lang>, title, description, canonical and hreflang links, Open Graph and Twitter card. */
export function Seo({ frame, title, description, pathname, image, type = "website", children }: SeoProps) {
  const { lang } = frame
  const url = pathname !== undefined ? canonicalUrl(pathname) : undefined
  const alternates = pathname !== undefined ? alternatePaths(pathname) : undefined
  const imageUrl = image ? absoluteUrl(image.src) : undefined
  return (
    <>
      <html lang={LANG_INFO[lang].htmlLang} />
      <title>{title}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {alternates &&
        LANGS.map((alternate) => (
          <link key={alternate} rel="alternate" hrefLang={LANG_INFO[alternate].htmlLang} href={canonicalUrl(alternates[alternate])} />
        ))}
      {alternates && <link rel="alternate" hrefLang="x-default" href={canonicalUrl(alternates.pt)} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={frame.site.name} />
      <meta property="og:locale" content={LANG_INFO[lang].ogLocale} />
      <meta property="og:locale:alternate" content={LANG_INFO[otherLang(lang)].ogLocale} />
      {url && <meta property="og:url" content={url} />}
      {image && imageUrl && (
        <>
          <meta property="og:image" content={imageUrl} />
          {imageUrl.startsWith("https://") && <meta property="og:image:secure_url" content={imageUrl} />}
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
        </>
      )}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && imageUrl && (
        <>
          <meta name="twitter:image" content={imageUrl} />
          <meta name="twitter:image:alt" content={image.alt} />
        </>
      )}
      {children}
    </>
  )
}
