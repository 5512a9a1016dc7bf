#!/usr/bin/env node
/**
 * `npm test`: every check, in order, then one summary line.
 *
 *   lint and format (ESLint, Prettier) -> unit tests (Jest, jsdom) -> production build ->
 *   typecheck (needs the build's generated GraphQL types) -> build-output tests (Jest, node) ->
 *   browser tests (Playwright + Debian Chromium against `gatsby serve`)
 *
 * Ends with `tests: N passed, M failed` (Jest and Playwright tests added up;
 * a failed lint, typecheck or build counts as one failure) and exits non-zero on
 * any failure. Later steps still run after a failed test step, so one run
 * shows everything; a failed build skips the steps that need it.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { createRequire } from "node:module"

const { testBuildEnv } = createRequire(import.meta.url)("./lib/buildEnv.js")

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

const lintOk = run("lint and format", "npm", ["run", "lint"])
tally("lint and format", lintOk, null)

rmSync(`${results}/jest-unit.json`, { force: true })
const unitOk = run("unit tests", jestBin, ["--selectProjects", "unit", "--json", `--outputFile=${results}/jest-unit.json`])
tally("unit tests", unitOk, countJest(`${results}/jest-unit.json`))

const buildOk = run("build", "npm", ["run", "build"])
tally("build", buildOk, null)

if (buildOk) {
  const typesOk = run("typecheck", "npm", ["run", "typecheck"])
  tally("typecheck", typesOk, null)

  rmSync(`${results}/jest-build.json`, { force: true })
  const outputOk = run("build-output tests", jestBin, ["--selectProjects", "build", "--json", `--outputFile=${results}/jest-build.json`])
  tally("build-output tests", outputOk, countJest(`${results}/jest-build.json`))

  rmSync(`${results}/e2e-results.json`, { force: true })
  const e2eOk = run("browser tests", "node_modules/.bin/playwright", ["test"], { E2E_SKIP_BUILD: "1" })
  tally("browser tests", e2eOk, countPlaywright(`${results}/e2e-results.json`))
} else {
  summary.push("skip typecheck, build-output and browser tests (the build failed)")
}

console.log(`\n${summary.join("\n")}`)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
