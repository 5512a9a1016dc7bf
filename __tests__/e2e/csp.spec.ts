// The Content-Security-Policy refuses what it must; that it lets the site work, every site spec checks (./siteTest.ts). The
// headers and meta policies: __tests__/build/hosting.test.ts, scriptPolicy.test.ts.
import { ROUTES } from "../../src/i18n/routes"
import { expect, test } from "./siteTest"

test.use({ breachesExpected: true })

// The e-mail API it allows: contact.spec.ts sends through it under the watcher of ./siteTest.ts.
test("the policy refuses an inline script injected into a built page, and connections to other origins; the watcher sees both", async ({
  page,
  policyBreaches,
}) => {
  // A page as an attacker who could write into the HTML would serve it: one more inline script.
  await page.route(ROUTES.gallery.pt, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace("</body>", "<script>window.__injected = true</script></body>")
    await route.fulfill({ response, body })
  })
  await page.goto(ROUTES.gallery.pt)
  await page.waitForLoadState("networkidle")
  expect(await page.evaluate(() => (window as any).__injected)).toBeUndefined()
  await expect.poll(() => policyBreaches.some((breach) => breach.startsWith("script-src") && breach.includes("inline"))).toBe(true)
  // The page's own scripts still ran: it hydrated.
  await expect.poll(() => page.evaluate(() => typeof (window as any).___navigate)).toBe("function")
  const blocked = await page.evaluate(() =>
    fetch("https://example.org/collect").then(
      () => "sent",
      () => "blocked",
    ),
  )
  expect(blocked).toBe("blocked")
  await expect.poll(() => policyBreaches.some((breach) => breach.includes("connect-src"))).toBe(true)
})
