/**
 * A #fragment navigation before the islands have loaded (the skip link is every page's first Tab stop) must not make React
 * drop their server HTML (React error 421); src/browser/hashNavigation.ts keeps such a change from the router.
 */
import { ROUTES } from "../../src/i18n/routes"
import {
  TOASTS,
  contactForm,
  fillContactForm,
  humanPause,
  installClock,
  interceptProvider,
  interfaceTexts,
  openPage,
  submitButton,
  toast,
  urlEndingWith,
} from "./site"
import { expect, test } from "./siteTest"

test("the skip link and Back, before the contact form's island has loaded, keep the form's HTML and raise no error", async ({ page }) => {
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  page.on("pageerror", (error) => errors.push(error.message))
  await interceptProvider(page)
  await installClock(page)
  await openPage(page, ROUTES.home.pt)
  // The form is far below: its island (and Chakra) has not loaded yet.
  const chakra = () => performance.getEntriesByType("resource").some((entry) => /\/chakra-[0-9a-f]+\.js$/.test(entry.name))
  expect(await page.evaluate(chakra)).toBe(false)
  const form = await contactForm(page).elementHandle()
  expect(form).not.toBeNull()

  await page.keyboard.press("Tab")
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(urlEndingWith(`${ROUTES.home.pt}#conteudo`))
  await expect(page.locator("main")).toBeFocused()
  await page.goBack()
  await expect(page).toHaveURL(urlEndingWith(ROUTES.home.pt))
  await page.clock.runFor(500)
  expect(errors).toEqual([])
  // The very element the server rendered is still in the page: React did not re-render it.
  expect(await form!.evaluate((element: Element) => element.isConnected)).toBe(true)

  // And the form works once its island loads.
  await contactForm(page).scrollIntoViewIfNeeded()
  await expect(page.getByRole("region", { name: interfaceTexts().form.toasterLabel })).toBeAttached()
  await fillContactForm(page)
  await humanPause(page)
  await submitButton(page).click()
  await expect(toast(page, TOASTS.success.title)).toBeVisible()
  expect(errors).toEqual([])
})
