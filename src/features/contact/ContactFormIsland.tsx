import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { islandSystem } from "../../theme/islandSystem"
import { ContactForm } from "./ContactForm"

/**
 * The contact form with its own Chakra provider: the chunk the contact section's island loads. The page has no
 * provider, so a page whose island has not loaded runs none of Chakra's code; the same tree renders on the server,
 * so React's ids (which Ark UI uses to link labels and fields) match on hydration.
 */
export default function ContactFormIsland() {
  return (
    <ChakraProvider value={islandSystem()}>
      <ContactForm />
    </ChakraProvider>
  )
}
