/**
 * The site's browser specs' `test`: Playwright's, with every page of the test's context watched
 * for a breach of the site's policies (a CSP violation, a Permissions-Policy error). Any breach
 * fails the test, so each page load and interaction of every spec checks the policies in force.
 * A test that provokes one on purpose sets `test.use({ breachesExpected: true })` and reads them
 * from the `policyBreaches` fixture (csp.spec.ts).
 */
import { expect, test as base } from "@playwright/test"

export const test = base.extend<{ breachesExpected: boolean; policyBreaches: string[] }>({
  breachesExpected: [false, { option: true }],
  policyBreaches: [
    async ({ context, breachesExpected }, use) => {
      const breaches: string[] = []
      await context.exposeBinding("__reportPolicyBreach", (_source, text: string) => void breaches.push(text))
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          (window as unknown as { __reportPolicyBreach(text: string): void }).__reportPolicyBreach(
            `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
          ),
        )
      })
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
