import { House, RotateCw } from "../ui/icons"
import * as shared from "../ui/shared.module.css"
import * as styles from "./ErrorScreen.module.css"
import { routePath } from "../../i18n/routes"
import { useFrame } from "../../i18n/frame"

export interface ErrorScreenProps {
  /** Address to reload (the page that failed). */
  reloadHref: string
}

/**
 * What a visitor sees when rendering a page throws. The links are plain
 * anchors, not Gatsby links: a full page load is the surest way back to a
 * working state. Its words (data/interface.json, errorScreen) come with the page's data,
 * which the frame around the failed page already holds.
 */
export function ErrorScreen({ reloadHref }: ErrorScreenProps) {
  const { lang, texts } = useFrame()
  const t = texts.errorScreen
  return (
    <div role="alert" className={styles.screen}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.text}>{t.text}</p>
      <div className={styles.actions}>
        <a href={reloadHref} className={`${shared.buttonLarge} ${shared.buttonSolid}`}>
          <RotateCw aria-hidden="true" size={20} />
          {t.reload}
        </a>
        <a href={routePath("home", lang)} className={`${shared.buttonLarge} ${shared.buttonOutline}`}>
          <House aria-hidden="true" size={20} />
          {t.home}
        </a>
      </div>
    </div>
  )
}
