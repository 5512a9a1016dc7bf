import { House, RotateCw } from "lucide-react"
import * as shared from "../ui/shared.module.css"
import * as styles from "./ErrorScreen.module.css"

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
    <div role="alert" className={styles.screen}>
      <h1 className={styles.title}>{ERROR_TITLE}</h1>
      <p className={styles.text}>{ERROR_TEXT}</p>
      <div className={styles.actions}>
        <a href={reloadHref} className={`${shared.buttonLarge} ${shared.buttonSolid}`}>
          <RotateCw aria-hidden="true" size={20} />
          {ERROR_RELOAD_LABEL}
        </a>
        <a href="/" className={`${shared.buttonLarge} ${shared.buttonOutline}`}>
          <House aria-hidden="true" size={20} />
          {ERROR_HOME_LABEL}
        </a>
      </div>
    </div>
  )
}
