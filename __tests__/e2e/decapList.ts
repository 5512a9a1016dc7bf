import { expect, type Page } from "@playwright/test"

/**
 * The «Português» field that holds `text` in a list of entries. Decap shows the entries collapsed,
 * each under its title, but expanded when the list mounted before the file's data arrived (its
 * collapsed flags are counted at mounting: the likely cause of a retry on a loaded machine). Either
 * way, the field.
 */
export async function portugueseFieldHolding(page: Page, text: string) {
  const fields = page.getByLabel("Português", { exact: true })
  // The entry's expand toggle has no name of its own: reach it from the entry's summary (its title).
  const toggle = page.getByText(text, { exact: true }).locator("xpath=preceding-sibling::div[1]/button[1]")
  const holding = () =>
    fields.evaluateAll((inputs, wanted) => inputs.findIndex((input) => (input as HTMLInputElement).value === wanted), text)
  await expect.poll(async () => (await toggle.count()) > 0 || (await holding()) >= 0, { timeout: 60_000 }).toBe(true)
  if ((await holding()) < 0) await toggle.click()
  await expect.poll(holding).toBeGreaterThanOrEqual(0)
  return fields.nth(await holding())
}
