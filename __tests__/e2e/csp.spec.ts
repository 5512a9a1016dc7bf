/**
 * The Content-Security-Policy lets the built site work: no violation on any route, on the
 * 404 page, after client-side navigation, nor in any interaction (menu, lightbox, form,
 * toasts); and it refuses what it must. Two policies are in force on every page: the
 * header's (src/build/securityHeaders.ts, sent by the static server of every browser test as
 * the hosts send it) and the page's own script policy in a meta element, the hashes of exactly
 * its inline scripts (src/build/scriptPolicy.ts).
 */
import { expect, test, type Page } from "@playwright/test"
import { EMAIL_API_ORIGIN, securityHeaders } from "../../src/build/securityHeaders"
import { ROUTES } from "../../src/i18n/routes"
import { readData } from "../data"
import { TOASTS, contactForm, fillContactForm, humanPause, installClock, interfaceTexts, openPage, toast } from "./site"

const pages = readData("pages.json")

/** Collects CSP violations (DOM events and console reports) and Permissions-Policy header errors. */
async function watchPolicies(page: Page) {
  const problems: string[] = []
  await page.exposeBinding("__reportCspViolation", (_source, text: string) => {
    problems.push(text)
  })
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      ;(window as any).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on("console", (message) => {
    const text = message.text()
    if (/Content[- ]Security[- ]Policy|Permissions-Policy/i.test(text)) problems.push(`console ${message.type()}: ${text}`)
  })
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
  return problems
}

/** Scrolls to the bottom so lazy images load too, then waits for the network to settle. */
async function visitWholePage(page: Page) {
  await page.waitForLoadState("networkidle")
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  await page.waitForLoadState("networkidle")
}

/** Client-side navigation as a visitor does it: a link on the page, else Gatsby's navigate. */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate(() => ((window as any).__sameDocument = true))
  const link = page.locator(`a[href="${to}"]:visible`).first()
  if ((await link.count()) > 0) await link.click()
  else await page.evaluate((target) => (window as any).___navigate(target), to)
  await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, "\\/")}$`))
  await page.waitForLoadState("networkidle")
  // Still the same document: the navigation did not reload the page.
  expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true)
}

const routes = [
  { path: ROUTES.home.pt, status: 200, title: pages.home.title },
  { path: ROUTES.gallery.pt, status: 200, title: pages.gallery.title },
  { path: ROUTES.responsibility.pt, status: 200, title: pages.responsibility.title },
  { path: "/pagina-que-nao-existe", status: 404, title: pages.notFound.title },
]

for (const route of routes) {
  test(`no CSP violation on ${route.path}, under the page's own script policy`, async ({ page }) => {
    const problems = await watchPolicies(page)
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(route.status)
    // The policy really is in force on this response.
    const headers = response!.headers()
    for (const { key, value } of securityHeaders) expect(headers[key.toLowerCase()]).toBe(value)
    await expect(page).toHaveTitle(route.title)
    // Its own script policy, with no 'unsafe-inline'.
    const policies = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content") ?? ""))
    expect(policies).toHaveLength(1)
    expect(policies[0]).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
    await visitWholePage(page)
    // React hydrated (a blocked script would leave the page static).
    await expect.poll(() => page.evaluate(() => typeof (window as any).___navigate)).toBe("function")
    expect(problems).toEqual([])
  })
}

test("no CSP violation when navigating between the pages in the app", async ({ page }) => {
  const problems = await watchPolicies(page)
  await page.goto(ROUTES.home.pt)
  await page.waitForLoadState("networkidle")
  for (const to of [ROUTES.gallery.pt, ROUTES.responsibility.pt, ROUTES.home.pt, ROUTES.gallery.pt]) {
    await navigateInApp(page, to)
    await visitWholePage(page)
  }
  await expect(page).toHaveTitle(pages.gallery.title)
  expect(problems).toEqual([])
})

test("the policy allows the e-mail API and blocks other origins (the watcher works)", async ({ page }) => {
  const problems = await watchPolicies(page)
  await page.route(`${EMAIL_API_ORIGIN}/**`, (route) => route.fulfill({ status: 200, body: "OK" }))
  await page.goto(ROUTES.home.pt)
  await page.waitForLoadState("networkidle")
  const emailStatus = await page.evaluate(
    (origin) => fetch(`${origin}/api/v1.0/email/send`, { method: "POST", body: "{}" }).then((r) => r.status),
    EMAIL_API_ORIGIN,
  )
  expect(emailStatus).toBe(200)
  expect(problems).toEqual([])
  const blocked = await page.evaluate(() =>
    fetch("https://example.org/collect").then(
      () => "sent",
      () => "blocked",
    ),
  )
  expect(blocked).toBe("blocked")
  await expect.poll(() => problems.some((p) => p.includes("connect-src"))).toBe(true)
})

test("an inline script injected into a built page is refused", async ({ page }) => {
  const problems = await watchPolicies(page)
  // A page as an attacker who could write into the HTML would serve it: one more inline script.
  await page.route(ROUTES.gallery.pt, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace("</body>", "<script>window.__injected = true</script></body>")
    await route.fulfill({ response, body })
  })
  await page.goto(ROUTES.gallery.pt)
  await page.waitForLoadState("networkidle")
  expect(await page.evaluate(() => (window as any).__injected)).toBeUndefined()
  await expect.poll(() => problems.some((problem) => problem.startsWith("script-src") && problem.includes("inline"))).toBe(true)
  // The page's own scripts still ran: it hydrated.
  await expect.poll(() => page.evaluate(() => typeof (window as any).___navigate)).toBe("function")
})

test("no CSP violation in the interactions: menu, lightbox, form and its toast", async ({ page }) => {
  const problems = await watchPolicies(page)
  await page.route(`${EMAIL_API_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, body: "OK", headers: { "access-control-allow-origin": "*" } }),
  )
  // The mobile menu.
  await page.setViewportSize({ width: 375, height: 740 })
  await installClock(page) // the form's minimum fill time is jumped over (humanPause)
  await openPage(page, ROUTES.home.pt)
  await page.getByRole("button", { name: interfaceTexts().frame.menuOpen }).click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toBeHidden()
  // The contact form, sent to the intercepted provider, and its success toast.
  await contactForm(page).scrollIntoViewIfNeeded()
  await fillContactForm(page)
  await humanPause(page)
  await contactForm(page).locator('button[type="submit"]').click()
  await expect(toast(page, TOASTS.success.title)).toBeVisible()
  // The gallery's lightbox, reached by client-side navigation.
  await page.setViewportSize({ width: 1280, height: 800 })
  await navigateInApp(page, ROUTES.gallery.pt)
  await page.getByTestId("gallery-grid").getByRole("link").first().click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await page.keyboard.press("ArrowRight")
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toBeHidden()
  expect(problems).toEqual([])
})
