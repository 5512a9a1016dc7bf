/**
 * The bench's options (`npm run bench -- --runs 3 …`, docs/PERFORMANCE.md) and the routes it
 * measures: every page of the route table in both languages, and an unknown path in each
 * language (its 404 page).
 */
import { LANGS } from "../../src/i18n/languages.ts"
import { ROUTES } from "../../src/i18n/routes.ts"

const argv = process.argv.slice(2)
const flag = (name) => argv.includes(name)
const option = (name, fallback) => {
  const index = argv.indexOf(name)
  return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback
}

/** An unknown path under each language's prefix: it answers that language's 404 page. */
const notFoundTestPath = (lang) => `${lang === "pt" ? "" : ROUTES.home[lang]}/404-test-path`

const allRoutes = LANGS.flatMap((lang) => [...Object.values(ROUTES).map((route) => route[lang]), notFoundTestPath(lang)])

/** With --only STEP[,STEP…] (build, lighthouse, filmstrip, webkit, visible, visit, editor, scale): those steps alone. */
const only = option("--only", null)?.split(",")
const skip = (step) => (only ? !only.includes(step) : flag(`--no-${step}`))

export const options = {
  skipBuild: skip("build") || process.env.BENCH_SKIP_BUILD === "1",
  skipLighthouse: skip("lighthouse"),
  skipVisible: skip("visible"),
  skipFilmstrip: skip("filmstrip"),
  skipWebkit: skip("webkit"),
  /** The scripted visit after hydration, timed by web-vitals (issue 46): --visit-runs loads of each page per network. */
  skipVisit: skip("visit"),
  visitRuns: Number(option("--visit-runs", 3)),
  /** With --since REV: the lines of code added and deleted since that commit (src/, gatsby-*, patches/). */
  since: option("--since", null),
  skipBuildCosts: flag("--no-build-costs"),
  skipScale: skip("scale"),
  skipEditor: skip("editor"),
  scaleCounts: option("--scale", "30,100,300").split(",").map(Number),
  scaleRuns: Number(option("--scale-runs", 3)),
  /** The first taps per count and network: one tap's time spreads by ±20 %, and the 10 % goal compares two medians. */
  scaleTaps: Number(option("--scale-taps", 21)),
  strict: flag("--strict"),
  runs: Number(option("--runs", process.env.BENCH_RUNS || 5)),
  port: Number(option("--port", process.env.BENCH_PORT || 9204)),
  routes: option("--routes", allRoutes.join(",")).split(","),
  /** Another build to measure (with --no-build): a before/after comparison in one session. */
  publicDir: option("--public", null),
}
