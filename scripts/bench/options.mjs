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
export const notFoundTestPath = (lang) => `${lang === "pt" ? "" : ROUTES.home[lang]}/404-test-path`

const allRoutes = LANGS.flatMap((lang) => [...Object.values(ROUTES).map((route) => route[lang]), notFoundTestPath(lang)])

export const options = {
  skipBuild: flag("--no-build") || process.env.BENCH_SKIP_BUILD === "1",
  skipLighthouse: flag("--no-lighthouse"),
  skipVisible: flag("--no-visible"),
  skipFilmstrip: flag("--no-filmstrip"),
  /** With --since REV: the lines of code added and deleted since that commit (src/, gatsby-*, patches/). */
  since: option("--since", null),
  skipBuildCosts: flag("--no-build-costs"),
  skipScale: flag("--no-scale"),
  skipEditor: flag("--no-editor"),
  scaleCounts: option("--scale", "30,100,300").split(",").map(Number),
  scaleRuns: Number(option("--scale-runs", 3)),
  strict: flag("--strict"),
  runs: Number(option("--runs", process.env.BENCH_RUNS || 5)),
  port: Number(option("--port", process.env.BENCH_PORT || 9204)),
  routes: option("--routes", allRoutes.join(",")).split(","),
  /** Another build to measure (with --no-build): a before/after comparison in one session. */
  publicDir: option("--public", null),
}
