/**
 * The variant site (./variantSite.ts), made once per run before the specs that use it: a
 * maintainer's session in the editor at /admin on a scratch copy, then a warm build of it.
 */
import { test } from "@playwright/test"
import { buildVariant } from "./variantSite"

test("edit a scratch copy through the editor and build it, warm from the main build", async ({ browser }) => {
  const seconds = await buildVariant(browser)
  console.log(`variant build: ${seconds.toFixed(1)} s`)
})
