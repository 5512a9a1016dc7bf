/**
 * The contact form on "/" (#contato) in Chromium, with EmailJS's endpoint
 * intercepted. The site is built with the EmailJS settings of scripts/lib/buildEnv.js
 * (stand-ins unless real ones are set), which the request body must carry. Each kind of failure and
 * the draft across a reload: __tests__/unit/features/contact/ContactForm.test.tsx; a retry
 * right after a failure, which the throttle lets through: send.test.ts; the
 * form without JavaScript, in its built HTML (__tests__/build/contactForm.test.ts).
 */
import type { Page, Request, Route } from "@playwright/test"
import { SECTION_IDS, sectionHref } from "../../src/i18n/routes"
import { readData } from "../data"
import { fillTemplate } from "../../src/i18n/languages"
import { DEFAULT_THROTTLE_MS } from "../../src/features/contact/settings"
import {
  CORS as cors,
  EMAIL_ENDPOINT as ENDPOINT,
  TOASTS,
  contactField as input,
  contactForm as form,
  humanPause,
  installClock,
  interfaceTexts,
  openPage,
  toast,
} from "./site"
import { expect, test } from "./siteTest"

const site = readData("site.json")
const t = interfaceTexts().form
const emailjs = (require("../../scripts/lib/buildEnv.js") as { testBuildEnv: () => Record<string, string> }).testBuildEnv()
const SUCCESS = TOASTS.success
const FAILURE = TOASTS.failure

const visitor = {
  name: "Ana Macuácua",
  email: "ana@example.com",
  phone: "+258 84 111 2222",
  company: "Cooperativa de Zavala",
  message: "Bom dia,\ngostaria de saber o preço da castanha crua por tonelada.",
}
type Field = keyof typeof visitor

const submit = (page: Page) => form(page).locator('button[type="submit"]')

/** Opens the home page at the form and waits until the form is live (splash gone, hydrated, toaster mounted). */
async function openForm(page: Page) {
  await openPage(page, sectionHref(SECTION_IDS.contact))
  await form(page).scrollIntoViewIfNeeded()
  await expect(page.getByRole("region", { name: t.toasterLabel })).toBeAttached()
}

async function fill(page: Page, values: Partial<typeof visitor> = visitor) {
  for (const [field, value] of Object.entries(values)) await input(page, field as Field).fill(value)
}

async function expectKept(page: Page) {
  for (const [field, value] of Object.entries(visitor)) await expect(input(page, field as Field)).toHaveValue(value)
}

/** Intercepts the provider, counting requests; `answer` decides each response. */
async function interceptProvider(page: Page, answer: (route: Route) => Promise<void>) {
  const requests: Request[] = []
  await page.route(ENDPOINT, async (route) => {
    if (route.request().method() === "POST") requests.push(route.request())
    await answer(route)
  })
  return requests
}

test.describe("contact form", () => {
  // The form's minimum fill time is jumped over (humanPause).
  test.beforeEach(({ page }) => installClock(page))
  test("required fields block an empty submit; then it sends the JSON the provider expects, shows the sending label while waiting, then the success toast and an empty form", async ({
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
    await submit(page).click()
    expect(await input(page, "name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    expect(await input(page, "name").evaluate((el) => el === document.activeElement)).toBe(true)
    await fill(page, { name: "Ana", email: "não-é-email" })
    await submit(page).click()
    expect(await input(page, "email").evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true)
    await page.clock.runFor(300)
    expect(requests).toHaveLength(0)

    await fill(page)
    await humanPause(page)
    await submit(page).click()

    await expect(submit(page)).toBeDisabled()
    await expect(submit(page)).toHaveText(t.sending)
    // a second click while sending sends nothing more
    await submit(page).click({ force: true })
    await form(page).evaluate((element: HTMLFormElement) => element.requestSubmit())

    await expect.poll(() => requests.length).toBe(1)
    const request = requests[0]
    expect(request.url()).toBe("https://api.emailjs.com/api/v1.0/email/send")
    const body = request.postDataJSON()
    expect(body).toEqual({
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
    const shown = toast(page, SUCCESS.title)
    await expect(shown).toBeVisible()
    await expect(shown).toContainText(SUCCESS.description)
    for (const field of Object.keys(visitor)) await expect(input(page, field as Field)).toHaveValue("")
    await expect(submit(page)).toBeEnabled()
    await expect(submit(page)).toHaveText(t.submit)
    expect(requests).toHaveLength(1)

    // the draft is gone: a reload shows an empty form
    await page.reload()
    await openForm(page)
    await expect(input(page, "message")).toHaveValue("")
  })

  test("a 500 from the provider: failure toast, every value kept, the way out shown, error logged", async ({ page }) => {
    const errors: string[] = []
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
    await interceptProvider(page, (route) => route.fulfill({ status: 500, body: "Internal Server Error", headers: cors }))
    await openForm(page)
    await fill(page)
    await humanPause(page)
    await submit(page).click()

    const shown = toast(page, FAILURE.title)
    await expect(shown).toBeVisible()
    await expect(shown).toContainText(FAILURE.description)
    await expectKept(page)
    await expect(submit(page)).toBeEnabled()
    expect(errors.some((text) => text.includes("[provider] HTTP 500"))).toBe(true)
    // The way out, e-mail and WhatsApp with the message: ContactForm.test.tsx.
    await expect(page.getByRole("link", { name: t.fallbackEmail })).toBeVisible()
  })

  test("a second accepted send within the throttle is refused with how long to wait, sends nothing, and the button comes back by itself", async ({
    page,
  }) => {
    const requests = await interceptProvider(page, (route) => route.fulfill({ status: 200, body: "OK", headers: cors }))
    await openForm(page)
    await fill(page)
    await humanPause(page)
    await submit(page).click()
    await expect(toast(page, SUCCESS.title)).toBeVisible()
    await fill(page)
    await submit(page).click()
    const refusal = toast(page, t.throttledTitle)
    await expect(refusal).toBeVisible()
    const seconds = Math.ceil(DEFAULT_THROTTLE_MS / 1000)
    await expect(refusal).toContainText(fillTemplate(t.throttledText, { seconds }))
    await expect(toast(page, FAILURE.title)).toHaveCount(0)
    await expectKept(page)
    await expect(submit(page)).toBeDisabled()
    expect(requests).toHaveLength(1)
    await page.clock.runFor(DEFAULT_THROTTLE_MS)
    await expect(submit(page)).toBeEnabled()
    await submit(page).click()
    await expect.poll(() => requests.length).toBe(2)
  })

  test("a bot that fills the honeypot is dropped silently: no request", async ({ page }) => {
    const requests = await interceptProvider(page, (route) => route.fulfill({ status: 200, body: "OK", headers: cors }))
    await openForm(page)
    await expect(form(page).locator('input[name="website"]')).not.toBeInViewport()
    await fill(page)
    await form(page).locator('input[name="website"]').fill("https://spam.example", { force: true })
    await submit(page).click()
    await expect(toast(page, SUCCESS.title)).toBeVisible()
    await page.clock.runFor(300)
    expect(requests).toHaveLength(0)
  })
})
