// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules, React's rules of
// hooks, and no formatting rules (Prettier formats; eslint-config-prettier turns clashing rules off).
// `npm run lint` runs it with --max-warnings 0, and `npm test` runs that first.
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import boundaries from "eslint-plugin-boundaries"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

/** The rooms of src/, each a folder (pages: src/pages and src/templates). */
const ROOMS = [
  "pages",
  "features",
  "components",
  "cms",
  "hydration",
  "hooks",
  "i18n",
  "content",
  "theme",
  "browser",
  "lib",
  "build",
  "types",
]

/** Who may import whom (besides itself). Down the list only: pages → features → components → hooks → the plain modules. */
const MAY_IMPORT = {
  pages: ["features", "components", "hydration", "hooks", "i18n", "content", "theme", "browser", "lib"],
  features: ["components", "hydration", "hooks", "i18n", "content", "theme", "browser", "lib"],
  components: ["hydration", "hooks", "i18n", "content", "theme", "browser", "lib"],
  cms: ["features", "components", "hooks", "i18n", "content", "theme", "lib"],
  hydration: ["browser", "lib"],
  hooks: ["i18n", "browser", "lib"],
  i18n: ["lib"],
  content: ["i18n", "lib"],
  theme: ["lib"],
  browser: ["i18n", "lib"],
  lib: [],
  // Node-only: it may read anything it serialises or checks, but nothing imports it back.
  build: ["cms", "content", "hydration", "browser", "i18n", "lib", "features", "theme"],
  types: [],
}
/** Type-only imports that would otherwise run up: a room's types may come from where the data is described. */
const MAY_IMPORT_TYPES = { i18n: ["content"], lib: ["content"] }

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
      // One file, one concern: a file that grows past this is split (docs/ARCHITECTURE.md, "Layers").
      "max-lines": ["error", { max: 300 }],
      // `{ drop, ...rest }` leaves props out on purpose; a leading _ marks an unused parameter.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The rooms of src/ (docs/ARCHITECTURE.md, "Layers") and who may import whom: imports run one
    // way, from the pages down to the plain modules, and nothing that ships to the browser imports
    // the build's Node-only code (src/build/).
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
      "boundaries/elements": ROOMS.map((type) => ({ type, pattern: type === "pages" ? "src/(pages|templates)" : `src/${type}` })),
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message: "{{from.element.type}} may not import {{to.element.type}} (docs/ARCHITECTURE.md, «Layers»)",
          policies: [
            ...Object.entries(MAY_IMPORT).map(([room, rooms]) => ({
              from: { element: { type: room } },
              allow: { to: { element: { type: [room, ...rooms] } } },
            })),
            // Types only, never code: the interface texts' type comes from the content schema.
            ...Object.entries(MAY_IMPORT_TYPES).map(([room, rooms]) => ({
              from: { element: { type: room } },
              allow: { to: { element: { type: rooms } }, dependency: { kind: "type" } },
            })),
          ],
        },
      ],
    },
  },
  {
    // Inline scripts serialised into the HTML with Function#toString: plain ES5, so no build
    // step adds helpers to them and they run before anything else in every browser.
    files: ["src/browser/splash.ts", "src/hydration/appScriptsLoader.ts"],
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
