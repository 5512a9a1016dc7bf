#!/usr/bin/env node
/**
 * `npm test`: every check, in order, then one summary line.
 *
 *   lint and format (ESLint, Prettier) beside the typecheck -> unit tests (Jest, jsdom) ->
 *   the production build beside the browser tests' variant site (a second build, of a changed
 *   scratch copy: the two builds share the machine's two cores better than one after
 *   the other) -> build-output tests (Jest, node) -> browser tests (Playwright + Debian Chromium):
 *   the tests that judge real time alone, then the rest on two workers, then the editor's alone ->
 *   the development server (`gatsby develop` on a scratch copy: npm run develop, npm run cms).
 *
 * `npm run test:quick` (`--quick`): the first three only, no build (its time: docs/PERFORMANCE.md).
 *
 * Ends with `tests: N passed, M failed` (Jest and Playwright tests added up; a failed lint,
 * typecheck or build counts as one failure) and exits non-zero on any failure. Later steps still
 * run after a failed test step, so one run shows everything; a failed build skips the steps that
 * need it. Each step's seconds and CPU-seconds are printed at the end.
 */
import { spawn, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { relative } from "node:path"

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

/**
 * The machine's busy processor seconds so far: Linux's /proc/stat, every core's time but idle,
 * waiting on the disk and taken by the hypervisor, in ticks of 1/100 s; null elsewhere. Counting
 * the machine rather than this process's children also counts the browsers (Chromium's renderers
 * are not children its launcher waits for), and anything else running, which on CI is nothing.
 * With the wall-clock seconds it shows which steps keep both cores busy and which wait.
 */
function busyCpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number)
    return (user + nice + system + irq + softirq) / 100
  } catch {
    return null
  }
}
const cpuAtStart = busyCpuSeconds()
const startedAt = Date.now()
/** Since `before`: ", 123 CPU-s" or nothing where it cannot be read. */
const cpuSince = (before) => (before === null ? "" : `, ${Math.round(busyCpuSeconds() - before)} CPU-s`)

function run(label, command, args, extraEnv = {}) {
  const started = Date.now()
  const cpu = busyCpuSeconds()
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`)
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const ok = result.status === 0
  summary.push(`${ok ? "ok  " : "FAIL"} ${label} (${seconds} s${cpuSince(cpu)})`)
  return ok
}

/**
 * Several steps at once, each with its output held back and printed whole when it ends; resolves
 * to their results. Their CPU-s can only be told together, on a line after theirs.
 */
async function runTogether(steps) {
  const [cpu, started] = [busyCpuSeconds(), Date.now()]
  const results = await Promise.all(
    steps.map(
      ({ label, command, args, extraEnv = {} }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: { ...env, ...extraEnv } })
          let output = ""
          child.stdout.on("data", (chunk) => (output += chunk))
          child.stderr.on("data", (chunk) => (output += chunk))
          child.on("close", (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1)
            console.log(`\n=== ${label}: ${command} ${args.join(" ")} (ran beside another step)\n${output}`)
            summary.push(`${status === 0 ? "ok  " : "FAIL"} ${label} (${seconds} s, beside another step)`)
            resolve(status === 0)
          })
        }),
    ),
  )
  summary.push(`     the ${steps.length} together: ${((Date.now() - started) / 1000).toFixed(1)} s${cpuSince(cpu)}`)
  return results
}

function countJest(file) {
  if (!existsSync(file)) return null
  const report = JSON.parse(readFileSync(file, "utf8"))
  // Suites that fail to run (syntax error, missing module) have no test results but count as a failure.
  const brokenSuites = report.testResults.filter((suite) => suite.status === "failed" && suite.assertionResults.length === 0).length
  for (const suite of report.testResults) {
    if (suite.status === "failed" && suite.assertionResults.length === 0)
      failures.push(`${relative(process.cwd(), suite.name)}\n    ${errorSummary(suite.message)}`)
    for (const test of suite.assertionResults)
      if (test.status === "failed")
        failures.push(`${relative(process.cwd(), suite.name)} ${test.fullName}\n    ${errorSummary(test.failureMessages?.[0])}`)
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites }
}

/** The tests that failed and then passed on a retry ("flaky" in Playwright's report), by file and title. */
const retried = []
/** The tests that failed, by file and title, with the first line of their last error. */
const failures = []

/** Every spec's tests in a Playwright JSON report, however deep its suites nest. */
function* reportTests(suite, titles = []) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) yield { title: [...titles, spec.title].join(" › "), spec, test }
  for (const child of suite.suites ?? [])
    yield* reportTests(child, suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles)
}

// Playwright's messages carry terminal colours (ESC [ … m).
// eslint-disable-next-line no-control-regex
const terminalColours = /\u001b\[[0-9;]*m/g
/** An error's first three lines, on one line: the matcher, then what was expected and received. */
const errorSummary = (text = "") =>
  text
    .replace(terminalColours, "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .slice(0, 3)
    .join(" | ")
    .slice(0, 300) || "(no message)"

/** The summary of a Playwright test's last error (its last try's). */
const lastErrorSummary = (test) => errorSummary(test.results?.at(-1)?.errors?.[0]?.message ?? test.results?.at(-1)?.error?.message)

function countPlaywright(file) {
  if (!existsSync(file)) return null
  const report = JSON.parse(readFileSync(file, "utf8"))
  for (const suite of report.suites ?? [])
    for (const { title, spec, test } of reportTests(suite)) {
      const name = `${spec.file}:${spec.line} [${test.projectName}] ${title}`
      if (test.status === "flaky") retried.push(name)
      if (test.status === "unexpected") failures.push(`${name}\n    ${lastErrorSummary(test)}`)
    }
  for (const error of report.errors ?? []) failures.push(`(outside any test) ${errorSummary(error.message)}`)
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

const playwrightStep = (label, name, args, extraEnv = {}) => {
  const report = `${results}/e2e-${name}.json`
  rmSync(report, { force: true })
  return {
    label,
    report,
    command: "node_modules/.bin/playwright",
    args: ["test", ...args],
    extraEnv: { E2E_SKIP_BUILD: "1", E2E_JSON_REPORT: report, ...extraEnv },
  }
}

function playwright(label, name, args, extraEnv = {}) {
  const step = playwrightStep(label, name, args, extraEnv)
  tally(label, run(label, step.command, step.args, step.extraEnv), countPlaywright(step.report))
}

// The GraphQL types are committed (src/gatsby-types.d.ts), so the typecheck needs no build; the
// build-output tests check the build writes them unchanged.
const [lintOk, typesOk] = await runTogether([
  { label: "lint and format", command: "npm", args: ["run", "lint"] },
  { label: "typecheck", command: "npm", args: ["run", "typecheck"] },
])
tally("lint and format", lintOk, null)
tally("typecheck", typesOk, null)
jest("unit tests", "unit")

if (!quick) {
  const variant = playwrightStep("variant site (a changed scratch copy, built)", "variant-setup", ["--project", "variant-setup"], {
    E2E_NO_SERVER: "1",
  })
  // A cold build (a fresh clone's) writes no webpack cache that no later step reads; a warm one keeps using it.
  const buildEnv = existsSync(".cache/webpack") ? {} : { WEBPACK_CACHE: "off" }
  const [buildOk, variantOk] = await runTogether([{ label: "build", command: "npm", args: ["run", "build"], extraEnv: buildEnv }, variant])
  tally("build", buildOk, null)
  tally(variant.label, variantOk, countPlaywright(variant.report))
  if (buildOk) {
    jest("build-output tests", "build")
    playwright("browser tests that judge real time", "timing", ["--project", "timing"])
    playwright("browser tests", "site", ["--project", "site", "--project", "site-browser", "--project", "variant", "--no-deps"])
    playwright("browser tests of the editor, one at a time", "editor", ["--project", "editor", "--no-deps"])
  } else {
    summary.push("skip build-output and browser tests (the build failed)")
  }
  // Needs no build: it compiles the site its own way, and nothing else runs its development-only code.
  playwright("the development server (npm run develop, npm run cms)", "develop", ["--project", "develop"], { E2E_NO_SERVER: "1" })
}

if (cpuAtStart !== null) {
  const wall = (Date.now() - startedAt) / 1000
  const cpu = busyCpuSeconds() - cpuAtStart
  summary.push(`all steps: ${Math.round(wall)} s, ${Math.round(cpu)} CPU-s (${(cpu / wall).toFixed(2)} cores busy on average)`)
}
console.log(`\n${summary.join("\n")}`)
// Counted as passed, but named: a test that needs a retry is a problem to look at, not a pass to forget.
console.log(
  retried.length === 0
    ? "passed only on retry: none"
    : `passed only on retry: ${retried.length}\n${retried.map((test) => `  ${test}`).join("\n")}`,
)
// Repeated here, at the end, because a CI log is often read from its tail only.
if (failures.length > 0) console.log(`failed: ${failures.length}\n${failures.map((test) => `  ${test}`).join("\n")}`)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
