import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { islandSystem } from "../../theme/islandSystem"
import { ContactForm } from "./ContactForm"

/** The island's chunk: the form with its own Chakra provider, the same tree on the server, so React's ids (Ark UI's labels) match. */
export default function ContactFormIsland() {
  return (
    <ChakraProvider value={islandSystem()}>
      <ContactForm />
    </ChakraProvider>
  )
}
