import * as React from "react"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import { ErrorBoundary } from "react-error-boundary"
import { FrameProvider } from "../../i18n/frame"
import { LANG_INFO, LANGS, type Lang } from "../../i18n/languages"
import { HEADER_HEIGHT } from "../../components/frame/PageFrame"
import { GlobalStyles } from "../../theme/GlobalStyles"
import { previewData, type AssetUrl, type ContentFiles } from "./content"
import { VIEWS } from "./views"
import * as styles from "./preview.module.css"

/** What the maintainer reads around the preview (Portuguese: the editor's language). */
export const PREVIEW_TEXTS = {
  bar: "Língua da pré-visualização",
  title: "Pré-visualização",
  note: "Assim fica no site. Aqui as ligações e os botões que abrem janelas não fazem nada.",
  failure: "A pré-visualização não consegue mostrar este conteúdo enquanto falta um campo obrigatório. Preencha-o e ela volta.",
} as const

/** The language the maintainer last chose: it stays when they open another file. */
let chosenLang: Lang = "pt"

export interface PreviewPaneProps {
  /** The entry's name in the editor: the content file without ".json". */
  name: string
  /** Every content file, the one being edited as it is in the editor now. */
  files: ContentFiles
  assetUrl: AssetUrl
  /** The preview iframe's document (Decap renders the preview in an iframe). */
  document: Document
  /** The position of the gallery's photo changed last: the gallery shows the site's page that holds it. */
  photo?: number
}

/** Stops an event before it leaves the preview: a form's submission, or the clicks below. */
const hold = (event: React.SyntheticEvent) => {
  event.preventDefault()
  event.stopPropagation()
}

/** Links would leave the editor, and the menu and lightbox would open in the editor's page (portals): clicks on them do nothing. */
function holdClick(event: React.MouseEvent) {
  if ((event.target as Element).closest("a[href], [aria-haspopup]")) hold(event)
}

const frameStyle = { "--zc-header-height": HEADER_HEIGHT } as React.CSSProperties

/**
 * One content file's preview, in the language chosen. Chakra's global CSS goes into the iframe's <head> through an
 * Emotion cache of its own: the default one would put it in the editor's page (decap-cms#793).
 */
export function PreviewPane({ name, files, assetUrl, document: frameDocument, photo }: PreviewPaneProps) {
  const [lang, setLang] = React.useState(chosenLang)
  const cache = React.useMemo(() => createCache({ key: "zc", container: frameDocument.head }), [frameDocument])
  const data = React.useMemo(() => previewData(files, lang, assetUrl, photo), [files, lang, assetUrl, photo])
  React.useEffect(() => {
    frameDocument.documentElement.lang = LANG_INFO[lang].htmlLang
  }, [frameDocument, lang])
  const View = VIEWS[name]
  const choose = (next: Lang) => {
    chosenLang = next
    setLang(next)
  }
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      <div style={frameStyle} onClickCapture={holdClick} onSubmitCapture={hold} data-preview-file={name}>
        <div className={styles.bar} role="group" aria-label={PREVIEW_TEXTS.bar} data-testid="preview-languages">
          <span className={styles.barLabel}>{PREVIEW_TEXTS.title}</span>
          {LANGS.map((option) => (
            <button key={option} type="button" className={styles.langButton} aria-pressed={option === lang} onClick={() => choose(option)}>
              {LANG_INFO[option].name}
            </button>
          ))}
          <span className={styles.note}>{PREVIEW_TEXTS.note}</span>
        </div>
        <FrameProvider value={data.frame}>
          <ErrorBoundary
            resetKeys={[data]}
            fallbackRender={() => (
              <p role="alert" className={styles.failure}>
                {PREVIEW_TEXTS.failure}
              </p>
            )}
          >
            {View && <View data={data} />}
          </ErrorBoundary>
        </FrameProvider>
      </div>
    </CacheProvider>
  )
}
