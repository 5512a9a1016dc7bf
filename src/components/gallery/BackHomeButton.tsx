import { Link } from "gatsby"
import { ArrowLeft } from "lucide-react"
import * as shared from "../ui/shared.module.css"

export const BACK_LABEL = "Voltar ao Início"

/** "Voltar ao Início": the gallery's way back to the home page (styled like Chakra's small outline button). */
export function BackHomeButton() {
  return (
    <Link to="/" className={`${shared.buttonSmall} ${shared.buttonOutline}`}>
      <ArrowLeft aria-hidden="true" size={16} />
      {BACK_LABEL}
    </Link>
  )
}
