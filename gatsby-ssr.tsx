import * as React from "react"
import { renderToString } from "react-dom/server"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { createEmotionCache } from "./src/theme/emotion"

export { wrapPageElement } from "./src/root"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "pt" })
}

/**
 * Renders each page with its own Emotion cache and puts the critical CSS of
 * that page in <head>, so the static HTML is styled before any JavaScript
 * runs (no flash of unstyled content, nothing shifts on hydration).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createEmotionCache()
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent as React.ReactElement}</CacheProvider>)
  const { styles } = extractCriticalToChunks(html)
  setHeadComponents(
    styles
      .filter((style) => style.css.trim() !== "")
      .map((style) => (
        <style
          key={`${style.key}-${style.ids.join("-") || "global"}`}
          data-emotion={`${style.key} ${style.ids.join(" ")}`}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  )
  replaceBodyHTMLString(html)
}
