import * as React from "react"
import { graphql } from "gatsby"
import { useSiteFacts } from "../../hooks/useSiteFacts"
import { absoluteUrl, ogLocale, siteUrl } from "../../lib/settings"

/** The picture shown when a page is shared (WhatsApp, Facebook, X…): ideally 1200×630. */
export interface SeoImage {
  /** Absolute URL, or a path on this site ("/static/…/og.jpg"), made absolute with the site URL. */
  src: string
  width: number
  height: number
  alt: string
}

export interface SeoProps {
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

/** Size of the sharing picture Facebook, WhatsApp and X show best (1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630

/**
 * The sharing picture of a page, cut by sharp from the page's main photo at 1200×630 JPEG
 * (JPEG because not every crawler reads WebP/AVIF). Spread it on the photo's File field:
 * `image { ...ShareImage }`, then pass the result to `shareImage()`.
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
export function shareImage(
  file:
    | {
        readonly share: {
          readonly resize: { readonly src: string | null; readonly width: number | null; readonly height: number | null } | null
        } | null
      }
    | null
    | undefined,
  alt: string | null | undefined,
): SeoImage | undefined {
  const resize = file?.share?.resize
  if (!resize?.src || !resize.width || !resize.height || !alt) return undefined
  return { src: resize.src, width: resize.width, height: resize.height, alt }
}

export { absoluteUrl }

/** Canonical address of a route ("/" keeps its slash; trailingSlash is "never" elsewhere). */
export const canonicalUrl = (pathname: string) => `${siteUrl}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`

/**
 * Head tags of a page for Gatsby's Head API: title, description, canonical
 * link, Open Graph and Twitter card tags (absolute URLs from the site URL
 * setting). Favicons, the manifest link and theme-color come from
 * gatsby-plugin-manifest.
 */
export function Seo({ title, description, pathname, image, type = "website", children }: SeoProps) {
  const { name } = useSiteFacts()
  const url = pathname !== undefined ? canonicalUrl(pathname) : undefined
  const imageUrl = image ? absoluteUrl(image.src) : undefined
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={name} />
      <meta property="og:locale" content={ogLocale} />
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
