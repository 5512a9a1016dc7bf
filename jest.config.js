/**
 * Three Jest projects:
 *  - unit:  components, hooks and modules in jsdom (mocked `gatsby`, as Gatsby's documented setup has it)
 *  - build: reads public/ after `npm run build` (node environment)
 *  - spec:  `npm run check:spec` only, never `npm test`: which texts the specification fixes data/ no longer says (__tests__/spec.test.ts)
 */
/** swc, not Babel: a fresh clone's tests spend far less time transforming (docs/PERFORMANCE.md). */
const swc = (parser) => ["@swc/jest", { jsc: { parser, transform: { react: { runtime: "automatic" } } } }]

const shared = {
  transform: {
    "^.+\\.tsx$": swc({ syntax: "typescript", tsx: true }),
    "^.+\\.m?ts$": swc({ syntax: "typescript" }),
    "^.+\\.m?jsx?$": swc({ syntax: "ecmascript", jsx: true }),
  },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/fileMock.js",
    // Its CommonJS bundle lacks exports its ES modules have (asyncLock, which Decap's GitHub backend needs).
    "^decap-cms-lib-util$": "<rootDir>/node_modules/decap-cms-lib-util/dist/esm/index.js",
  },
  // lucide-react's per-icon modules (src/components/ui/icons.ts) are ES modules only; so is the whole of decap-cms-lib-util.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-image|lucide-react|decap-cms-lib-util)/)"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/__tests__/e2e", "<rootDir>/test-results"],
}

module.exports = {
  // Both cores (Jest's default leaves one free): the unit tests take measurably less time
  // (docs/PERFORMANCE.md).
  maxWorkers: "100%",
  // `npm run test:coverage`: the unit tests' line and branch coverage of src/. V8's own coverage:
  // instrumented code would break the inline scripts the tests serialise with toString.
  coverageProvider: "v8",
  collectCoverageFrom: ["src/**/*.{ts,tsx}", "!src/**/*.d.ts"],
  coverageReporters: ["text-summary", "json-summary"],
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.[jt]s?(x)"],
      setupFiles: ["<rootDir>/__tests__/loaderShim.js"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/setupUnit.ts"],
    },
    {
      ...shared,
      displayName: "build",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/build/**/*.test.[jt]s?(x)"],
    },
    {
      ...shared,
      displayName: "spec",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/spec.test.ts"],
    },
  ],
}
