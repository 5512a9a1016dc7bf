/**
 * The machine's speed as Lighthouse measures it (lhr.environment.benchmarkIndex), for the steps that run no Lighthouse:
 * Lighthouse's own page function, run once a bench run in an unthrottled page of the bench's Chromium. Timings from
 * different machines compare only beside it (docs/PERFORMANCE.md).
 */
import { pageFunctions } from "lighthouse/core/lib/page-functions.js"

let measured = null

/** Lighthouse's benchmarkIndex, measured the first time in `browser` (a Playwright Chromium), then the same all run. */
export function benchmarkIndex(browser) {
  measured ??= (async () => {
    const page = await browser.newPage()
    try {
      return await page.evaluate(pageFunctions.computeBenchmarkIndex)
    } finally {
      await page.close()
    }
  })()
  return measured
}
