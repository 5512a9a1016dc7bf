// The contact form on "/", EmailJS intercepted; the request carries scripts/lib/buildEnv.js's settings. Each failure and the draft:
// __tests__/unit/features/contact/ContactForm.test.tsx; without JavaScript: __tests__/build/contactForm.test.ts.
import { ROUTES, SECTION_IDS } from "../../src/i18n/routes"
import { readData } from "../data"
import { fillTemplate } from "../../src/i18n/languages"
import { DEFAULT_THROTTLE_MS } from "../../src/features/contact/settings"
import {
  CORS as cors,
  CONTACT_MESSAGE as visitor,
  TOASTS,
  contactField as input,
  contactForm as form,
  expectContactFields,
  expectNoAccessibilityViolations,
  fillContactForm,
  humanPause,
  installClock,
  interceptProvider,
  interfaceTexts,
  openForm,
  openPage,
  submitButton,
  toast,
  tabTo,
  urlEndingWith,
} from "./site"
import { expect, test } from "./siteTest"

const site = readData("site.json")
const t = interfaceTexts().form
const emailjs = (require("../../scripts/lib/buildEnv.js") as { testBuildEnv: () => Record<string, string> }).testBuildEnv()
const SUCCESS = TOASTS.success

test.beforeEach(({ page }) => installClock(page))

test("an empty or wrong submit sends nothing; a send carries the provider's JSON, says 'sending', then the success toast and an empty form; a second within the throttle waits; a bot's is dropped", async ({
  page,
}) => {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const requests = await interceptProvider(page, async (route) => {
    await released
    await route.fulfill({ status: 200, body: "OK", headers: cors })
  })
  await openForm(page)
  // No reCAPTCHA configured: no note about Google (contactSpam.spec.ts has the configured form).
  await expect(page.getByText(t.recaptchaPolicy)).toHaveCount(0)
  await submitButton(page).click()
  expect(await input(page, "name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
  expect(await input(page, "name").evaluate((el) => el === document.activeElement)).toBe(true)
  await fillContactForm(page, { name: "Ana", email: "não-é-email" })
  await submitButton(page).click()
  expect(await input(page, "email").evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true)
  await page.clock.runFor(300)
  expect(requests).toHaveLength(0)

  await fillContactForm(page)
  await humanPause(page)
  await submitButton(page).click()
  await expect(submitButton(page)).toBeDisabled()
  await expect(submitButton(page)).toHaveText(t.sending)
  // A second click while sending sends nothing more.
  await submitButton(page).click({ force: true })
  await form(page).evaluate((element: HTMLFormElement) => element.requestSubmit())
  await expect.poll(() => requests.length).toBe(1)
  expect(requests[0].url()).toBe("https://api.emailjs.com/api/v1.0/email/send")
  expect(requests[0].postDataJSON()).toEqual({
    lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    user_id: emailjs.GATSBY_EMAILJS_PUBLIC_KEY,
    service_id: emailjs.GATSBY_EMAILJS_SERVICE_ID,
    template_id: emailjs.GATSBY_EMAILJS_TEMPLATE_ID,
    template_params: {
      from_name: visitor.name,
      from_email: visitor.email,
      phone: visitor.phone,
      company: visitor.company,
      message: visitor.message,
      to_email: site.email,
      language: "pt",
      language_name: "Português",
    },
  })
  release()
  await expect(toast(page, SUCCESS.title)).toContainText(SUCCESS.description)
  await expectContactFields(page, { name: "", email: "", phone: "", company: "", message: "" })
  await expect(submitButton(page)).toHaveText(t.submit)
  await expect(submitButton(page)).toBeEnabled()

  // A second accepted send within the throttle: refused with how long to wait, nothing sent, the text kept; the button comes back by itself.
  await fillContactForm(page)
  await submitButton(page).click()
  const seconds = Math.ceil(DEFAULT_THROTTLE_MS / 1000)
  await expect(toast(page, t.throttledTitle)).toContainText(fillTemplate(t.throttledText, { seconds }))
  await expect(toast(page, TOASTS.failure.title)).toHaveCount(0)
  await expectContactFields(page)
  await expect(submitButton(page)).toBeDisabled()
  expect(requests).toHaveLength(1)
  await page.clock.runFor(DEFAULT_THROTTLE_MS)
  await submitButton(page).click()
  await expect.poll(() => requests.length).toBe(2)
  await expect(input(page, "message")).toHaveValue("")
  // The draft is gone with the success: a reload shows an empty form.
  await page.reload()
  await openForm(page)
  await expect(input(page, "message")).toHaveValue("")

  // A bot that fills the honeypot (out of sight) is dropped silently: "sent", and no request.
  const honeypot = form(page).locator('input[name="website"]')
  await expect(honeypot).not.toBeInViewport()
  await fillContactForm(page)
  await honeypot.fill("https://spam.example", { force: true })
  await submitButton(page).click()
  await expect(toast(page, SUCCESS.title)).toBeVisible()
  await page.clock.runFor(300)
  expect(requests).toHaveLength(2)
})

test("by keyboard, a send that fails (500): busy while sending; announced in the toasts' polite region, focus on the way out, the text kept, the cause logged; no accessibility violations", async ({
  page,
}) => {
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await interceptProvider(page, async (route) => {
    await released
    await route.fulfill({ status: 500, body: "Internal Server Error", headers: cors })
  })
  await openForm(page)
  // From the section's link in the header, then into the form (its fields' labels and required marks: the build's test).
  await tabTo(page, input(page, "name"), { max: 80 })
  await page.keyboard.type(visitor.name)
  await page.keyboard.press("Tab")
  await page.keyboard.type(visitor.email)
  await tabTo(page, input(page, "message"), { max: 3 })
  await page.keyboard.type(visitor.message)
  await page.keyboard.press("Tab")
  await humanPause(page)
  await page.keyboard.press("Enter")
  await expect(form(page)).toHaveAttribute("aria-busy", "true")
  release()
  const toasts = page.getByRole("region", { name: t.toasterLabel })
  await expect(toasts).toHaveAttribute("aria-live", "polite")
  await expect(toasts.getByRole("status").filter({ hasText: t.failureTitle })).toContainText(t.failureText)
  // The way out (e-mail, WhatsApp: ContactForm.test.tsx) takes focus.
  await expect(page.getByRole("group", { name: t.fallbackHeading })).toBeFocused()
  await expect(form(page)).toHaveAttribute("aria-busy", "false")
  await expectContactFields(page, { name: visitor.name, email: visitor.email, message: visitor.message })
  await expect(submitButton(page)).toBeEnabled()
  expect(errors.some((text) => text.includes("[provider] HTTP 500"))).toBe(true)
  await expectNoAccessibilityViolations(page, [`#${SECTION_IDS.contact}`, '[data-scope="toast"][data-part="group"]'])
})

// A #fragment navigation before the islands have loaded must not make React drop their server HTML (React error 421):
// src/browser/hashNavigation.ts keeps such a change from the router.
test("the skip link and Back, before the contact form's island has loaded, keep the form's HTML and raise no error", async ({ page }) => {
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  page.on("pageerror", (error) => errors.push(error.message))
  await interceptProvider(page)
  await openPage(page, ROUTES.home.pt)
  // The form is far below: its island (and Chakra) has not loaded yet.
  const chakra = () => performance.getEntriesByType("resource").some((entry) => /\/chakra-[0-9a-f]+\.js$/.test(entry.name))
  expect(await page.evaluate(chakra)).toBe(false)
  const served = await form(page).elementHandle()
  expect(served).not.toBeNull()

  await page.keyboard.press("Tab")
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(urlEndingWith(`${ROUTES.home.pt}#conteudo`))
  await expect(page.locator("main")).toBeFocused()
  await page.goBack()
  await expect(page).toHaveURL(urlEndingWith(ROUTES.home.pt))
  await page.clock.runFor(500)
  expect(errors).toEqual([])
  // The very element the server rendered is still in the page: React did not re-render it.
  expect(await served!.evaluate((element: Element) => element.isConnected)).toBe(true)

  await form(page).scrollIntoViewIfNeeded()
  await expect(page.getByRole("region", { name: t.toasterLabel })).toBeAttached()
  await fillContactForm(page)
  await humanPause(page)
  await submitButton(page).click()
  await expect(toast(page, SUCCESS.title)).toBeVisible()
  expect(errors).toEqual([])
})
