import { expect, type Page } from "@playwright/test"

/**
 * The «Português» field that holds `text` in a list of entries, shown. Decap keeps a collapsed
 * entry's fields in the page, hidden, and shows its title with an expand toggle beside it.
 */
export async function portugueseFieldHolding(page: Page, text: string) {
  const fields = page.getByLabel("Português", { exact: true })
  // The entry's expand toggle has no name of its own: reach it from the entry's summary (its title).
  const toggle = page.getByText(text, { exact: true }).locator("xpath=preceding-sibling::div[1]/button[1]")
  const shown = () =>
    fields.evaluateAll(
      (inputs, wanted) => inputs.findIndex((input) => (input as HTMLInputElement).value === wanted && input.checkVisibility()),
      text,
    )
  const ready = async () => (await shown()) >= 0 || (await toggle.count()) > 0
  await expect
    .poll(ready, { timeout: 60_000 })
    .toBe(true)
    .catch(async (error: Error) => {
      // What the page showed instead, for the next reader of a failed run.
      const values = await fields.evaluateAll((inputs) =>
        inputs.map((input) => `${(input as HTMLInputElement).value.slice(0, 24)}${input.checkVisibility() ? "" : " (hidden)"}`),
      )
      const seen = `${page.url()}: «${text}» ${await page.getByText(text, { exact: true }).count()}× as text; Português fields: ${values.join(" | ")}`
      throw new Error(`neither a shown field holding «${text}» nor its entry's toggle (${seen}); ${error.message.split("\n")[0]}`)
    })
  if ((await shown()) < 0) await toggle.click()
  await expect.poll(shown).toBeGreaterThanOrEqual(0)
  return fields.nth(await shown())
}
