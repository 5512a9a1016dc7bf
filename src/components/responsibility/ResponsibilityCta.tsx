import { Link } from "gatsby"
import { Box } from "@chakra-ui/react/box"
import { Button } from "@chakra-ui/react/button"
import { MessageCircle } from "lucide-react"

/** The contact section on the home page (its anchor id). */
export const CONTACT_HREF = "/#contato"

export interface ResponsibilityCtaProps {
  heading: string
  text: string
  label: string
}

/**
 * Invitation to partner with the company, leading to the contact section on "/".
 * A plain Gatsby link for now; it can move to useSectionNavigation() once the
 * home page's hook is merged.
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
        <Link to={CONTACT_HREF}>
          <MessageCircle aria-hidden="true" />
          {label}
        </Link>
      </Button>
    </Box>
  )
}
