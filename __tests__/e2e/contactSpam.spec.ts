// The contact form against spam on the variant build (./variantSite.ts), where reCAPTCHA is configured. Without a key (the
// main build) the policy refuses Google (./siteTest.ts) and no token goes (contact.spec.ts).
import type { Page } from "@playwright/test"
import { RECAPTCHA_POLICY_URL } from "../../src/features/contact/send"
import {
  CONTACT_MESSAGE as visitor,
  TOASTS,
  contactField,
  contactForm as form,
  expectContactFields,
  fillContactForm as fill,
  humanPause,
  installClock,
  interceptProvider,
  interfaceTexts,
  openForm,
  submitButton,
  toast,
} from "./site"
import { TEST_RECAPTCHA_SITE_KEY, variantSite } from "./variantSite"
import { expect, test } from "./siteTest"

const formTexts = interfaceTexts().form
const FAILURE = TOASTS.failure.title
const SUCCESS = TOASTS.success.title
const TOKEN = "token-do-teste"
const GOOGLE = /^https:\/\/(www\.google\.com|www\.gstatic\.com|recaptcha\.google\.com)\//

/** Google's api.js, played: its box an iframe from www.google.com/recaptcha/ (the policy's frame-src), `__tickRecaptcha()` the visitor ticking it. */
const STAND_IN_API = `(() => {
  let ticked = false
  let callback = null
  window.grecaptcha = {
    render(container, parameters) {
      if (parameters.sitekey !== ${JSON.stringify(TEST_RECAPTCHA_SITE_KEY)}) throw new Error("wrong site key " + parameters.sitekey)
      const frame = document.createElement("iframe")
      frame.title = "reCAPTCHA"
      frame.src = "https://www.google.com/recaptcha/api2/anchor?k=" + parameters.sitekey + "&hl=" + parameters.hl
      frame.width = "304"
      frame.height = "78"
      container.appendChild(frame)
      callback = parameters.callback
      return 0
    },
    getResponse: () => (ticked ? ${JSON.stringify(TOKEN)} : ""),
    reset: () => { ticked = false },
  }
  window.__tickRecaptcha = () => { ticked = true; if (callback) callback(${JSON.stringify(TOKEN)}) }
  const onload = new URL(document.currentScript.src).searchParams.get("onload")
  if (onload) window[onload]()
})()`

/** Google's script and box played by stand-ins (Google is out of the test machine's reach). */
async function playGoogle(page: Page) {
  await page.route("https://www.google.com/recaptcha/api.js*", (route) =>
    route.fulfill({ contentType: "text/javascript", body: STAND_IN_API }),
  )
  await page.route("https://www.google.com/recaptcha/api2/anchor*", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="pt"><title>reCAPTCHA</title><p>Não sou um robô</p></html>',
    }),
  )
}

test.beforeEach(({ page }) => installClock(page))

let base = ""
test.beforeAll(async () => {
  base = (await variantSite()).base
})

test("Google's script only from the first focus; a submit too soon fails first; an unticked box holds the message; the token goes with it", async ({
  page,
}) => {
  const google: string[] = []
  page.on("request", (request) => GOOGLE.test(request.url()) && google.push(request.url()))
  await playGoogle(page)
  const posts = await interceptProvider(page)
  await openForm(page, base)

  // The note on what Google receives is there before anything is loaded from Google.
  await expect(form(page).getByRole("link", { name: formTexts.recaptchaPolicy })).toHaveAttribute("href", RECAPTCHA_POLICY_URL)
  await page.mouse.wheel(0, 200)
  await page.clock.runFor(1_000)
  expect(google).toEqual([])

  // The first focus in the form requests the script, in European Portuguese, and the box appears.
  const script = page.waitForRequest(/^https:\/\/www\.google\.com\/recaptcha\/api\.js/)
  await contactField(page, "name").focus()
  expect(new URL((await script).url()).searchParams.get("hl")).toBe("pt-PT")
  await expect(form(page).locator('iframe[title="reCAPTCHA"]')).toBeVisible()

  // Sooner than a person can: the failure, before the box is even asked, the text kept and the cause logged.
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  await fill(page)
  await submitButton(page).click()
  await expect(toast(page, FAILURE)).toBeVisible()
  await expect(form(page).getByRole("alert")).toHaveCount(0)
  await expectContactFields(page)
  expect(errors.some((text) => text.includes("[too-fast]"))).toBe(true)

  await humanPause(page)
  await submitButton(page).click()
  await expect(form(page).getByRole("alert")).toHaveText(formTexts.recaptchaMissing)
  await page.clock.runFor(300)
  expect(posts).toHaveLength(0)

  await page.evaluate(() => (window as any).__tickRecaptcha())
  await expect(form(page).getByRole("alert")).toHaveCount(0)
  await submitButton(page).click()
  await expect(toast(page, SUCCESS)).toBeVisible()
  expect(posts).toHaveLength(1)
  expect(posts[0].postDataJSON().template_params).toMatchObject({ from_name: visitor.name, "g-recaptcha-response": TOKEN })
  // The box is reset for a next message, and its script was requested once, however many fields took focus.
  expect(await page.evaluate(() => (window as any).grecaptcha.getResponse())).toBe("")
  expect(google.filter((url) => url.includes("/recaptcha/api.js"))).toHaveLength(1)
})

test("the box's script does not load: the failure toast, no call to the provider, the text kept, the cause logged", async ({ page }) => {
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  let scriptRequests = 0
  await page.route("https://www.google.com/recaptcha/**", (route) => {
    if (route.request().url().includes("/recaptcha/api.js")) scriptRequests += 1
    return route.abort("connectionrefused")
  })
  const posts = await interceptProvider(page)
  await openForm(page, base)
  await fill(page)
  await humanPause(page)
  await submitButton(page).click()
  await expect(toast(page, FAILURE)).toBeVisible()
  await expect(contactField(page, "message")).toHaveValue(visitor.message)
  expect(posts).toHaveLength(0)
  expect(errors.some((text) => text.includes("[captcha]"))).toBe(true)
  // Requested at the first focus, then again by the submit, for the next one.
  await expect.poll(() => scriptRequests).toBe(2)
})
