import { Box } from "@chakra-ui/react/box"
import { Button } from "@chakra-ui/react/button"
import { House, RotateCw } from "lucide-react"

/*
 * The error screen's words live here rather than in data/: it must render
 * even when the page (or its data) is what failed.
 */
export const ERROR_TITLE = "Unexpected Application Error!"
export const ERROR_TEXT =
  "Ocorreu um erro inesperado ao mostrar esta página. Pedimos desculpa pelo incómodo. Tente recarregar a página ou volte ao início."
export const ERROR_RELOAD_LABEL = "Recarregar a página"
export const ERROR_HOME_LABEL = "Voltar ao início"

export interface ErrorScreenProps {
  /** Address to reload (the page that failed). */
  reloadHref: string
}

/**
 * What a visitor sees when rendering a page throws. The links are plain
 * anchors, not Gatsby links: a full page load is the surest way back to a
 * working state.
 */
export function ErrorScreen({ reloadHref }: ErrorScreenProps) {
  return (
    <Box role="alert" maxW="3xl" mx="auto" px="4" py={{ base: "12", md: "20" }} textAlign="center">
      <Box as="h1" fontSize={{ base: "2xl", md: "4xl" }} fontWeight="bold" color="orange.700" mb="4">
        {ERROR_TITLE}
      </Box>
      <Box as="p" fontSize="lg" mb="8">
        {ERROR_TEXT}
      </Box>
      <Box display="flex" gap="4" justifyContent="center" flexWrap="wrap">
        <Button asChild size="lg">
          <a href={reloadHref}>
            <RotateCw aria-hidden="true" />
            {ERROR_RELOAD_LABEL}
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="/">
            <House aria-hidden="true" />
            {ERROR_HOME_LABEL}
          </a>
        </Button>
      </Box>
    </Box>
  )
}
