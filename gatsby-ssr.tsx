import * as React from "react"
import { renderToString } from "react-dom/server"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { createEmotionCache } from "./src/theme/emotion"
import { GlobalStyles } from "./src/theme/GlobalStyles"
import { SPLASH_ID, splashInertScript, splashScript } from "./src/browser/splash"
import { LANG_INFO } from "./src/i18n/languages"
import { langOfPath } from "./src/i18n/routes"

export { wrapPageElement } from "./src/root"

/**
 * The splash (src/components/frame/SplashScreen.tsx) needs two things outside React's tree:
 * - a style that hides it without JavaScript, in <head> (a <style> in <body> is not valid HTML);
 * - a script in <head> that makes the page beneath it inert as the page is parsed, before it is
 *   first styled (src/browser/splash.ts, `holdPageInert`);
 * - its clock (src/browser/splash.ts), as an inline script right after the page's markup, so
 *   the count starts at the first paint instead of waiting for the app's deferred scripts.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  // The page's language (its Head sets the same, and keeps it right on client-side navigation).
  setHtmlAttributes({ lang: LANG_INFO[langOfPath(pathname)].htmlLang })
  setHeadComponents([
    <noscript key="splash-noscript">
      <style dangerouslySetInnerHTML={{ __html: `#${SPLASH_ID}{display:none}` }} />
    </noscript>,
    <script key="splash-inert" dangerouslySetInnerHTML={{ __html: splashInertScript() }} />,
  ])
  setPostBodyComponents([<script key="splash-clock" dangerouslySetInnerHTML={{ __html: splashScript() }} />])
}

/**
 * Renders each page with its own Emotion cache and puts the critical CSS of
 * that page in <head>, so the static HTML is styled before any JavaScript
 * runs (no flash of unstyled content, nothing shifts on hydration).
 *
 * Chakra's global CSS is rendered into the same cache on its own, before the page:
 * wrapping the page in it would add a level to the server's tree that the browser's
 * does not have, and React's ids (Ark UI links labels to fields with them) would differ.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createEmotionCache()
  const { extractCriticalToChunks } = createEmotionServer(cache)
  renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles />
    </CacheProvider>,
  )
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent as React.ReactElement}</CacheProvider>)
  const { styles } = extractCriticalToChunks(html)
  setHeadComponents(
    styles
      .filter((style) => style.css.trim() !== "")
      .map((style) => (
        <style
          key={`${style.key}-${style.ids.join("-") || "global"}`}
          data-emotion={`${style.key} ${style.ids.join(" ")}`}
          // Chakra's global CSS declares its cascade layers. Emotion's browser cache, created with the
          // first Chakra part while the splash counts, moves every server-rendered Emotion <style>
          // it finds without data-s to the end of <head>; moving a sheet that declares layers made
          // the browser compute the style of every element again (≈ 75 ms at 4× CPU on the home
          // page). data-s tells it these need no moving; nothing in the browser renders them again.
          {...(style.key.endsWith("-global") ? { "data-s": "" } : {})}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  )
  replaceBodyHTMLString(html)
}
