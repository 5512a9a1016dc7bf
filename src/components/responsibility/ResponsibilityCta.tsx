import { Box } from "@chakra-ui/react/box"
import { Button } from "@chakra-ui/react/button"
import { MessageCircle } from "lucide-react"
import { SectionLink } from "../layout/SectionLink"
import { SECTION_IDS } from "../../lib/sections"

export interface ResponsibilityCtaProps {
  heading: string
  text: string
  label: string
}

/**
 * Invitation to partner with the company, leading to the contact section on "/"
 * the way the header's links do (navigate home, then scroll; a plain "/#contato"
 * link without JavaScript).
 */
export function ResponsibilityCta({ heading, text, label }: ResponsibilityCtaProps) {
  return (
    <Box
      as="section"
      aria-labelledby="parceria-titulo"
      bg="green.800"
      color="white"
      borderRadius="xl"
      px={{ base: "6", md: "12" }}
      py={{ base: "8", md: "12" }}
      my={{ base: "8", md: "12" }}
      textAlign="center"
    >
      <Box as="h2" id="parceria-titulo" fontSize={{ base: "2xl", md: "3xl" }} fontWeight="bold">
        {heading}
      </Box>
      <Box as="p" mt="3" mb="6" maxW="2xl" mx="auto" fontSize={{ base: "md", md: "lg" }} color="green.50">
        {text}
      </Box>
      <Button asChild size="lg" bg="orange.600" color="white" _hover={{ bg: "orange.700" }} _focusVisible={{ outline: "3px solid", outlineColor: "orange.200", outlineOffset: "2px" }}>
        <SectionLink section={SECTION_IDS.contact}>
          <MessageCircle aria-hidden="true" />
          {label}
        </SectionLink>
      </Button>
    </Box>
  )
}
