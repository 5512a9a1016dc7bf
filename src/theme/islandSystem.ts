import { defaultBaseConfig } from "@chakra-ui/react/preset-base"
import { createSystem, defineConfig, type SystemContext } from "@chakra-ui/react/styled-system"
import { siteConfig } from "./siteConfig"

type Utilities = NonNullable<Parameters<typeof defineConfig>[0]["utilities"]>

/**
 * The system each island's ChakraProvider gets (src/theme/ChakraIsland.tsx): the site's
 * configuration (./siteConfig.ts), without its global CSS and without cascade layers. The page's
 * global CSS is ./system.ts's, layered as Chakra makes it, which the server writes once per page.
 *
 * - No global CSS. A provider renders the system's global CSS (reset, a CSS variable for every
 *   token, globalCss) through Emotion's <Global>. That CSS has one home per page, GlobalStyles
 *   (./system.ts): the server writes it into each page's stylesheets (gatsby-ssr.tsx). Islands
 *   leave it out, so it is neither serialised again when an island hydrates nor once more per
 *   island on the server. The browser does not even build it: patches/@chakra-ui+react+3.37.0.patch
 *   makes createSystem's `_global` a getter that builds it when first read, and `islandSystem`
 *   replaces it with an empty list before anything reads it (building it was a large share of
 *   createSystem's time on a phone).
 * - No cascade layers. Chakra would wrap every rule in `@layer recipes {…}`, and a stylesheet
 *   change that touches a cascade layer makes Chromium restyle and lay out the whole page, where
 *   a plain class rule costs it next to nothing (figures in docs/PERFORMANCE.md); the islands
 *   insert their rules as they render, in the browser. Unlayered, their rules still come after
 *   the layered reset and tokens, and no element carries both an island's classes and the site's
 *   own CSS modules.
 *
 * Depends on the shape of createSystem in @chakra-ui/react's dist/esm and dist/cjs
 * styled-system/system files: `patch-package --error-on-fail` (npm's postinstall) fails `npm ci`,
 * on CI and on any computer, once the patch no longer applies. After editing a patch of a package
 * webpack bundles, run `npx gatsby clean`: webpack's cache takes node_modules as unchanged while
 * the package's version is. Guarded by __tests__/unit/theme/islandSystem.test.tsx.
 */
const configs = [defaultBaseConfig, siteConfig, defineConfig({ disableLayers: true, utilities: sharedColorValues() })] as const

/**
 * Chakra's 27 colour utilities (background, color, borderColor, accentColor…) share one `values`
 * function that spreads every colour token into a new object, and createSystem calls it once per
 * utility. Given the same token getter it returns the same thing, so here one call serves them
 * all: createSystem takes much less time (figures in docs/PERFORMANCE.md), with the same output
 * (__tests__/unit/theme/islandSystem.test.tsx). The config merge keeps each utility's transform.
 */
function sharedColorValues(): Utilities {
  const utilities: Utilities = defaultBaseConfig.utilities ?? {}
  const colorValues = utilities.background?.values
  if (typeof colorValues !== "function") return {}
  const results = new WeakMap<object, Record<string, string>>()
  const values: typeof colorValues = (theme) => {
    let result = results.get(theme)
    if (!result) results.set(theme, (result = colorValues(theme)))
    return result
  }
  return Object.fromEntries(
    Object.entries(utilities)
      .filter(([, utility]) => utility?.values === colorValues)
      .map(([name, utility]) => [name, { ...utility, values }]),
  )
}

let built: SystemContext | undefined

/**
 * The islands' system, built once, when the first island needs it: ahead of the first tap
 * (src/components/ui/chakraWarmUp.ts), or as it renders (on the server, in tests, for a visitor
 * saving data).
 */
export function islandSystem(): SystemContext {
  return (built ??= Object.defineProperty(createSystem(...configs), "_global", { value: [] }))
}
