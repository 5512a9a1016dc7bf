import { Link } from "gatsby"
import { ArrowLeft } from "lucide-react"
import * as shared from "../ui/shared.module.css"
import { localizePath } from "../../lib/i18n"
import { useFrame } from "../frame/frameContext"

/** "Voltar ao Início": the gallery's way back to the home page (styled like Chakra's small outline button). */
export function BackHomeButton() {
  const { lang, texts } = useFrame()
  return (
    <Link to={localizePath("/", lang)} className={`${shared.buttonSmall} ${shared.buttonOutline}`}>
      <ArrowLeft aria-hidden="true" size={16} />
      {texts.gallery.backHome}
    </Link>
  )
}
