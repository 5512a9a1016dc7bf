/**
 * The site's additions to Gatsby's webpack configuration (gatsby-node's onCreateWebpackConfig):
 * - one Chakra chunk: Chakra, Ark UI, Zag, Emotion and src/theme/ go into `chakra-<hash>.js`,
 *   which no page loads at first, only the parts that use Chakra (src/hydration/Island.tsx);
 * - Chakra's unused recipes dropped from it (scripts/pureDefineLoader.js);
 * - the interactive parts' chunk groups named after src/hydration/parts.ts (./partChunks.ts);
 * - the inline assets handed to the pages' server renderer (src/build/inlineAssets.ts).
 *
 * Depends on Gatsby's webpack configuration accepting the extra cache group and loader. Guarded
 * by __tests__/build/bundle.test.ts (no Chakra in any route's first load, the chunk exists, no
 * unused recipe in it).
 */
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { inlineAssets } from "./inlineAssets"
import { PartChunkNames } from "./partChunks"

/** Chakra UI, the libraries it is built on and the site's Chakra theme. */
const CHAKRA_MODULES =
  /[\\/](node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|stylis|proxy-compare)[\\/]|src[\\/]theme[\\/])/

/**
 * Puts Chakra in a chunk of its own that only the islands load, and lets webpack drop the Chakra
 * recipes the site does not use (scripts/pureDefineLoader.js); __tests__/build/bundle.test.ts
 * guards the result. The pages' server renderer gets the inline assets (src/build/inlineAssets.ts).
 */
export function configureWebpack(rootDir: string, { stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage === "build-html" || stage === "develop-html") {
    actions.setWebpackConfig({ plugins: [plugins.define({ INLINE_ASSETS: JSON.stringify(inlineAssets(rootDir)) })] })
    return
  }
  if (stage !== "build-javascript" && stage !== "develop") return
  actions.setWebpackConfig({
    // Chakra UI and Emotion in one chunk that only the islands load (src/hydration/Island.tsx).
    // Left to Gatsby's splitting they land in its "commons" chunk, which every page loads at once.
    ...(stage === "build-javascript" && {
      plugins: [new PartChunkNames(rootDir)],
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
}
