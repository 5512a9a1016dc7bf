import * as React from "react"
import { siteUrl } from "../../lib/settings"

export interface SeoProps {
  title: string
  description: string
  /** Path of the page, e.g. "/galeria"; omitted for pages without a canonical address (404). */
  pathname?: string
  children?: React.ReactNode
}

/** Title, description and canonical link for Gatsby's Head API. */
export function Seo({ title, description, pathname, children }: SeoProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {pathname !== undefined && <link rel="canonical" href={`${siteUrl}${pathname === "/" ? "/" : pathname}`} />}
      {children}
    </>
  )
}
