import { Box } from "@chakra-ui/react/box"
import { useSiteFacts } from "../../hooks/useSiteFacts"
import { hoursText, mailtoHref, telHref } from "../../lib/contactLinks"

/** Site footer: contacts, opening hours and copyright. */
export function Footer() {
  const facts = useSiteFacts()
  return (
    <Box as="footer" bg="green.950" color="green.50" px={{ base: "4", md: "8" }} py="10">
      <Box maxW="6xl" mx="auto" display="grid" gap="6" gridTemplateColumns={{ base: "1fr", md: "repeat(2, 1fr)" }}>
        <Box>
          <Box as="p" fontWeight="bold">
            {facts.legalName}
          </Box>
          <p>
            {facts.location.district}, {facts.location.province}, {facts.location.country}
          </p>
          <p>
            <a href={telHref(facts.phone)}>{facts.phone}</a> · <a href={mailtoHref(facts.email)}>{facts.email}</a>
          </p>
        </Box>
        <Box as="ul" listStyleType="none">
          {facts.openingHours.map((hours) => (
            <li key={hours.id}>
              {hours.label} {hoursText(hours)}
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  )
}
