/**
 * Webpack loader for Chakra's theme modules (@chakra-ui/react/dist/esm/theme/**):
 * wraps each top-level `const x = defineSomething({ … });` in a /*#__PURE__*\/ IIFE,
 *
 *   const x = /*#__PURE__*\/ (() => defineSomething({ … }))();
 *
 * so webpack's tree shaking can tell that an unused declaration has no side effects.
 *
 * Why: the site imports its tokens from `@chakra-ui/react/theme`, whose index also
 * builds `defaultThemeConfig = defineConfig({ … recipes, slotRecipes … })`. Webpack
 * treats that call (and every `defineSlotRecipe({…})` in the recipe modules) as a
 * possible side effect, so all ~90 Chakra recipes reached the first-load bundle
 * although the site renders a handful (their size: docs/PERFORMANCE.md). The `define*`
 * helpers are identity functions (styled-system/config.js), so
 * the rewrite changes nothing at run time. Webpack only accepts a call as pure when its
 * arguments are (an object literal is not), hence the argument-less IIFE.
 * Depends on the layout of @chakra-ui/react/dist/esm/theme (top-level `const x = define…({…});`
 * declarations, each closing on a line of its own); src/build/steps/webpackConfig.ts applies it.
 * __tests__/unit/scripts/pureDefineLoader.test.ts and __tests__/build/bundle.test.ts ("carries
 * no unused Chakra recipe") guard it.
 */
const DECLARATION = /^const (\w+) = (define[A-Z]\w*\(\{[\s\S]*?\n\}\));$/gm

module.exports = function pureDefineLoader(source) {
  return source.replace(DECLARATION, "const $1 = /*#__PURE__*/ (() => $2)();")
}
