import * as React from "react"
import { Box } from "@chakra-ui/react/box"
import { chakra } from "@chakra-ui/react/styled-system"
import { Mail, MessageCircle } from "../../components/ui/icons"
import type { InterfaceTexts } from "../../i18n/frame"

const TextLink = chakra("a", {
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "2",
    minH: "11",
    px: "4",
    borderRadius: "l2",
    borderWidth: "1px",
    borderColor: "green.700",
    color: "green.800",
    bg: "white",
    fontWeight: "semibold",
    textDecoration: "underline",
    textUnderlineOffset: "3px",
    _hover: { bg: "green.50" },
  },
})

export interface FailureLinksProps {
  texts: InterfaceTexts["form"]
  /** mailto: with the visitor's message prefilled. */
  emailHref: string
  /** WhatsApp click-to-chat with the message prefilled. */
  chatHref: string
}

/** After a failed send: the way out right there, by e-mail or WhatsApp, with the message prefilled. Focusable, so focus can land on it. */
export const FailureLinks = React.forwardRef<HTMLDivElement, FailureLinksProps>(function FailureLinks({ texts, emailHref, chatHref }, ref) {
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      data-testid="contact-fallback"
      role="group"
      aria-labelledby="contacto-falha-titulo"
      mt="6"
      maxW="3xl"
      p="5"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
    >
      <chakra.p id="contacto-falha-titulo" fontWeight="bold" color="orange.900">
        {texts.fallbackHeading}
      </chakra.p>
      <chakra.p mt="1" color="fg">
        {texts.fallbackText}
      </chakra.p>
      <Box display="flex" flexWrap="wrap" gap="3" mt="4">
        <TextLink href={emailHref}>
          <Mail aria-hidden="true" size={18} />
          {texts.fallbackEmail}
        </TextLink>
        <TextLink href={chatHref} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" size={18} />
          {texts.fallbackWhatsapp}
        </TextLink>
      </Box>
    </Box>
  )
})
