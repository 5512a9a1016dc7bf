import type * as React from "react"
import { Box } from "@chakra-ui/react/box"
import { Clock, Mail, MessageCircle, Phone } from "lucide-react"
import type { SiteFacts } from "../../hooks/useSiteFacts"
import { hoursText, mailtoHref, telHref, whatsappHref } from "../../lib/contactLinks"
import { SECTION_IDS } from "../../lib/sections"
import { ContactForm } from "../contact/ContactForm"
import {
  CONTACT_DETAILS_HEADING,
  CONTACT_EMAIL_LABEL,
  CONTACT_HOURS_LABEL,
  CONTACT_PHONE_LABEL,
  CONTACT_WHATSAPP_LABEL,
  CONTACT_WHATSAPP_LINK,
} from "../layout/microcopy"
import { HomeSection } from "./HomeSection"
import type { HomeTexts } from "./types"

export interface ContactSectionProps {
  texts: Pick<HomeTexts, "contactHeading" | "contactIntro">
  facts: Pick<SiteFacts, "phone" | "email" | "whatsapp" | "whatsappMessage" | "openingHours">
}

const linkStyles = { color: "green.800", fontWeight: "semibold", textDecoration: "underline", textUnderlineOffset: "3px", wordBreak: "break-word" } as const

function Detail({ icon: Icon, label, children }: { icon: typeof Phone; label: string; children: React.ReactNode }) {
  return (
    <Box as="li" display="flex" gap="4" alignItems="flex-start">
      <Box display="inline-flex" alignItems="center" justifyContent="center" w="11" h="11" flexShrink={0} borderRadius="full" bg="green.100" color="green.700">
        <Icon aria-hidden="true" size={22} />
      </Box>
      <Box>
        <Box as="h4" fontWeight="bold" color="fg">
          {label}
        </Box>
        {children}
      </Box>
    </Box>
  )
}

/** "Fale Connosco": phone, e-mail, WhatsApp and opening hours beside the contact form. */
export function ContactSection({ texts, facts }: ContactSectionProps) {
  return (
    <HomeSection id={SECTION_IDS.contact} heading={texts.contactHeading} intro={texts.contactIntro} tone="sand">
      <Box display="grid" gap={{ base: "10", lg: "12" }} gridTemplateColumns={{ base: "1fr", lg: "2fr 3fr" }} alignItems="start">
        <Box bg="bg.panel" borderRadius="xl" p={{ base: "6", md: "8" }} borderWidth="1px" borderColor="gray.200">
          <Box as="h3" fontSize="xl" fontWeight="bold" color="green.800" mb="5">
            {CONTACT_DETAILS_HEADING}
          </Box>
          <Box as="ul" listStyleType="none" display="grid" gap="5">
            <Detail icon={Phone} label={CONTACT_PHONE_LABEL}>
              <Box asChild {...linkStyles}>
                <a href={telHref(facts.phone)}>{facts.phone}</a>
              </Box>
            </Detail>
            <Detail icon={Mail} label={CONTACT_EMAIL_LABEL}>
              <Box asChild {...linkStyles}>
                <a href={mailtoHref(facts.email)}>{facts.email}</a>
              </Box>
            </Detail>
            <Detail icon={MessageCircle} label={CONTACT_WHATSAPP_LABEL}>
              <Box asChild {...linkStyles}>
                <a href={whatsappHref(facts.whatsapp, facts.whatsappMessage)} target="_blank" rel="noopener noreferrer">
                  {CONTACT_WHATSAPP_LINK} ({facts.whatsapp})
                </a>
              </Box>
            </Detail>
            <Detail icon={Clock} label={CONTACT_HOURS_LABEL}>
              <Box as="ul" listStyleType="none" data-testid="contact-hours">
                {facts.openingHours.map((hours) => (
                  <li key={hours.id}>
                    {hours.label} {hoursText(hours)}
                  </li>
                ))}
              </Box>
            </Detail>
          </Box>
        </Box>
        <Box data-testid="contact-form-slot" minW="0">
          <ContactForm />
        </Box>
      </Box>
    </HomeSection>
  )
}
