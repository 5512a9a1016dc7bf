import { Link } from "gatsby"
import { Button } from "@chakra-ui/react/button"
import { ArrowLeft } from "lucide-react"

export const BACK_LABEL = "Voltar ao Início"

/** "Voltar ao Início": the gallery's way back to the home page. */
export function BackHomeButton() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to="/">
        <ArrowLeft aria-hidden="true" />
        {BACK_LABEL}
      </Link>
    </Button>
  )
}
