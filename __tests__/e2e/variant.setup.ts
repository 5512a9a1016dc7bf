/**
 * The variant site (./variantSite.ts), made once per run before the specs that use it: a
 * maintainer's session in the editor at /admin on a scratch copy with fewer photos, then a cold
 * build of it (Gatsby's cache cannot move between folders).
 */
import { test } from "@playwright/test"
import { buildVariant } from "./variantSite"

test("edit a scratch copy through the editor, then build it", async ({ browser }) => {
  const started = Date.now()
  const seconds = await buildVariant(browser)
  console.log(`variant site: ${((Date.now() - started) / 1000).toFixed(1)} s, of which its build ${seconds.toFixed(1)} s`)
})
