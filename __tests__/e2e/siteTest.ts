// The site specs' `test`: Playwright's, failing on any breach of the site's policies (a CSP violation, a Permissions-Policy
// error) in any page of the test's context. A test that provokes one sets `breachesExpected` and reads `policyBreaches` (csp.spec.ts).
import { expect, test as base, type BrowserContext, type Page } from "@playwright/test"

/** Hands each CSP violation in `target`'s pages to `report`, as "directive blocked-URI (source:line)" ("inline" for an inline script). */
export async function watchPolicyViolations(target: Page | BrowserContext, report: (violation: string) => void) {
  await target.exposeBinding("__reportPolicyViolation", (_source, text: string) => report(text))
  await target.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { __reportPolicyViolation(text: string): void }).__reportPolicyViolation(
        `${event.violatedDirective} ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      ),
    )
  })
}

export const test = base.extend<{ breachesExpected: boolean; policyBreaches: string[] }>({
  breachesExpected: [false, { option: true }],
  policyBreaches: [
    async ({ context, breachesExpected }, use) => {
      const breaches: string[] = []
      await watchPolicyViolations(context, (violation) => breaches.push(violation))
      context.on("console", (message) => {
        const text = message.text()
        if (/Content[- ]Security[- ]Policy|Permissions-Policy/i.test(text)) breaches.push(`console ${message.type()}: ${text}`)
      })
      await use(breaches)
      if (!breachesExpected) expect(breaches, "a page broke the site's policies").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
