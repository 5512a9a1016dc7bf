import { serializeJsonLd } from "./jsonLd"

/**
 * Structured data for a page's Head: <JsonLd data={localBusinessJsonLd(facts, { siteUrl })} />.
 * A data block, not a script the browser runs, so the Content-Security-Policy does not apply to it.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
