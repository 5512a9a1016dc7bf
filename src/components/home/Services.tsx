import { Box } from "@chakra-ui/react/box"
import { SECTION_IDS } from "../../lib/sections"
import { SectionLink } from "../layout/SectionLink"
import { serviceIcon } from "./serviceIcons"
import { HomeSection } from "./HomeSection"
import type { HomeTexts, Service } from "./types"

export interface ServicesProps {
  texts: Pick<HomeTexts, "servicesHeading" | "servicesIntro" | "servicesCta">
  services: readonly Service[]
}

/** "Os Nossos Serviços": one card per service (icon, title, description) and a call to action to the contact section. */
export function Services({ texts, services }: ServicesProps) {
  return (
    <HomeSection id={SECTION_IDS.services} heading={texts.servicesHeading} intro={texts.servicesIntro} tone="sand">
      <Box as="ul" listStyleType="none" display="grid" gap="5" gridTemplateColumns={{ base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }}>
        {services.map((service) => {
          const Icon = serviceIcon(service.icon)
          return (
            <Box
              as="li"
              key={service.id}
              data-testid="service-card"
              bg="bg.panel"
              borderRadius="xl"
              p="6"
              borderWidth="1px"
              borderColor="gray.200"
              boxShadow="sm"
            >
              <Box display="inline-flex" alignItems="center" justifyContent="center" w="12" h="12" borderRadius="lg" bg="green.100" color="green.700" mb="4">
                <Icon aria-hidden="true" size={26} data-icon={service.icon} />
              </Box>
              <Box as="h3" fontSize="xl" fontWeight="bold" color="green.800" mb="2">
                {service.title}
              </Box>
              <Box as="p" color="fg.muted">
                {service.description}
              </Box>
            </Box>
          )
        })}
      </Box>
      <Box mt="10" textAlign="center">
        <Box
          asChild
          display="inline-flex"
          alignItems="center"
          minH="12"
          px="7"
          borderRadius="full"
          bg="orange.600"
          color="white"
          fontWeight="semibold"
          textDecoration="none"
          _hover={{ bg: "orange.700" }}
        >
          <SectionLink section={SECTION_IDS.contact}>{texts.servicesCta}</SectionLink>
        </Box>
      </Box>
    </HomeSection>
  )
}
