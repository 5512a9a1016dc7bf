import * as React from "react"
import { renderToString } from "react-dom/server"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { createEmotionCache } from "./src/theme/emotion"
import { GlobalStyles } from "./src/theme/GlobalStyles"
import { SplashScreen } from "./src/components/frame/SplashScreen"
import { frameDataOf } from "./src/i18n/frame"
import { LANG_INFO } from "./src/i18n/languages"
import { langOfPath } from "./src/i18n/routes"
import {
  SPLASH_CLOCK_KEY,
  SPLASH_KEY,
  SPLASH_STYLE_KEY,
  orderDocument,
  pageStylesheet,
  splashStylesheet,
} from "./src/build/html/pageStyles"

export { wrapPageElement } from "./src/app/root"

/**
 * Three things outside React's tree:
 * - `<html lang>`, the page's language (its Head sets the same, and keeps it right on client-side navigation);
 * - the splash (src/components/frame/SplashScreen.tsx), in the page's language, from its own data;
 * - the splash's stylesheet and its clock's script (src/browser/splashClock.inline.ts), which
 *   onPreRenderHTML puts first in <head> (src/build/html/pageStyles.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  loadPageDataSync,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: LANG_INFO[langOfPath(pathname)].htmlLang })
  // `gatsby develop` renders a shell with no page data (no loadPageDataSync), and Gatsby's development
  // 404 page has no page query: no frame, so no splash there.
  const page = loadPageDataSync?.(pathname)?.result as { data?: unknown; pageContext?: unknown } | undefined
  const frame = frameDataOf(page?.data, page?.pageContext, pathname)
  if (!frame) return
  setHeadComponents([
    <style key={SPLASH_STYLE_KEY} dangerouslySetInnerHTML={{ __html: splashStylesheet() }} />,
    <script key={SPLASH_CLOCK_KEY} dangerouslySetInnerHTML={{ __html: INLINE_ASSETS.splashClockJs }} />,
  ])
  setPreBodyComponents([
    <SplashScreen key={SPLASH_KEY} brand={frame.site.name} text={frame.splashText} progressLabel={frame.texts.frame.splashProgressLabel} />,
  ])
}

/**
 * Renders each page with its own Emotion cache, so the islands' server HTML (the contact form) is
 * styled before any JavaScript: nothing shifts on hydration.
 *
 * Chakra's global CSS is rendered into the same cache on its own, before the page: wrapping the
 * page in it would add a level to the server's tree that the browser's does not have, and React's
 * ids (Ark UI links labels to fields with them) would differ.
 *
 * The CSS goes into stylesheets of the built site, after the splash (src/build/html/pageStyles.ts):
 * Chakra's global CSS (the same on every page) and the page's island rules. An empty
 * `<style data-emotion="css …">` in <head> names the island rules' ids, as Emotion's server
 * rendering does, so that the browser's Emotion cache knows they are in the page and does not
 * insert them again when the island hydrates.
 *
 * Guarded by __tests__/unit/theme/islandSystem.test.tsx, __tests__/e2e/contact.spec.ts (it finds
 * every field by its label after hydration: the ids match) and __tests__/build/splash.test.ts (the
 * named ids are in the islands' stylesheet).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  const cache = createEmotionCache()
  const { extractCriticalToChunks } = createEmotionServer(cache)
  renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles />
    </CacheProvider>,
  )
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent as React.ReactElement}</CacheProvider>)
  const styles = extractCriticalToChunks(html).styles.filter((style) => style.css.trim() !== "")
  const global = styles.filter((style) => style.key.endsWith("-global"))
  const islands = styles.filter((style) => !style.key.endsWith("-global"))
  const css = (chunks: typeof styles) => chunks.map((style) => style.css).join("")
  setPreBodyComponents([
    ...(global.length > 0 ? [pageStylesheet("chakra", css(global))] : []),
    ...(islands.length > 0 ? [pageStylesheet("islands", css(islands))] : []),
  ])
  setHeadComponents(
    islands.map((style) => (
      <style
        key={`emotion-${style.key}`}
        data-emotion={`${style.key} ${style.ids.join(" ")}`}
        data-s=""
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    )),
  )
  replaceBodyHTMLString(html)
}

/** The splash's bytes first (src/build/html/pageStyles.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPreBodyComponents,
  replacePreBodyComponents,
}) => {
  const { head, preBody } = orderDocument(getHeadComponents(), getPreBodyComponents())
  replaceHeadComponents(head)
  replacePreBodyComponents(preBody)
}
