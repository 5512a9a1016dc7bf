/**
 * A #fragment navigation before the islands have loaded (the skip link is the first Tab stop
 * of every page) must not make React drop their server HTML (React error 421: a location
 * change reached a Suspense boundary still waiting for its chunk). src/lib/hashNavigation.ts
 * keeps such a change from the router.
 */
import { expect, test, type Page } from "@playwright/test"
import { contactForm, fillContactForm, humanPause, waitForSplashGone } from "./homeHelpers"

function collectErrors(page: Page) {
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  return errors
}

const chakraRequested = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").some((entry) => /\/chakra-[0-9a-f]+\.js$/.test(entry.name)))

test("the skip link and Back, before the contact form's island has loaded, keep the form's HTML and raise no error", async ({ page }) => {
  const errors = collectErrors(page)
  await page.route("**/api/v1.0/email/send", (route) =>
    route.fulfill({ status: 200, body: "OK", headers: { "access-control-allow-origin": "*" } }),
  )
  await page.goto("/")
  await waitForSplashGone(page)
  // The form is far below: its island (and Chakra) has not loaded yet.
  expect(await chakraRequested(page)).toBe(false)
  const form = await contactForm(page).elementHandle()
  expect(form).not.toBeNull()

  await page.keyboard.press("Tab")
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/#conteudo$/)
  await expect(page.locator("main")).toBeFocused()
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await page.waitForTimeout(500)
  expect(errors).toEqual([])
  // The very element the server rendered is still in the page: React did not re-render it.
  expect(await form!.evaluate((element) => element.isConnected)).toBe(true)

  // And the form works once its island loads.
  await contactForm(page).scrollIntoViewIfNeeded()
  await expect(page.getByRole("region", { name: "Notificações" })).toBeAttached()
  await fillContactForm(page)
  await humanPause(page)
  await contactForm(page).locator('button[type="submit"]').click()
  await expect(page.getByRole("status").filter({ hasText: "Mensagem enviada com sucesso!" })).toBeVisible()
  expect(errors).toEqual([])
})
