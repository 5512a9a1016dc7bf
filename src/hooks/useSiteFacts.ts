import { graphql, useStaticQuery } from "gatsby"

/**
 * The company's facts (name, phone, e-mail, WhatsApp, social links, location,
 * opening hours) from data/site.json: the only way components reach them.
 */
export type SiteFacts = Queries.SiteFactsQuery["siteJson"] & {}

export function useSiteFacts(): SiteFacts {
  const data = useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      siteJson {
        name
        legalName
        tagline
        description
        phone
        email
        whatsapp
        whatsappMessage
        location {
          district
          province
          country
          countryCode
        }
        openingHours {
          id
          label
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
    }
  `)
  if (!data.siteJson) throw new Error("data/site.json is missing: the site facts could not be loaded")
  return data.siteJson
}
