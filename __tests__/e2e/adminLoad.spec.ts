/** /admin while Decap downloads (editor/start.ts): how far it has got, and why it failed, in Portuguese. Decap itself never runs. */
import type http from "http"
import { expect, test } from "@playwright/test"
import { EDITOR_TEXTS } from "../../editor/texts"
import { servePublishedEditor } from "./editor"

const DECAP = "**/admin/assets/decap/**"

let server: http.Server
let adminUrl: string
test.beforeAll(async () => {
  ;({ url: adminUrl, server } = await servePublishedEditor())
})
test.afterAll(() => server?.close())

test("on a slow connection, the page says how much of the editor has arrived", async ({ page, context }) => {
  const session = await context.newCDPSession(page)
  await session.send("Network.enable")
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  })
  await page.goto(adminUrl)
  await expect(page.getByRole("status")).toHaveText(/^A transferir o editor de conteúdo: [\d ]+ de [\d ]+ KB \(([1-9]\d?) %\)\.$/, {
    timeout: 60_000,
  })
  expect(await page.locator("#editor-status progress").evaluate((bar: HTMLProgressElement) => bar.value)).toBeGreaterThan(0)
})

for (const { failure, answer, alert } of [
  { failure: "the site does not send the editor", answer: { status: 503 }, alert: EDITOR_TEXTS.serverFailed(503) },
  { failure: "the connection fails", answer: "internetdisconnected", alert: EDITOR_TEXTS.networkFailed(0) },
] as const)
  test(`when ${failure}, the page says so and offers to reload`, async ({ page }) => {
    await page.route(DECAP, (route) => (typeof answer === "string" ? route.abort(answer) : route.fulfill({ ...answer, body: "" })))
    await page.goto(adminUrl)
    await expect(page.getByRole("alert")).toHaveText(alert)
    await expect(page.getByRole("button", { name: EDITOR_TEXTS.reload })).toBeVisible()
    await expect(page.getByRole("status")).toHaveCount(0)
  })
