/**
 * Two Jest projects:
 *  - unit:  components, hooks and modules in jsdom (Gatsby's documented setup: babel-preset-gatsby, mocked `gatsby`)
 *  - build: reads public/ after `npm run build` (node environment)
 */
const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-image)/)"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/__tests__/e2e"],
}

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.[jt]s?(x)"],
      setupFiles: ["<rootDir>/__tests__/loadershim.js"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/setup-unit.ts"],
    },
    {
      ...shared,
      displayName: "build",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/build/**/*.test.[jt]s?(x)"],
    },
  ],
}
