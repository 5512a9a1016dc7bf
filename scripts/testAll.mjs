#!/usr/bin/env node
/**
 * `npm test`: every check, in order, then one summary line.
 *
 *   lint and format (ESLint, Prettier) -> typecheck -> unit tests (Jest, jsdom) -> production build
 *   -> build-output tests (Jest, node) -> browser tests (Playwright + Debian Chromium), in three runs:
 *   the tests that judge real time alone, then the variant site's set-up, then the rest in parallel.
 *
 * `npm run test:quick` (`--quick`): the first three only, no build (about a minute).
 *
 * Ends with `tests: N passed, M failed` (Jest and Playwright tests added up; a failed lint,
 * typecheck or build counts as one failure) and exits non-zero on any failure. Later steps still
 * run after a failed test step, so one run shows everything; a failed build skips the steps that
 * need it. Each step's seconds are printed at the end.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { createRequire } from "node:module"

const { testBuildEnv } = createRequire(import.meta.url)("./lib/buildEnv.js")

const quick = process.argv.includes("--quick")
const results = "test-results"
mkdirSync(results, { recursive: true })

// The browser tests submit the contact form against an intercepted provider:
// build with stand-in EmailJS settings unless real ones are set.
const env = testBuildEnv()

let passed = 0
let failed = 0
const summary = []

function run(label, command, args, extraEnv = {}) {
  const started = Date.now()
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`)
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const ok = result.status === 0
  summary.push(`${ok ? "ok  " : "FAIL"} ${label} (${seconds} s)`)
  return ok
}

function countJest(file) {
  if (!existsSync(file)) return null
  const report = JSON.parse(readFileSync(file, "utf8"))
  // Suites that fail to run (syntax error, missing module) have no test results but count as a failure.
  const brokenSuites = report.testResults.filter((suite) => suite.status === "failed" && suite.assertionResults.length === 0).length
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites }
}

function countPlaywright(file) {
  if (!existsSync(file)) return null
  const report = JSON.parse(readFileSync(file, "utf8"))
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {}
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0) }
}

function tally(label, ok, counts) {
  if (counts) {
    passed += counts.passed
    failed += counts.failed
    if (!ok && counts.failed === 0) failed += 1
    console.log(`--- ${label}: ${counts.passed} passed, ${counts.failed} failed`)
  } else if (!ok) {
    failed += 1
  }
}

const jestBin = "node_modules/.bin/jest"

function jest(label, project) {
  const report = `${results}/jest-${project}.json`
  rmSync(report, { force: true })
  const ok = run(label, jestBin, ["--selectProjects", project, "--json", `--outputFile=${report}`])
  tally(label, ok, countJest(report))
}

function playwright(label, name, args, extraEnv = {}) {
  const report = `${results}/e2e-${name}.json`
  rmSync(report, { force: true })
  const ok = run(label, "node_modules/.bin/playwright", ["test", ...args], { E2E_SKIP_BUILD: "1", E2E_JSON_REPORT: report, ...extraEnv })
  tally(label, ok, countPlaywright(report))
}

tally("lint and format", run("lint and format", "npm", ["run", "lint"]), null)
// The GraphQL types are committed (src/gatsby-types.d.ts), so the typecheck needs no build; the
// build-output tests check the build writes them unchanged.
tally("typecheck", run("typecheck", "npm", ["run", "typecheck"]), null)
jest("unit tests", "unit")

if (!quick) {
  const buildOk = run("build", "npm", ["run", "build"])
  tally("build", buildOk, null)
  if (buildOk) {
    jest("build-output tests", "build")
    playwright("browser tests that judge real time", "timing", ["--project", "timing"])
    playwright("variant site (editor session, warm build)", "variant-setup", ["--project", "variant-setup"])
    playwright("browser tests", "site", ["--project", "site", "--project", "variant", "--no-deps"])
  } else {
    summary.push("skip build-output and browser tests (the build failed)")
  }
}

console.log(`\n${summary.join("\n")}`)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
