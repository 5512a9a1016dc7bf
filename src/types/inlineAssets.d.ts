/**
 * What the pages carry inline, compiled by gatsby-node when the build starts (src/build/html/inlineAssets.ts)
 * and written into the server renderer of the pages by webpack (gatsby-node.ts, onCreateWebpackConfig).
 */
declare const INLINE_ASSETS: {
  /** The splash's stylesheet (src/components/frame/SplashScreen.inline.css), minified. */
  readonly splashCss: string
  /** The script that starts the splash's clock with its first frame (src/browser/splashClock.inline.ts), minified. */
  readonly splashClockJs: string
  /** The loader of the app's scripts at the end of every page (src/hydration/appScriptsLoader.inline.ts), minified. */
  readonly appScriptsJs: string
}
