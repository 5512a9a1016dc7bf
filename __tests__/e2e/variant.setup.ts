// The variant site (./variantSite.ts), made once per run before the specs that use it: a changed scratch copy, built cold
// (Gatsby's cache cannot move between folders).
import { test } from "@playwright/test"
import { buildVariant } from "./variantSite"

test("change a scratch copy as a maintainer would, then build it", async () => {
  const started = Date.now()
  const seconds = await buildVariant()
  console.log(`variant site: ${((Date.now() - started) / 1000).toFixed(1)} s, of which its build ${seconds.toFixed(1)} s`)
})
