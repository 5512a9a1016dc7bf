import { defineConfig, devices } from "@playwright/test"
const { chromePath, chromiumArgs } = require("./scripts/lib/chromium.js") as { chromePath: string; chromiumArgs: string[] }
const { testBuildEnv } = require("./scripts/lib/buildEnv.js") as { testBuildEnv: () => Record<string, string> }

/**
 * Browser tests against the built site, served by `gatsby serve` on :9000,
 * in Debian's Chromium (never a downloaded browser).
 * `npm test` builds once and sets E2E_SKIP_BUILD=1; `npm run test:e2e` alone builds first.
 */
/** 9000 as in README; E2E_PORT lets two checkouts test side by side. */
const port = Number(process.env.E2E_PORT || 9000)
const buildFirst = process.env.E2E_SKIP_BUILD !== "1"

export default defineConfig({
  testDir: "./__tests__/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // One browser at a time: the slideshow, splash and toast specs measure real time, and CI has 2 cores.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-results.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromePath, args: chromiumArgs },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `${buildFirst ? "npm run build && " : ""}npx gatsby serve --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: (buildFirst ? 15 : 1) * 60_000,
    // `npm run test:e2e` alone builds too: with the same stand-in EmailJS settings as `npm test`.
    env: testBuildEnv(),
    stdout: "ignore",
    stderr: "pipe",
  },
})
