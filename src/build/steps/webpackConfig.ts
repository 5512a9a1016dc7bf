/**
 * The site's additions to Gatsby's webpack configuration: one Chakra chunk that no page loads at first, without
 * Chakra's unused recipes (scripts/pureDefineLoader.js); the inline
 * assets for the server renderer (../html/inlineAssets.ts); swc as the minifier. docs/ARCHITECTURE.md, mechanisms 6 and 7.
 */
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"
import TerserPlugin from "terser-webpack-plugin"
import { inlineAssets } from "../html/inlineAssets"

/** Chakra UI, the libraries it is built on and the site's Chakra theme. */
const CHAKRA_MODULES =
  /[\\/](node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|stylis|proxy-compare)[\\/]|src[\\/]theme[\\/])/

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of the file is compiled
 * eagerly, off the main thread while it streams in, rather than on the main thread the first time it runs, which
 * for Chakra's and the islands' code is in the visitor's first tap. It must come before the file's first token.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"
/** The files that carry it: Chakra's chunk and each island's (named `island-…`: src/hydration/Island.tsx). */
export const HINTED_CHUNKS = /^(chakra|island-[\w-]+)-[0-9a-f]+\.js$/
/** After the minifier (webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 400), which drops comments, and before the source maps (DEV_TOOLING, 500). */
const AFTER_MINIFYING = 450

/**
 * No package here is a symlink: resolving without following links spares both compilations a readlink per path.
 * Chakra's imports from Ark UI's root go to what they use (src/theme/arkRoot.ts).
 */
const resolveFor = (rootDir: string) => ({ symlinks: false, alias: { "@ark-ui/react$": path.join(rootDir, "src/theme/arkRoot.ts") } })

export function configureWebpack(
  rootDir: string,
  { stage, actions, plugins, getConfig }: CreateWebpackConfigArgs,
  env: NodeJS.ProcessEnv = process.env,
): void {
  // A build that nothing rebuilds (the test runner's: a fresh clone's, a scratch copy's) skips writing webpack's cache.
  if (env.WEBPACK_CACHE === "off") actions.setWebpackConfig({ cache: false })
  if (stage === "build-html" || stage === "develop-html") {
    actions.setWebpackConfig({
      plugins: [plugins.define({ INLINE_ASSETS: JSON.stringify(inlineAssets(rootDir)) })],
      resolve: resolveFor(rootDir),
    })
    return
  }
  if (stage !== "build-javascript" && stage !== "develop") return
  actions.setWebpackConfig({
    resolve: resolveFor(rootDir),
    // Chakra UI and Emotion in one chunk that only the islands load (src/hydration/Island.tsx).
    // Left to Gatsby's splitting they land in its "commons" chunk, which every page loads at once.
    ...(stage === "build-javascript" && {
      plugins: [plugins.banner({ banner: COMPILE_HINT, raw: true, include: HINTED_CHUNKS, stage: AFTER_MINIFYING })],
      optimization: {
        splitChunks: {
          cacheGroups: {
            chakra: {
              test: CHAKRA_MODULES,
              name: "chakra",
              chunks: "async",
              priority: 50,
              enforce: true,
            },
          },
        },
      },
    }),
    module: {
      rules: [
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/].*\.js$/,
          use: [{ loader: path.resolve(rootDir, "scripts/pureDefineLoader.js") }],
        },
      ],
    },
  })
  if (stage === "build-javascript") swcMinifier(actions, getConfig)
}

/**
 * Gatsby's Terser options, minified by swc: smaller output at the same syntax level, for a fraction of Terser's CPU,
 * which the photos encoded beside webpack take instead (docs/PERFORMANCE.md).
 */
function swcMinifier(actions: CreateWebpackConfigArgs["actions"], getConfig: CreateWebpackConfigArgs["getConfig"]): void {
  const config = getConfig()
  const minimizer: unknown[] = config.optimization?.minimizer ?? []
  const terser = minimizer.findIndex((plugin) => plugin?.constructor?.name === "TerserPlugin")
  if (terser < 0) return
  minimizer[terser] = new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    exclude: /\.min\.js/,
    terserOptions: { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true } },
  })
  actions.replaceWebpackConfig(config)
}
