import { defineConfig, devices, type TraceMode } from "@playwright/test"
const { chromePath, headlessShellPath, chromiumArgs } = require("./scripts/lib/chromium.js") as {
  chromePath: string
  headlessShellPath: string
  chromiumArgs: string[]
}
const { testBuildEnv } = require("./scripts/lib/buildEnv.js") as { testBuildEnv: () => Record<string, string> }

/**
 * Browser tests against the built site, served on :9000 by the one static server that behaves
 * like the documented hosts (scripts/serve.ts: headers, 404 pages, trailing slashes), in Debian's
 * Chromium (never a downloaded browser). Seven projects:
 *  - timing: the tests that judge real time (the splash's clock, the first tap), one at a time;
 *  - variant-setup: changes a scratch copy of the project as a maintainer would and builds it
 *    cold, with fewer photos (__tests__/e2e/variant.setup.ts), once per run;
 *  - variant: the specs that need the variant build (they wait for variant-setup);
 *  - editor: the specs that drive the editor (Decap, a large bundle), one at a time: beside a second
 *    browser worker on two cores, its boot and an entry's first load were too slow for its tests
 *    (docs/PERFORMANCE.md);
 *  - site: everything else, in parallel, with time controlled by page.clock; site-browser: those of
 *    them about what the browser chooses to fetch, in Chromium itself rather than its headless shell;
 *  - develop: `gatsby develop` on a scratch copy (npm run develop, npm run cms), which needs no build.
 * `npm test` builds once, then runs timing alone, variant-setup, site and variant, then editor, then
 * develop (scripts/testAll.mjs); `npm run test:e2e` builds first (E2E_SKIP_BUILD=1 reuses public/) and runs them all.
 */
const port = Number(process.env.E2E_PORT || 9000)
const buildFirst = process.env.E2E_SKIP_BUILD !== "1"
const variantSpecs = /(contactSpam|galleryPages)\.spec\.ts$/
const editorSpecs = /\/(cmsPreview|cmsPhotos|cmsLocal|cmsTogether|adminFrame|photoGuard)\.spec\.ts$/
const timingSpecs = /(splashTiming|firstTap)\.spec\.ts$/
const developSpecs = /\/develop\.spec\.ts$/
const siteIgnores = [timingSpecs, variantSpecs, editorSpecs, developSpecs, /\.setup\.ts$/]
/** The tag of IN_THE_BROWSER in __tests__/e2e/site.ts. */
const inTheBrowser = /@browser\b/
/** Chromium itself, not its headless shell: for the projects that judge painting or the browser's own fetching. */
const IN_CHROMIUM = { launchOptions: { executablePath: chromePath, args: chromiumArgs } }
/**
 * V8 without its optimizing compilers, for the tests of what a page does: each page lives seconds, and
 * optimizing its code cost more CPU time than it saved (docs/PERFORMANCE.md). Not the editor's tests,
 * whose photo preparation runs hot loops, nor the timing project's, which measures what a visitor gets.
 */
const baselineV8 = (executablePath: string) => ({
  launchOptions: { executablePath, args: [...chromiumArgs, "--js-flags=--no-opt --no-maglev"] },
})

export default defineConfig({
  testDir: "./__tests__/e2e",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Both cores: the tests that judge real time run in their own project, one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT ?? "test-results/e2e-results.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace is recorded only on a failed test's retry (CI's): recording every test made the browser
    // tests much slower on 2 cores (docs/PERFORMANCE.md).
    // E2E_TRACE=on (or retain-on-failure) records them all, for a local run without retries.
    trace: (process.env.E2E_TRACE as TraceMode | undefined) ?? "on-first-retry",
    // Chromium's headless shell: the same engine for much less CPU time per page load
    // (scripts/lib/chromium.js); the timing project runs in the browser itself.
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    // Two retries in CI: these judge real time on a shared 2-core machine. A test that needed one is
    // still named by `npm test` ("passed only on retry"); see docs/TESTING.md.
    {
      name: "timing",
      testMatch: timingSpecs,
      workers: 1,
      fullyParallel: false,
      retries: process.env.CI ? 2 : 0,
      use: IN_CHROMIUM,
    },
    { name: "variant-setup", testMatch: /variant\.setup\.ts$/, timeout: 10 * 60_000 },
    { name: "variant", testMatch: variantSpecs, dependencies: ["variant-setup"], use: baselineV8(headlessShellPath) },
    { name: "editor", testMatch: editorSpecs, workers: 1, expect: { timeout: 30_000 } },
    // One development server for its tests, which run in order (develop.spec.ts).
    { name: "develop", testMatch: developSpecs, workers: 1 },
    // The tests tagged IN_THE_BROWSER (./__tests__/e2e/site.ts) are about what the browser itself
    // chooses to fetch: they run in Chromium itself, whose heuristics (lazy loading's distance) the
    // headless shell does not share.
    { name: "site", testIgnore: siteIgnores, grepInvert: inTheBrowser, use: baselineV8(headlessShellPath) },
    {
      name: "site-browser",
      testIgnore: siteIgnores,
      grep: inTheBrowser,
      use: baselineV8(chromePath),
    },
  ],
  // The variant's set-up serves what it needs itself, and runs while the main build makes public/.
  webServer: process.env.E2E_NO_SERVER
    ? undefined
    : {
        command: `${buildFirst ? "npm run build && " : ""}node --import tsx scripts/serve.ts --port ${port} --host localhost`,
        url: `http://localhost:${port}/`,
        reuseExistingServer: !process.env.CI,
        timeout: (buildFirst ? 15 : 1) * 60_000,
        // `npm run test:e2e` alone builds too: with the same stand-in EmailJS settings as `npm test`.
        env: testBuildEnv(),
        stdout: "ignore",
        stderr: "pipe",
      },
})
