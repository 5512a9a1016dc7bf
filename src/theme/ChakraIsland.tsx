import type { ReactNode } from "react"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { islandSystem } from "./islandSystem"

/**
 * Chakra's provider around one island (src/hydration/Island.tsx): the contact
 * form, the lightbox, the toaster. The page itself has no Chakra
 * provider, so a page whose islands have not loaded runs none of Chakra's code.
 * The same tree renders on the server and in the browser, so React's ids (which Ark
 * UI uses to link labels and fields) match on hydration.
 */
export function ChakraIsland({ children }: { children: ReactNode }) {
  return <ChakraProvider value={islandSystem()}>{children}</ChakraProvider>
}
