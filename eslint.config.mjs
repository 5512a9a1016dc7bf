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
  "app",
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
  // What Gatsby wraps every page in (gatsby-browser.tsx, gatsby-ssr.tsx): the frame, the error boundary, the warm-up's start.
  app: ["components", "hydration", "i18n", "lib"],
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

/** Node's built-in modules and the native image library: never in code that ships to the browser. */
const NODE_ONLY = ["fs", "path", "os", "crypto", "child_process", "zlib", "url", "util", "stream", "node:*", "sharp"].map((name) => ({
  group: [name, `${name}/*`],
  message: "Node-only: this room ships to the browser (docs/ARCHITECTURE.md, «Layers»). Build code goes in src/build/.",
}))
/** The UI's packages: not in the plain modules, which the build and the editor read too. */
const UI_PACKAGES = ["@chakra-ui/*", "@emotion/*", "@ark-ui/*", "lucide-react"].map((group) => ({
  group: [group],
  message: "UI packages belong in components/, features/, theme/ (docs/ARCHITECTURE.md, «Layers»).",
}))
const REACT = ["react", "react-dom", "react-dom/*", "gatsby"].map((group) => ({
  group: [group],
  message: "Plain modules run anywhere: no React or Gatsby at run time (types are fine) (docs/ARCHITECTURE.md, «Layers»).",
}))
/** The code that renders the site: the build's scripts, the bench and the deploy helpers never import it. */
const SITE_UI = ["pages", "templates", "features", "components", "hydration", "hooks", "theme"].map((room) => ({
  group: [`**/src/${room}/*`, `**/src/${room}`],
  message: "scripts/ and deploy/ may not import the site's browser code: share plain modules (src/lib, src/i18n, src/content) instead.",
}))

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
      "boundaries/elements": [...ROOMS.map((type) => ({ type, pattern: type === "pages" ? "src/(pages|templates)" : `src/${type}` }))],
    },
    rules: {
      // Every file of src/ is in a room, so no file escapes the rule below.
      "boundaries/no-unknown-files": "error",
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
    // External packages by room: no Node built-ins in anything that ships to the browser (the
    // content checks that read files at build time are the content room's Node-only modules),
    // no UI packages in the plain modules, no React or Gatsby at run time in lib/ and content/.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/build/**", "src/content/{validate,photoCheck,photoLimits}.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: NODE_ONLY }] },
  },
  {
    files: ["src/{lib,content,i18n}/**/*.{ts,tsx}"],
    ignores: ["src/content/{validate,photoCheck,photoLimits}.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [...NODE_ONLY, ...UI_PACKAGES] }] },
  },
  {
    files: ["src/{lib,content}/**/*.{ts,tsx}"],
    ignores: ["src/content/{validate,photoCheck,photoLimits}.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [...NODE_ONLY, ...UI_PACKAGES, ...REACT.map((pattern) => ({ ...pattern, allowTypeImports: true }))] },
      ],
    },
  },
  {
    files: ["scripts/**", "deploy/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: SITE_UI }] },
  },
  {
    // lucide-react's index names every icon it has, and webpack builds each module named before it drops the unused.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/components/ui/icons.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "lucide-react", message: "Import icons from src/components/ui/icons.ts, one module per icon." }] },
      ],
    },
  },
  {
    // The site's specs take `test` from __tests__/e2e/siteTest.ts, which fails a test on any breach of the site's policies.
    files: ["__tests__/e2e/*.spec.ts"],
    ignores: ["__tests__/e2e/{cmsPreview,cmsPhotos,cmsLocal,cmsTogether,adminFrame,photoGuard,splashTiming,firstTap,develop}.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import test from __tests__/e2e/siteTest.ts: it watches the site's policies.",
            },
          ],
        },
      ],
    },
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
