import * as React from "react"
import { Link } from "gatsby"
import { Box } from "@chakra-ui/react/box"
import { useSiteFacts } from "../../hooks/useSiteFacts"
import { hoursText, mailtoHref, telHref } from "../../lib/contactLinks"
import { Logo } from "./Logo"
import { SectionLink } from "./SectionLink"
import {
  COPYRIGHT_TEXT,
  FOOTER_CONTACT_HEADING,
  FOOTER_HOURS_HEADING,
  FOOTER_QUICK_LINKS,
  FOOTER_QUICK_LINKS_HEADING,
  FOOTER_SOCIAL_LABEL,
  PHOTO_CREDITS_HREF,
  PHOTO_CREDITS_LABEL,
} from "./microcopy"

/**
 * The current year. The static HTML carries the build year; after hydration
 * the visitor's clock corrects it, so a site built last year still shows this year.
 */
export function useCurrentYear(): number {
  const [year, setYear] = React.useState(() => new Date().getFullYear())
  React.useEffect(() => {
    setYear(new Date().getFullYear())
  }, [])
  return year
}

const linkStyles = {
  color: "green.50",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  _hover: { color: "white" },
} as const

const headingStyles = { fontSize: "md", fontWeight: "bold", color: "white", mb: "3" } as const

/** Site footer: brand, quick links, contacts, opening hours, social links, photo credits and copyright. */
export function Footer() {
  const facts = useSiteFacts()
  const year = useCurrentYear()
  const social = facts.social.filter((entry) => entry.available && entry.url)

  return (
    <Box as="footer" bg="green.950" color="green.100" px={{ base: "4", md: "8" }} pt="12" pb="6">
      <Box
        maxW="7xl"
        mx="auto"
        display="grid"
        gap="8"
        gridTemplateColumns={{ base: "1fr", sm: "repeat(2, 1fr)", lg: "1.4fr 1fr 1.2fr 1.2fr" }}
      >
        <Box>
          <Box display="flex" alignItems="center" gap="2" mb="3">
            <Logo size={36} />
            <Box as="p" fontWeight="bold" fontSize="lg" color="white">
              {facts.name}
            </Box>
          </Box>
          <p>{facts.tagline}</p>
          <Box as="p" mt="2">
            {facts.location.district}, {facts.location.province}, {facts.location.country}
          </Box>
          {social.length > 0 && (
            <Box as="ul" aria-label={FOOTER_SOCIAL_LABEL} listStyleType="none" display="flex" gap="4" mt="4">
              {social.map((entry) => (
                <li key={entry.id}>
                  <Box asChild {...linkStyles}>
                    <a href={entry.url ?? undefined} rel="noopener noreferrer" target="_blank">
                      {entry.label}
                    </a>
                  </Box>
                </li>
              ))}
            </Box>
          )}
        </Box>

        <Box as="nav" aria-labelledby="rodape-ligacoes">
          <Box as="h2" id="rodape-ligacoes" {...headingStyles}>
            {FOOTER_QUICK_LINKS_HEADING}
          </Box>
          <Box as="ul" listStyleType="none" display="grid" gap="2">
            {FOOTER_QUICK_LINKS.map((item) => (
              <li key={item.section}>
                <Box asChild {...linkStyles}>
                  <SectionLink section={item.section}>{item.label}</SectionLink>
                </Box>
              </li>
            ))}
            <li>
              <Box asChild {...linkStyles}>
                <Link to={PHOTO_CREDITS_HREF}>{PHOTO_CREDITS_LABEL}</Link>
              </Box>
            </li>
          </Box>
        </Box>

        <Box>
          <Box as="h2" {...headingStyles}>
            {FOOTER_CONTACT_HEADING}
          </Box>
          <Box as="ul" listStyleType="none" display="grid" gap="2">
            <li>
              <Box asChild {...linkStyles}>
                <a href={telHref(facts.phone)}>{facts.phone}</a>
              </Box>
            </li>
            <li>
              <Box asChild {...linkStyles} wordBreak="break-all">
                <a href={mailtoHref(facts.email)}>{facts.email}</a>
              </Box>
            </li>
          </Box>
        </Box>

        <Box>
          <Box as="h2" {...headingStyles}>
            {FOOTER_HOURS_HEADING}
          </Box>
          <Box as="ul" listStyleType="none" display="grid" gap="1" data-testid="footer-hours">
            {facts.openingHours.map((hours) => (
              <li key={hours.id}>
                {hours.label} {hoursText(hours)}
              </li>
            ))}
          </Box>
        </Box>
      </Box>
      <Box maxW="7xl" mx="auto" mt="10" pt="5" borderTopWidth="1px" borderColor="green.800" fontSize="sm" textAlign="center">
        <p data-testid="copyright">
          © {year} {facts.legalName} {COPYRIGHT_TEXT}
        </p>
      </Box>
    </Box>
  )
}
