import { Link } from "gatsby"
import { ArrowLeft } from "lucide-react"
import * as shared from "../ui/shared.module.css"
import { routePath } from "../../i18n/routes"
import { useFrame } from "../../i18n/frame"

/** "Voltar ao Início": the gallery's way back to the home page (styled like Chakra's small outline button). */
export function BackHomeButton() {
  const { lang, texts } = useFrame()
  return (
    <Link to={routePath("home", lang)} className={`${shared.buttonSmall} ${shared.buttonOutline}`}>
      <ArrowLeft aria-hidden="true" size={16} />
      {texts.gallery.backHome}
    </Link>
  )
}
