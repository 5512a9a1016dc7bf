// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules, React's rules of
// hooks, and no formatting rules (Prettier formats; eslint-config-prettier turns clashing rules off).
// `npm run lint` runs it with --max-warnings 0, and `npm test` runs that first.
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "bench/gatsby-starter-default/",
      "bench-results/",
      "test-results/",
      "playwright-report/",
      "static/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React's rules of hooks. Not the React Compiler rules of the plugin's "recommended" set
    // (refs read in render, setState in effects): the site runs React 18 without the compiler.
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `{ drop, ...rest }` leaves props out on purpose; a leading _ marks an unused parameter.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Inline scripts serialised into the HTML with Function#toString: plain ES5, so no build
    // step adds helpers to them and they run before anything else in every browser.
    files: ["src/lib/splash.ts", "src/hydration/appScripts.ts"],
    rules: { "no-var": "off" },
  },
  {
    // CommonJS files (scripts, mocks, Jest's transform) load their dependencies with require().
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Tests load modules afresh inside jest.isolateModules() and reach into pages' globals.
    files: ["__tests__/**", "__mocks__/**", "playwright.config.ts"],
    languageOptions: { globals: globals.jest },
    rules: { "@typescript-eslint/no-require-imports": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
  prettier,
)
