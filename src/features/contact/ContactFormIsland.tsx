import { ChakraIsland } from "../../theme/ChakraIsland"
import { ContactForm } from "./ContactForm"

/** The contact form with its Chakra provider: the chunk the contact section's island loads. */
export default function ContactFormIsland() {
  return (
    <ChakraIsland>
      <ContactForm />
    </ChakraIsland>
  )
}
